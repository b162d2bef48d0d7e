/**
 * The Improve tab's views (functions/src/shared/domain/metrics/views/improve-*) against the golden
 * figures of the demo buildings, and the popup's live figures against the stored ones: the totals
 * row is the combined figures (not the sum of the singles), the waterfall runs from the singles'
 * sum to the combined savings, the abatement curve's widths add up to the combined CO2, the
 * improvement area ends at the improved building, the payback crosses zero where the totals say,
 * and every demo measure evaluated in the browser's way (the stored basis, `evaluateMeasures`)
 * gives the stored numbers.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoBuildingId, generateDemoDatabase } from '../../emulators/seed/src/generate.js';
import { evaluateMeasures } from '../../functions/src/shared/domain/metrics/measures/evaluate-measures.js';
import {
  measureBasisOfStored,
  measuresInputOfBasis,
} from '../../functions/src/shared/domain/metrics/measures/measure-basis.js';
import { abatementCurve } from '../../functions/src/shared/domain/metrics/views/improve/abatement-curve.js';
import { improvementAreaSteps } from '../../functions/src/shared/domain/metrics/views/improve/area-steps.js';
import { measureRows } from '../../functions/src/shared/domain/metrics/views/improve/measure-rows.js';
import { measureTotals } from '../../functions/src/shared/domain/metrics/views/improve/measure-totals.js';
import { paybackCurve } from '../../functions/src/shared/domain/metrics/views/improve/payback-curve.js';
import { savingsWaterfall } from '../../functions/src/shared/domain/metrics/views/improve/savings-waterfall.js';
import type { ImprovementMeasure } from '../../functions/src/shared/schemas/stored/improvement-measure.js';
import type { BuildingMetrics } from '../../functions/src/shared/schemas/derived/metrics.js';
import {
  END_USES,
  buildingMetricsSchema,
} from '../../functions/src/shared/schemas/derived/metrics.js';

const DIR = new URL('./demo-metrics/', import.meta.url);
const KEYS = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));
/** The golden files' moment (tests/golden/demo-metrics.test.ts). */
const db = generateDemoDatabase({ now: new Date(Date.UTC(2026, 0, 15, 3, 0, 0)) });

const golden = (key: string): BuildingMetrics =>
  buildingMetricsSchema.parse(JSON.parse(readFileSync(new URL(`${key}.json`, DIR), 'utf8')));

/** Stored numbers keep 7 significant digits. */
function close(actual: number | undefined, expected: number | undefined, scale = 1) {
  if (actual === undefined || expected === undefined) return expect(actual).toBe(expected);
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(
    1e-5 * Math.max(scale, Math.abs(expected)),
  );
}

const withMeasures = KEYS.filter((key) => golden(key).measures !== undefined);

