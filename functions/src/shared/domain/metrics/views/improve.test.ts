import { describe, expect, it } from 'vitest';
import type { ImprovementMeasure } from '../../../schemas/improvement-measure.js';
import type { MetricsMeasure, MetricsMeasures } from '../../../schemas/metrics-measures.js';
import {
  abatementCurve,
  measureOrigin,
  measureRows,
  measureTotals,
  savingsWaterfall,
} from './improve.js';

function measure(
  id: string,
  single: number,
  incremental: number | undefined,
  extra: Partial<MetricsMeasure> = {},
): MetricsMeasure {
  return {
    measureId: id,
    kind: 'ledReplacement',
    status: incremental === undefined ? 'done' : 'proposed',
    subSystem: 'lighting',
    savings: { energyKwh: single, cost: single * 0.2, co2Tons: single / 2000 },
    investment: {
      investment: single,
      lifeYears: 10,
      lifeSource: 'catalog',
      simplePaybackYears: 5,
      npv: single,
      irrPct: 12,
      lifetimeCo2Tons: (single / 2000) * 10,
      lifetimeEnergyKwh: single * 10,
    },
    ...(incremental === undefined
      ? {}
      : {
          incremental: {
            energyKwh: incremental,
            cost: incremental * 0.2,
            co2Tons: incremental / 2000,
          },
        }),
    modelled: true,
    ...extra,
  };
}

// Windows first, then a boiler that saves less on the better envelope, then LED; one done.
const FIGURES: MetricsMeasures = {
  order: ['windows', 'replace-boiler', 'compare-lighting'],
  measures: {
    windows: measure('windows', 40_000, 40_000, { rank: 1 }),
    'replace-boiler': measure('replace-boiler', 30_000, 24_000, {
      rank: 2,
      investment: {
        investment: 90_000,
        lifeYears: 20,
        lifeSource: 'catalog',
        npv: -30_000,
        lifetimeCo2Tons: 300,
        lifetimeEnergyKwh: 600_000,
      },
    }),
    'compare-lighting': measure('compare-lighting', 10_000, 9_000, { rank: 3 }),
    old: measure('old', 5_000, undefined),
  },
  baseline: { energyKwh: 500_000, cost: 100_000, co2Tons: 250 },
  improved: { energyKwh: 427_000, cost: 85_400, co2Tons: 213.5 },
  totals: {
    savings: { energyKwh: 73_000, cost: 14_600, co2Tons: 36.5 },
    investment: 140_000,
    investmentIncomplete: false,
    simplePaybackYears: 9.6,
    npv: 20_000,
    irrPct: 6.1,
    lifetimeCo2Tons: 500,
    cumulativeCashFlow: [-140_000, -125_400],
  },
};

const STORED: Record<string, ImprovementMeasure> = {
  windows: { name: 'Double Glaze Low-E Windows', kind: 'lowEWindows', status: 'proposed' },
  'replace-boiler': { name: 'Replace Boiler 1', kind: 'airSourceHeatPump', status: 'planned' },
  'compare-lighting': { name: 'LED Replacement', kind: 'ledReplacement', status: 'proposed' },
  old: { name: 'Attic insulation', kind: 'custom', status: 'done' },
};

describe('measureOrigin', () => {
  it('tells the screens that proposed a measure by its key', () => {
    expect(measureOrigin('compare-openings')).toBe('comparison');
    expect(measureOrigin('replace-chiller1')).toBe('assetReliability');
    expect(measureOrigin('-NoXyz')).toBe('user');
  });
});

describe('measureRows', () => {
  it('lists the measures in the combined order, done ones last, with their figures alone', () => {
    const rows = measureRows(FIGURES, STORED);
    expect(rows.map((row) => row.measureId)).toEqual([
      'windows',
      'replace-boiler',
      'compare-lighting',
      'old',
    ]);
    expect(rows[1]).toMatchObject({
      name: 'Replace Boiler 1',
      origin: 'assetReliability',
      energySavingsKwh: 30_000,
      investment: 90_000,
      paybackYears: null,
      rank: 2,
    });
    expect(rows[3]).toMatchObject({ status: 'done', rank: null });
  });

  it('leaves out figures of a measure no longer stored', () => {
    const { windows: _gone, ...rest } = STORED;
    expect(measureRows(FIGURES, rest).map((row) => row.measureId)).not.toContain('windows');
  });
});

describe('measureTotals', () => {
  it('gives the combined figures and what the measures take from each other', () => {
    const totals = measureTotals(FIGURES);
    expect(totals.combined).toEqual({ energyKwh: 73_000, cost: 14_600, co2Tons: 36.5 });
    expect(totals.sumOfSingles.energyKwh).toBe(80_000);
    expect(totals.overlap.energyKwh).toBe(7_000);
    expect(totals.overlap.cost).toBeCloseTo(1_400, 9);
    expect(totals.paybackYears).toBe(9.6);
  });
});

describe('savingsWaterfall', () => {
  it('steps from the sum of singles down by each overlap to the combined savings', () => {
    expect(savingsWaterfall(FIGURES)).toEqual([
      { key: 'sum', from: 0, to: 80_000 },
      { key: 'replace-boiler', from: 80_000, to: 74_000 },
      { key: 'compare-lighting', from: 74_000, to: 73_000 },
      { key: 'combined', from: 0, to: 73_000 },
    ]);
  });
});

describe('abatementCurve', () => {
  it('orders blocks by net cost per tonne, widths adding up to the combined tonnes', () => {
    const blocks = abatementCurve(FIGURES);
    // Windows: NPV 40,000 over 200 t → −200 per t; lighting: 10,000 / 50 t → −200; boiler: +100.
    expect(blocks.map((block) => block.measureId)).toEqual([
      'windows',
      'compare-lighting',
      'replace-boiler',
    ]);
    expect(blocks[2]).toMatchObject({ costPerTon: 100, tonsPerYear: 12, startTons: 24.5 });
    const width = blocks.reduce((sum, block) => sum + block.tonsPerYear, 0);
    expect(width).toBeCloseTo(FIGURES.totals.savings.co2Tons, 9);
  });
});
