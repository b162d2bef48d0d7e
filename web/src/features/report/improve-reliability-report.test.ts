// @vitest-environment node
/**
 * The Improve and Asset Reliability sections read back as their reader gets them (pdftotext):
 * every figure must read as the Improve and Asset Reliability tabs write it, from the same shared
 * views and `lib/format`, for demo buildings in en, cs and de; a section not asked for is absent.
 */
import { maintenanceBudgetView } from '@shared/domain/metrics/views/asset-reliability/view';
import { defaultPriceNotes } from '@shared/domain/metrics/views/common/default-price-notes';
import { abatementCurve } from '@shared/domain/metrics/views/improve/abatement-curve';
import { measureRows } from '@shared/domain/metrics/views/improve/measure-rows';
import { measureTotals } from '@shared/domain/metrics/views/improve/measure-totals';
import { improvePeriodTotals } from '@shared/domain/metrics/views/improve/period';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { afterAll, describe, expect, it } from 'vitest';
import { demoBuildingId, generateDemoDatabase } from '../../../../emulators/seed/src/generate';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { generateReport } from './generate-report';
import { criticalAssets } from './reliability-asset-pages';
import { REPORT_NAMESPACES, type ReportInput, type ReportSection } from './report-types';
import {
  demoInput,
  goldenMetrics,
  readBackPdf,
  removeReadBacks,
  reportToolsFor,
  spaced,
} from './report-test-kit';

/** The golden files' moment (tests/golden/demo-metrics.test.ts). */
const db = generateDemoDatabase({ now: new Date(Date.UTC(2026, 0, 15, 3, 0, 0)) });

/** The stored measures and equipment of a demo building, as the seed writes them: their names. */
function recordsOf(key: string) {
  const id = demoBuildingId(key);
  return {
    measures: (db.measures[id] ?? {}) as Record<string, ImprovementMeasure>,
    equipment: (db.equipment[id] ?? {}) as Record<string, Equipment>,
  };
}

afterAll(removeReadBacks);

/** A demo building's input with its stored measures and equipment, no reference named. */
function inputOf(key: string, sections: readonly ReportSection[], assetPages = false): ReportInput {
  const input = demoInput(goldenMetrics(key), key, sections);
  return {
    ...input,
    options: { ...input.options, referenceName: null, assetPages },
    ...recordsOf(key),
  };
}

const CASES = [
  { language: 'en', key: 'new-york-hudson-office' },
  { language: 'cs', key: 'prague-karlin-office' },
  { language: 'de', key: 'munich-sendlinger-retail' },
] as const;

