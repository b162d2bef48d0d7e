import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import { dashboardContent } from '@shared/domain/dashboard/dashboard-content';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/components/charts/download-blob';
import type { DashboardView } from '@/features/dashboard/utils/dashboard-url';
import { PortfolioReportAction } from '@/features/report/portfolio/portfolio-report-action';
import type {
  PortfolioReportInput,
  PortfolioSection,
  PortfolioT,
  PortfolioView,
} from '@/features/report/portfolio/portfolio-report-types';
import { filtersText, periodText } from '@/features/report/portfolio/portfolio-scope-text';
import { useFormat } from '@/lib/format/use-format';

const NAMESPACES = ['report', 'dashboard', 'enums'] as const;

/** The report's view: the Dashboard's, as its URL holds it. */
const portfolioViewOf = (view: DashboardView): PortfolioView => ({
  filters: view.filters,
  period: view.period,
  ...(view.to ? { to: view.to } : {}),
  ranking: view.ranking,
  selected: view.selected,
});

/**
 * The Dashboard's "Report": the portfolio report of the buildings, period and filters on screen
 * (the route's rows and the view from the URL), made once the lists are in; the generator (pdf-lib,
 * fontkit, fonts) loads only then, with a dynamic import. Lives in the app layer: it composes the
 * dashboard and report features.
 */
export function PortfolioReportButton({
  buildings,
  view,
  listsLoaded,
}: {
  buildings: readonly DashboardBuilding[];
  view: DashboardView;
  listsLoaded: boolean;
}) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const format = useFormat();
  const input = (sections: PortfolioSection[]): PortfolioReportInput => ({
    buildings,
    view: portfolioViewOf(view),
    sections,
    madeAtMs: Date.now(),
  });
  const scope = useMemo(() => {
    const shown: PortfolioReportInput = {
      buildings,
      view: portfolioViewOf(view),
      sections: [],
      madeAtMs: 0,
    };
    const tools = { t: t as PortfolioT, format };
    return {
      period: periodText(dashboardContent(buildings, shown.view), shown, tools),
      filters: filtersText(shown, tools),
    };
  }, [buildings, view, t, format]);
  const make = async (sections: PortfolioSection[]) => {
    await i18n.loadNamespaces([...NAMESPACES]);
    const fixed = i18n.getFixedT(format.language, NAMESPACES) as PortfolioT;
    const { makePortfolioReport } =
      await import('@/features/report/portfolio/make-portfolio-report');
    const blob = await makePortfolioReport(input(sections), { t: fixed, format });
    downloadBlob(blob, `${fixed('report:portfolio.action.fileName')}.pdf`);
  };
  return (
    <PortfolioReportAction
      make={make}
      period={scope.period}
      filters={scope.filters}
      ready={listsLoaded}
    />
  );
}
