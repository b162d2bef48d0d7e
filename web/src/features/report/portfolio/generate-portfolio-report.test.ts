// @vitest-environment node
/**
 * The portfolio report read back as its reader gets it (pdftotext): the demo portfolio as the
 * Dashboard receives it, every building's line and the totals written as the Dashboard writes
 * them (the same `dashboardContent` and `lib/format`), a filter leaving the other buildings out,
 * in en, cs and de.
 */
import { dashboardContent } from '@shared/domain/dashboard/dashboard-content';
import {
  dashboardTotals,
  rankBuildings,
  type DashboardBuilding,
} from '@shared/domain/dashboard/portfolio-dashboard';
import { NO_FILTERS } from '@shared/domain/dashboard/portfolio-lists';
import type { Currency, UnitSystem } from '@shared/schemas/enums/account';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { readBackPdf, removeReadBacks, spaced } from '../report-test-kit';
import { generatePortfolioReport } from './generate-portfolio-report';
import {
  PORTFOLIO_SECTIONS,
  type PortfolioReportInput,
  type PortfolioTools,
  type PortfolioView,
} from './portfolio-report-types';
import { demoDashboardBuildings, portfolioToolsFor } from './portfolio-test-kit';

afterAll(removeReadBacks);

const BUILDINGS = demoDashboardBuildings();
const MADE = Date.UTC(2026, 10, 30, 9);
const VIEW: PortfolioView = { filters: NO_FILTERS, period: 'year', ranking: 'eui', selected: [] };

const inputOf = (view: Partial<PortfolioView> = {}): PortfolioReportInput => ({
  buildings: BUILDINGS,
  view: { ...VIEW, ...view },
  sections: [...PORTFOLIO_SECTIONS],
  madeAtMs: MADE,
});

/** A building's figures of the period as the Dashboard's totals of it alone count them. */
function lineFigures(
  building: DashboardBuilding,
  input: PortfolioReportInput,
  tools: PortfolioTools,
) {
  const { format, t } = tools;
  const { lastMonth } = dashboardContent(input.buildings, input.view);
  const sums = dashboardTotals([building], input.view.period, lastMonth!).current;
  const digest = building.digest!;
  const cost = sums.costByCurrency[digest.currency];
  return [
    building.title,
    t(`enums:useType.${building.useType!}`),
    format.area(digest.floorAreaM2 ?? building.grossFloorAreaM2),
    ...(sums.buildings > 0
      ? [format.energy(sums.kwh, 'MWh', 1), format.co2(sums.co2Kg, 't', 1)]
      : []),
    ...(cost === undefined ? [] : [format.money(cost, digest.currency)]),
    format.intensity(digest.siteEuiKwhPerM2, 0),
  ].map(spaced);
}

async function read(
  name: string,
  input: PortfolioReportInput,
  language: Language,
  units: UnitSystem = 'metric',
) {
  const tools = await portfolioToolsFor(language, units);
  const bytes = await generatePortfolioReport(input, tools);
  return { tools, ...readBackPdf(name, bytes) };
}

