import { improveCharts } from '@shared/domain/metrics/views/improve/charts';
import type { MetricsMeasure, MetricsMeasures } from '@shared/schemas/derived/metrics-measures';

/*
 * Figures for the Improve charts' tests: windows first, then a heat pump that saves less on the
 * better envelope, then LEDs (with a little less cooling); an attic insulation done. Energy in
 * kWh/yr, CO2 in tonnes a year, money in euros.
 */

function measure(
  id: string,
  kind: MetricsMeasure['kind'],
  single: number,
  incremental: { kWh: number; byEndUseKwh: Record<string, number>; sharePct: number } | null,
  npv: number,
): MetricsMeasure {
  return {
    measureId: id,
    kind,
    status: incremental ? 'proposed' : 'done',
    subSystem: 'heating',
    savings: { energyKwh: single, cost: single * 0.2, co2Tons: single / 2000 },
    investment: {
      investment: 50_000,
      lifeYears: 20,
      lifeSource: 'catalog',
      npv,
      lifetimeCo2Tons: (single / 2000) * 20,
      lifetimeEnergyKwh: single * 20,
    },
    ...(incremental
      ? {
          incremental: {
            energyKwh: incremental.kWh,
            byEndUseKwh: incremental.byEndUseKwh,
            cost: incremental.kWh * 0.2,
            co2Tons: incremental.kWh / 2000,
          },
          sharePct: { energy: incremental.sharePct, cost: incremental.sharePct },
        }
      : {}),
    modelled: true,
  };
}

/** 14,600 € a year on 140,000 €: below zero until year 9 (−8,600), above in year 10 (+6,000). */
const CASH_FLOW = Array.from({ length: 21 }, (_, year) => -140_000 + 14_600 * year);

export const TEST_FIGURES: MetricsMeasures = {
  order: ['windows', 'heat-pump', 'led'],
  measures: {
    windows: measure(
      'windows',
      'lowEWindows',
      40_000,
      { kWh: 40_000, byEndUseKwh: { heating: 40_000 }, sharePct: 54.8 },
      // 400 t over its life: −20,000 / 400 = −50 €/t.
      20_000,
    ),
    'heat-pump': measure(
      'heat-pump',
      'airSourceHeatPump',
      30_000,
      { kWh: 24_000, byEndUseKwh: { heating: 24_000 }, sharePct: 32.9 },
      // 300 t: 30,000 / 300 = +100 €/t.
      -30_000,
    ),
    led: measure(
      'led',
      'ledReplacement',
      10_000,
      { kWh: 9_000, byEndUseKwh: { lighting: 8_000, cooling: 1_000 }, sharePct: 12.3 },
      // 100 t: −20,000 / 100 = −200 €/t.
      20_000,
    ),
    attic: measure('attic', 'custom', 5_000, null, 0),
  },
  baseline: {
    energyKwh: 500_000,
    byEndUseKwh: { heating: 250_000, lighting: 100_000, cooling: 50_000, plugLoads: 100_000 },
    cost: 100_000,
    co2Tons: 250,
  },
  improved: {
    energyKwh: 427_000,
    byEndUseKwh: { heating: 186_000, lighting: 92_000, cooling: 49_000, plugLoads: 100_000 },
    cost: 85_400,
    co2Tons: 213.5,
  },
  totals: {
    savings: { energyKwh: 73_000, cost: 14_600, co2Tons: 36.5 },
    investment: 140_000,
    investmentIncomplete: false,
    simplePaybackYears: 9.6,
    npv: 10_000,
    irrPct: 6.1,
    lifetimeCo2Tons: 730,
    savingsPct: { energy: 14.6, cost: 14.6, co2: 14.6 },
    cumulativeCashFlow: CASH_FLOW,
  },
};

export const TEST_NAMES: Readonly<Record<string, string>> = {
  windows: 'Double glazing',
  'heat-pump': 'Heat pump',
  attic: 'Attic insulation',
};

/**
 * An Improve chart card's props for `figures` (the test figures when none is given; `undefined`:
 * no measures), its series shaped as the screen shapes them.
 */
export function improveChartProps(...given: [] | [MetricsMeasures | undefined]) {
  const figures = given.length === 0 ? TEST_FIGURES : given[0];
  return {
    figures,
    charts: improveCharts(figures, TEST_NAMES),
    names: TEST_NAMES,
    currency: 'EUR',
  };
}