describe('Improve views of the demo buildings', () => {
  it('covers demo buildings with measures, done ones among them', () => {
    expect(withMeasures.length).toBeGreaterThanOrEqual(5);
    const statuses = withMeasures.flatMap((key) =>
      Object.values(golden(key).measures!.measures).map((m) => m.status),
    );
    expect(statuses).toContain('done');
    expect(statuses).toContain('proposed');
  });

  for (const key of withMeasures) {
    describe(key, () => {
      const metrics = golden(key);
      const figures = metrics.measures!;
      const stored = db.measures[demoBuildingId(key)] as Record<string, ImprovementMeasure>;

      it('the table has every stored measure, in the combined order, done ones last', () => {
        const rows = measureRows(figures, stored);
        expect(rows.map((row) => row.measureId).sort()).toEqual(Object.keys(stored).sort());
        const order = figures.order ?? [];
        expect(rows.slice(0, order.length).map((row) => row.measureId)).toEqual(order);
        for (const row of rows) {
          const measure = figures.measures[row.measureId]!;
          expect(row.energySavingsKwh).toBe(measure.savings.energyKwh);
          expect(row.rank).toBe(measure.rank ?? null);
        }
      });

      it('the totals row is the combined figures; the overlap is what the singles add beyond', () => {
        const totals = measureTotals(figures);
        expect(totals.combined.energyKwh).toBe(figures.totals.savings.energyKwh);
        expect(totals.combined.cost).toBe(figures.totals.savings.cost);
        expect(totals.combined.co2Tons).toBe(figures.totals.savings.co2Tons);
        const order = figures.order ?? [];
        const singles = order.reduce((s, id) => s + figures.measures[id]!.savings.energyKwh, 0);
        close(totals.sumOfSingles.energyKwh, singles);
        close(totals.overlap.energyKwh, singles - figures.totals.savings.energyKwh, singles);
        // The incremental savings add up to the combined ones, and to baseline − improved.
        const incremental = order.reduce(
          (s, id) => s + figures.measures[id]!.incremental!.energyKwh,
          0,
        );
        close(incremental, figures.totals.savings.energyKwh, figures.baseline.energyKwh);
        close(
          figures.baseline.energyKwh - figures.improved.energyKwh,
          figures.totals.savings.energyKwh,
          figures.baseline.energyKwh,
        );
      });

      it('the waterfall runs from the sum of the singles to the combined savings', () => {
        const steps = savingsWaterfall(figures);
        const totals = measureTotals(figures);
        expect(steps[0]).toEqual({ key: 'sum', from: 0, to: totals.sumOfSingles.energyKwh });
        for (let i = 1; i < steps.length - 1; i += 1) expect(steps[i]!.from).toBe(steps[i - 1]!.to);
        const last = steps[steps.length - 1]!;
        expect(last).toEqual({ key: 'combined', from: 0, to: totals.combined.energyKwh });
        close(steps[steps.length - 2]!.to, last.to, totals.sumOfSingles.energyKwh);
      });

      it('the abatement blocks are the measures with a price and CO2, cheapest first', () => {
        const blocks = abatementCurve(figures);
        for (let i = 1; i < blocks.length; i += 1) {
          expect(blocks[i]!.costPerTon).toBeGreaterThanOrEqual(blocks[i - 1]!.costPerTon);
          close(blocks[i]!.startTons, blocks[i - 1]!.startTons + blocks[i - 1]!.tonsPerYear);
        }
        // The widths are the tonnes the measures add in the combined order (a measure that adds
        // CO2, e.g. a heat pump on a coal-heavy grid, has no block).
        const widths = blocks.reduce((s, b) => s + b.tonsPerYear, 0);
        const added = (figures.order ?? []).reduce(
          (s, id) => s + Math.max(0, figures.measures[id]!.incremental!.co2Tons),
          0,
        );
        expect(widths).toBeLessThanOrEqual(added + 1e-9);
        for (const block of blocks)
          expect(block.tonsPerYear).toBe(figures.measures[block.measureId]!.incremental!.co2Tons);
        for (const block of blocks) {
          const measure = figures.measures[block.measureId]!;
          close(block.costPerTon, -measure.investment.npv! / measure.investment.lifetimeCo2Tons);
        }
      });

      it('the improvement area ends at the improved building; the payback crosses zero', () => {
        const { steps } = improvementAreaSteps(figures);
        const last = steps[steps.length - 1]!;
        for (const endUse of END_USES)
          close(
            last.byEndUseKwh[endUse] ?? 0,
            figures.improved.byEndUseKwh?.[endUse] ?? 0,
            figures.baseline.energyKwh,
          );
        const curve = paybackCurve(figures);
        if (figures.totals.simplePaybackYears === undefined || curve.paybackYear === null) return;
        expect(curve.points[0]!.cumulative).toBe(-figures.totals.investment);
        expect(curve.points[curve.paybackYear]!.cumulative).toBeGreaterThanOrEqual(0);
        if (curve.paybackYear > 0)
          expect(curve.points[curve.paybackYear - 1]!.cumulative).toBeLessThan(0);
      });

      it('the popup’s live figures of every measure are the stored ones', () => {
        const basis = measureBasisOfStored(metrics.measureBasis!);
        const live = evaluateMeasures(measuresInputOfBasis(basis, stored));
        for (const [id, measure] of Object.entries(figures.measures)) {
          const fresh = live.measures[id]!;
          close(fresh.savings.energyKwh, measure.savings.energyKwh, 1);
          close(fresh.savings.cost, measure.savings.cost, 1);
          close(fresh.savings.co2Tons, measure.savings.co2Tons, 1e-3);
          close(fresh.investment.simplePaybackYears, measure.investment.simplePaybackYears);
          close(fresh.investment.irrPct, measure.investment.irrPct);
          close(fresh.investment.npv, measure.investment.npv, 1);
        }
        close(live.totals.savings.energyKwh, figures.totals.savings.energyKwh, 1);
      });
    });
  }
});
