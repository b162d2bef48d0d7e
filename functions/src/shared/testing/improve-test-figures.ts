import type { ImprovementMeasure } from '../schemas/stored/improvement-measure.js';
import type { MetricsMeasure, MetricsMeasures } from '../schemas/derived/metrics-measures.js';

/*
 * Stored measure figures for the tests of the Improve tab's views (metrics/views/improve-*):
 * windows first, then a boiler that saves less on the better envelope, then LEDs; an attic
 * insulation done. Energy in kWh/yr, CO2 in tonnes a year, money in euros.
 */

/** A measure saving `single` kWh/yr alone and `incremental` in the combined order (none: done). */
export function measure(
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
export const FIGURES: MetricsMeasures = {
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

export const STORED: Record<string, ImprovementMeasure> = {
  windows: { name: 'Double Glaze Low-E Windows', kind: 'lowEWindows', status: 'proposed' },
  'replace-boiler': { name: 'Replace Boiler 1', kind: 'airSourceHeatPump', status: 'planned' },
  'compare-lighting': { name: 'LED Replacement', kind: 'ledReplacement', status: 'proposed' },
  old: { name: 'Attic insulation', kind: 'custom', status: 'done' },
};

// The same measures with their split by end use: windows save heating, the boiler heating on the
// better envelope, the LEDs lighting (and a little cooling: less heat from the lamps).
export const BY_END_USE: MetricsMeasures = {
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
