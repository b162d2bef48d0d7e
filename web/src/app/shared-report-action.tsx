import Typography from '@mui/material/Typography';
import { comparisonSource } from '@shared/domain/metrics/views/comparison/source';
import type { ShareView } from '@shared/schemas/derived/share';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/components/charts/download-blob';
import { referenceShortName, type ComparisonT } from '@/components/benchmarks/reference-name';
import { ReportAction } from '@/features/report/components/report-action';
import type { ReportSection, ReportT } from '@/features/report/report-types';
import { sharedReportInput, sharedReportSections } from '@/features/report/shared-report-input';
import { SharedReportPeriod } from '@/app/shared-report-period';
import { useFormat } from '@/lib/format/use-format';
import type { DayRange } from '@/lib/period/period-days';

const NAMESPACES = ['report', 'performance', 'enums', 'figures', 'comparison'] as const;

/**
 * A share link's "Report": the PDF of what the link shares and nothing more, made from its
 * snapshot alone (`sharedReportInput`: the shared screens' sections whose data it carries, no
 * personal data), in the visitor's language, over the period of the link's Performance tab. The
 * generator loads only when asked for (dynamic import). Lives in the app layer: it composes the
 * comparison (the reference's name) and report features.
 */
export function SharedReportAction({ view }: { view: ShareView }) {
  const { t: tReport, i18n } = useTranslation('report');
  const format = useFormat();
  const offered = useMemo(() => sharedReportSections(view), [view]);
  const history = view.sections.performance ? view.performance?.history : undefined;
  // The period chosen in the dialog (the shared Performance tab's); null while it cannot be used.
  const [range, setRange] = useState<DayRange | null>(null);
  const onRange = useCallback((next: DayRange | null) => setRange(next), []);
  const make = async (sections: ReportSection[]) => {
    await i18n.loadNamespaces([...NAMESPACES]);
    const t = i18n.getFixedT(format.language, NAMESPACES) as ReportT;
    const benchmarks = view.performance?.benchmarks ?? view.comparison?.benchmarks;
    const source = benchmarks ? comparisonSource(benchmarks, 'reference') : null;
    const comparisonT = i18n.getFixedT(format.language, [
      'comparison',
      'enums',
      'figures',
    ]) as ComparisonT;
    const input = sharedReportInput(view, {
      sections,
      ...(history && range ? { range } : {}),
      madeAtMs: Date.now(),
      referenceName: source?.kind === 'reference' ? referenceShortName(comparisonT, source) : null,
      format,
    });
    const { makeReport } = await import('@/features/report/make-report');
    const blob = await makeReport(input, { t, format });
    downloadBlob(blob, `${t('report:action.fileName')} ${view.title}.pdf`);
  };
  return (
    <ReportAction
      make={make}
      sections={offered}
      openTestId="share-report-open"
      period={
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: history ? 2 : 0 }}>
            {tReport('action.sharedNote')}
          </Typography>
          {history ? <SharedReportPeriod history={history} onRange={onRange} /> : null}
        </>
      }
      periodReady={!history || range !== null}
      periodRange={history ? range : null}
    />
  );
}