describe('portfolio report', { timeout: 60_000 }, () => {
  it('reads the whole demo portfolio: twelve buildings, one without a full year of bills', () => {
    expect(BUILDINGS).toHaveLength(12);
    expect(BUILDINGS.every((building) => building.digest)).toBe(true);
    const { totals } = dashboardContent(BUILDINGS, VIEW);
    expect(totals?.current.buildings).toBe(11);
  });

  it.each(['en', 'cs', 'de'] as const)(
    'prints every building and the totals as the Dashboard does (%s)',
    async (language) => {
      const input = inputOf();
      const { text, pages, tools } = await read(`portfolio-${language}`, input, language);
      const { format, t } = tools;
      expect(text).toContain(t('report:portfolio.title'));
      expect(text).toContain(spaced(t('report:page', { page: 1, pages })));
      expect(text).toContain(spaced(t('report:page', { page: pages, pages })));
      expect(text).toContain(t('report:portfolio.noFilters'));
      expect(text).toContain(spaced(format.date(MADE)));
      for (const building of BUILDINGS) {
        for (const figure of lineFigures(building, input, tools)) expect(text).toContain(figure);
      }
      const { totals } = dashboardContent(input.buildings, input.view);
      const current = totals!.current;
      expect(current.buildings).toBeGreaterThan(0);
      expect(text).toContain(spaced(format.energy(current.kwh, 'MWh', 1)));
      expect(text).toContain(spaced(format.co2(current.co2Kg, 't', 1)));
      expect(text).toContain(spaced(format.area(current.areaM2)));
      for (const [currency, cost] of Object.entries(current.costByCurrency) as [Currency, number][])
        expect(text).toContain(spaced(format.money(cost, currency)));
      expect(text).toContain(t('dashboard:savings.title'));
      expect(text).toContain(t('dashboard:risk.title'));
      expect(text).toContain(t('dashboard:bands.title'));
    },
  );

  it('breaks a long ranking over pages, its titles on each, every building once', async () => {
    const many = [1, 2, 3].flatMap((copy) =>
      BUILDINGS.map((building) => ({
        ...building,
        id: `${building.id}-${copy}`,
        title: `${building.title} ${copy}`,
      })),
    );
    const input = { ...inputOf(), buildings: many, sections: ['ranking' as const] };
    const { text, pages, tools } = await read('portfolio-many-de', input, 'de');
    expect(pages).toBeGreaterThanOrEqual(2);
    const header = tools.t('dashboard:ranking.rank');
    expect(text.split(` ${header} `).length - 1).toBe(pages);
    for (const building of many) expect(text).toContain(building.title);
  });

  it('leaves out the buildings a use-type filter removes, and names the filter', async () => {
    const input = inputOf({ filters: { ...NO_FILTERS, useTypes: ['office'] } });
    const { text, tools } = await read('portfolio-office-en', input, 'en');
    const offices = BUILDINGS.filter((building) => building.useType === 'office');
    expect(offices.length).toBeGreaterThan(0);
    expect(offices.length).toBeLessThan(BUILDINGS.length);
    for (const building of offices) {
      for (const figure of lineFigures(building, input, tools)) expect(text).toContain(figure);
    }
    for (const building of BUILDINGS.filter((b) => b.useType !== 'office'))
      expect(text).not.toContain(building.title);
    expect(text).toContain('Use type: Office');
    expect(text).toContain(
      spaced(
        tools.t('dashboard:subtitleFiltered', {
          shown: offices.length,
          total: BUILDINGS.length,
        }),
      ),
    );
  });

  it("writes the user's units: imperial areas and intensities, as the Dashboard does", async () => {
    const input = inputOf();
    const { text, tools } = await read('portfolio-imperial-en', input, 'en', 'imperial');
    for (const building of BUILDINGS) {
      for (const figure of lineFigures(building, input, tools)) expect(text).toContain(figure);
    }
    const current = dashboardContent(input.buildings, input.view).totals!.current;
    expect(tools.format.area(current.areaM2)).toContain('ft²');
    expect(text).toContain(spaced(tools.format.area(current.areaM2)));
    expect(text).toContain(spaced(tools.format.intensity(current.euiKwhPerM2, 1)));
  });

  it('says that no building has bills for the period, as the Dashboard does, in Czech', async () => {
    const input = inputOf({ period: 'quarter', to: '2019-03' });
    const { text, tools } = await read('portfolio-no-period-cs', input, 'cs');
    expect(text).toContain(spaced(tools.t('dashboard:empty.noPeriodData')));
    expect(text).toContain('leden 2019 – březen 2019 (Čtvrtletí)');
    // Every building is still listed, without figures of the period.
    for (const building of BUILDINGS) expect(text).toContain(building.title);
    expect(text).not.toContain(tools.t('report:breakdown.total'));
  });

  it('says what the Dashboard says when no building matches, in German', async () => {
    const input = inputOf({ filters: { ...NO_FILTERS, cities: ['Atlantis'] } });
    const { text, tools } = await read('portfolio-none-de', input, 'de');
    expect(text).toContain(tools.t('dashboard:empty.noMatchTitle'));
    for (const building of BUILDINGS) expect(text).not.toContain(building.title);
  });

  it('prints only the sections asked for', async () => {
    const input = { ...inputOf({ ranking: 'risk' }), sections: ['ranking' as const] };
    const { text, pages, tools } = await read('portfolio-ranking-cs', input, 'cs');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(tools.t('dashboard:ranking.title'));
    // Riskiest first, in the ranking's words ("Skóre 16, vysokých: 2" wraps in its column).
    const ranked = rankBuildings(BUILDINGS, 'risk');
    const first = ranked[0]!;
    const last = ranked[ranked.length - 1]!;
    expect(text.indexOf(first.title)).toBeGreaterThan(-1);
    expect(text.indexOf(first.title)).toBeLessThan(text.indexOf(last.title));
    const value = tools.t('dashboard:ranking.riskValue', {
      score: first.digest!.risk!.maxScore,
      high: first.digest!.risk!.highCount,
    });
    expect(text).toContain(value.slice(0, value.indexOf(',') + 1));
    expect(text).not.toContain(tools.t('dashboard:savings.title'));
    expect(text).not.toContain(tools.t('dashboard:kpi.totals'));
  });
});
