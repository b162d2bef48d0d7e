import { describe, expect, it } from 'vitest';
import type { ImprovementMeasure } from '../../../schemas/improvement-measure.js';
import type { MetricsMeasure, MetricsMeasures } from '../../../schemas/metrics-measures.js';
import {
  abatementCurve,
  combinationState,
  improvementAreaSteps,
  measureOrigin,
  measureRows,
  measureSavingsBars,
  measureTotals,
  paybackCurve,
  potentialSavings,
  savingsShares,
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

// The same measures with their split by end use: windows save heating, the boiler heating on the
// better envelope, the LEDs lighting (and a little cooling: less heat from the lamps).
const BY_END_USE: MetricsMeasures = {
  ...FIGURES,
  measures: {
    ...FIGURES.measures,
    windows: withEndUses(FIGURES.measures.windows, { heating: 40_000 }),
    'replace-boiler': withEndUses(FIGURES.measures['replace-boiler'], { heating: 24_000 }),
    'compare-lighting': withEndUses(FIGURES.measures['compare-lighting'], {
      lighting: 8_000,
      cooling: 1_000,
    }),
  },
  baseline: {
    ...FIGURES.baseline,
    byEndUseKwh: { heating: 250_000, lighting: 100_000, cooling: 50_000, plugLoads: 100_000 },
  },
  improved: {
    ...FIGURES.improved,
    byEndUseKwh: { heating: 186_000, lighting: 92_000, cooling: 49_000, plugLoads: 100_000 },
  },
  totals: { ...FIGURES.totals, savingsPct: { energy: 14.6, cost: 14.6, co2: 14.6 } },
};

function withEndUses(
  one: MetricsMeasure | undefined,
  byEndUseKwh: NonNullable<MetricsMeasure['savings']['byEndUseKwh']>,
): MetricsMeasure {
  if (!one?.incremental) throw new Error('fixture: a measure of the combined order');
  return { ...one, incremental: { ...one.incremental, byEndUseKwh } };
}

describe('potentialSavings', () => {
  it('pairs the baseline and improved energy per end use, with the stored saving %', () => {
    const { rows, savingsPct } = potentialSavings(BY_END_USE);
    expect(rows).toEqual([
      { endUse: 'cooling', baselineKwh: 50_000, improvedKwh: 49_000 },
      { endUse: 'heating', baselineKwh: 250_000, improvedKwh: 186_000 },
      { endUse: 'lighting', baselineKwh: 100_000, improvedKwh: 92_000 },
      { endUse: 'plugLoads', baselineKwh: 100_000, improvedKwh: 100_000 },
    ]);
    expect(savingsPct).toBe(14.6);
  });

  it('shows the whole building where the figures hold no split, the % from the totals', () => {
    const { rows, savingsPct } = potentialSavings(FIGURES);
    expect(rows).toEqual([{ endUse: 'total', baselineKwh: 500_000, improvedKwh: 427_000 }]);
    // 73,000 of 500,000 kWh.
    expect(savingsPct).toBeCloseTo(14.6, 9);
  });
});

describe('savingsShares', () => {
  it('gives each measure of the combined order its share and counts the measures done', () => {
    const figures: MetricsMeasures = {
      ...FIGURES,
      measures: {
        ...FIGURES.measures,
        windows: { ...FIGURES.measures.windows!, sharePct: { energy: 54.8, cost: 60 } },
        'replace-boiler': { ...FIGURES.measures['replace-boiler']!, sharePct: { energy: 32.9 } },
      },
    };
    expect(savingsShares(figures, 'energy')).toEqual({
      shares: [
        { measureId: 'windows', pct: 54.8 },
        { measureId: 'replace-boiler', pct: 32.9 },
        { measureId: 'compare-lighting', pct: null },
      ],
      doneCount: 1,
    });
    expect(savingsShares(figures, 'cost').shares[0]).toEqual({ measureId: 'windows', pct: 60 });
  });
});

describe('paybackCurve', () => {
  it('finds the year the cumulative cash flow crosses zero, interpolated within it', () => {
    const figures: MetricsMeasures = {
      ...FIGURES,
      totals: { ...FIGURES.totals, cumulativeCashFlow: [-100, -60, -20, 20, 60] },
    };
    const curve = paybackCurve(figures);
    expect(curve.points[0]).toEqual({ year: 0, cumulative: -100 });
    expect(curve.paybackYear).toBe(3);
    // −20 at the end of year 2, +20 at the end of year 3: zero half-way.
    expect(curve.paybackYears).toBeCloseTo(2.5, 9);
  });

  it('says null when the cash flow stays below zero over the lives', () => {
    const curve = paybackCurve(FIGURES);
    expect(curve.points).toHaveLength(2);
    expect(curve.paybackYear).toBeNull();
    expect(curve.paybackYears).toBeNull();
  });
});

describe('improvementAreaSteps', () => {
  it('takes each measure off the baseline in turn, ending at the improved building', () => {
    const { endUses, steps } = improvementAreaSteps(BY_END_USE);
    expect(endUses).toEqual(['cooling', 'heating', 'lighting', 'plugLoads']);
    expect(steps.map((step) => step.key)).toEqual([
      'baseline',
      'windows',
      'replace-boiler',
      'compare-lighting',
    ]);
    expect(steps[1]?.byEndUseKwh.heating).toBe(210_000);
    const last = steps.at(-1)?.byEndUseKwh;
    for (const endUse of endUses) {
      expect(last?.[endUse], endUse).toBeCloseTo(BY_END_USE.improved.byEndUseKwh?.[endUse] ?? 0, 9);
    }
  });

  it('has only the baseline when every measure is done', () => {
    const { order: _none, ...allDone } = BY_END_USE;
    expect(improvementAreaSteps(allDone).steps).toHaveLength(1);
  });
});

describe('measureSavingsBars', () => {
  it('lists the savings alone in the combined order, then the measures done by name', () => {
    const bars = measureSavingsBars(
      { ...FIGURES, measures: { ...FIGURES.measures, aaa: measure('aaa', 1_000, undefined) } },
      { old: 'Attic insulation', aaa: 'Wall insulation' },
    );
    expect(bars.map((bar) => [bar.measureId, bar.done])).toEqual([
      ['windows', false],
      ['replace-boiler', false],
      ['compare-lighting', false],
      ['old', true],
      ['aaa', true],
    ]);
    expect(bars[1]).toMatchObject({ energyKwh: 30_000, cost: 6_000, co2Tons: 15 });
  });
});

describe('combinationState', () => {
  it('tells no measures, only measures done, and measures to combine apart', () => {
    expect(combinationState(undefined)).toBe('noMeasures');
    expect(combinationState({ ...FIGURES, order: undefined, measures: {} })).toBe('noMeasures');
    expect(combinationState({ ...FIGURES, order: undefined })).toBe('allDone');
    expect(combinationState(FIGURES)).toBe('combined');
  });
});