describe('Improve and Asset Reliability sections read back by poppler', () => {
  for (const { language, key } of CASES) {
    it(`${key} in ${language}: the Improve tab's figures as lib/format writes them`, async () => {
      const tools = await reportToolsFor(language, REPORT_NAMESPACES);
      const { t, format } = tools;
      const input = inputOf(key, ['improve']);
      const { text } = readBackPdf(
        `improve-${key}-${language}`,
        await generateReport(input, tools),
      );
      const figures = input.figures.measures!;
      const currency = input.figures.energy.currency;
      const has = (value: string) => expect(text).toContain(spaced(value));
      has(t('report:improve.title'));
      const rows = measureRows(figures, input.measures!);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        has(row.name);
        if (row.investment !== null) has(format.number(row.investment, 0));
        has(format.number(row.energySavingsKwh / 1000, 1));
        has(format.number(row.costSavings, 0));
        if (row.paybackYears !== null) has(format.number(row.paybackYears, 1));
        has(format.number(row.co2AvoidedTons, 2));
        if (row.irrPct !== null) has(format.percent(row.irrPct / 100, 1));
        has(t(`enums:measureStatus.${row.status}`));
      }
      const totals = measureTotals(figures);
      has(format.money(totals.investment, currency, 0));
      has(
        t('improve:totals.perYear', { value: format.energy(totals.combined.energyKwh, 'MWh', 1) }),
      );
      has(t('improve:totals.perYear', { value: format.money(totals.combined.cost, currency, 0) }));
      has(
        t('improve:totals.perYear', { value: format.co2(totals.combined.co2Tons * 1000, 't', 2) }),
      );
      const period = improvePeriodTotals({
        ...input.figures,
        measures: figures,
        range: input.options.range,
      });
      has(format.number(period.before.energyKwh / 1000, 1));
      has(format.number(period.after.energyKwh / 1000, 1));
      has(format.money(period.after.cost!, currency, 0));
      has(format.number(period.after.co2Tons, 1));
      has(t('improveCharts:waterfall.title'));
      has(t('improveCharts:macc.title'));
      const tick = chartNumberFormatter(format);
      for (const block of abatementCurve(figures)) has(tick(block.costPerTon));
      for (const row of rows) {
        const measured = figures.measures[row.measureId]?.measured;
        if (measured?.energyKwhPerYear !== undefined)
          has(
            t('improve:totals.perYear', {
              value: format.energy(measured.energyKwhPerYear, 'MWh', 1),
            }),
          );
        else if (measured?.reason) has(t(`improve:measured.reason.${measured.reason}`));
      }
      expect(text).not.toContain(t('report:assetReliability.title'));
    });

    it(`${key} in ${language}: the Asset Reliability tab's figures and the critical assets`, async () => {
      const tools = await reportToolsFor(language, REPORT_NAMESPACES);
      const { t, format } = tools;
      const input = inputOf(key, ['assetReliability', 'methods'], true);
      const { text } = readBackPdf(
        `reliability-${key}-${language}`,
        await generateReport(input, tools),
      );
      const reliability = input.figures.reliability!;
      const currency = input.building.currency;
      const has = (value: string) => expect(text).toContain(spaced(value));
      has(t('report:assetReliability.title'));
      const tick = chartNumberFormatter(format);
      for (const value of [
        reliability.health.best,
        reliability.health.average,
        reliability.health.lowest,
      ])
        if (value !== undefined) has(tick(value));
      const budget = maintenanceBudgetView(reliability).overall!;
      has(format.money(budget.allocated, currency));
      has(format.money(budget.used, currency));
      has(format.money(budget.remaining, currency));
      for (const asset of Object.values(reliability.equipment))
        if (asset.replacement) has(format.money(asset.replacement.newReplacementValue, currency));
      const names = Object.fromEntries(
        Object.entries(input.equipment!).map(([id, r]) => [id, r.name]),
      );
      const critical = criticalAssets(reliability, names);
      for (const asset of critical)
        has(t('report:assetReliability.assetTitle', { name: names[asset.equipmentId]! }));
      if (critical.length === 0) has(t('report:assetReliability.noCritical'));
      has(t('report:methods.critical'));
      expect(text).not.toContain(t('report:improve.title'));
    });
  }

  it('says what the tabs say when every measure is done and before the asset figures', async () => {
    const tools = await reportToolsFor('cs', REPORT_NAMESPACES);
    const { t } = tools;
    const input = inputOf('prague-karlin-office', ['improve', 'assetReliability']);
    const measures = input.figures.measures!;
    const { text } = readBackPdf(
      'improve-reliability-done-cs',
      await generateReport(
        {
          ...input,
          // Every measure done: none is left to combine (`combinationState` says allDone).
          figures: {
            ...input.figures,
            measures: { ...measures, order: [] },
            reliability: undefined,
          },
        },
        tools,
      ),
    );
    expect(text).toContain(spaced(t('improve:totals.none')));
    expect(text).toContain(spaced(t('improveCharts:empty.allDone')));
    expect(text).toContain(spaced(t('assetReliability:notComputed.title')));
  });

  it('says what the tabs say for a building without measures or equipment', async () => {
    const tools = await reportToolsFor('de', REPORT_NAMESPACES);
    const { t } = tools;
    const input = inputOf('berlin-neukolln-annex', ['improve', 'assetReliability']);
    const { text } = readBackPdf(
      'improve-reliability-empty-de',
      await generateReport(input, tools),
    );
    expect(text).toContain(spaced(t('improve:measures.emptyTitle')));
    expect(text).toContain(spaced(t('assetReliability:empty.title')));
    expect(text).not.toContain(t('improveCharts:waterfall.title'));
    // Its prices are the country's defaults: the totals say so, as the tab's sidebar does.
    for (const note of defaultPriceNotes(input.figures.energy))
      expect(text).toContain(
        spaced(
          t(`figures:defaultPrice.${note.kind}`, {
            carrier: t(`performance:carrier.${note.carrier}`),
            band: note.band ?? '',
            period: note.period ?? '',
          }),
        ),
      );
    expect(defaultPriceNotes(input.figures.energy).length).toBeGreaterThan(0);
  });
});
