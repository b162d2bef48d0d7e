import { describe, expect, it } from 'vitest';
import { metricsMeasuresSchema } from '../../../schemas/derived/metrics-measures.js';
import type { Carrier } from '../energy/carriers.js';
import { calendarMonthOf, daysInMonth, monthIndexOf, monthKeyOf } from '../../common/months.js';
import { createRng } from '../../common/seeded-random.js';
import { computeBuildingMetrics } from '../pipeline/compute-building-metrics.js';
import type { BuildingMetricsInput } from '../pipeline/building-metrics-input.js';
import type { MeasuredSavingsFigures, MeasuredSavingsInput } from './measured-savings.js';
import { measuredSavings } from './measured-savings.js';
import { TEST_OFFICE, measureOf } from '../../../testing/measures-test-office.js';

/** Prague-like monthly normals, °C. */
const NORMALS = TEST_OFFICE.climate.monthlyMeanTemperatureDegC;
const RATES = {
  pricePerKwh: { electricity: 0.25, naturalGas: 0.08 },
  co2KgPerKwh: { electricity: 0.4, naturalGas: 0.2 },
};

/**
 * A heating-dominated gas history from 2024-01 to `last`: 300 kWh/day + 60 kWh/day per K below
 * 15 °C at each month's measured temperature (the normals ± up to 2 K, a different weather every
 * year), ±2 % noise, and × (1 − `drop`) from the month after `dropFrom`.
 */
function gasHistory(last: string, dropFrom: string, drop: number) {
  const { next } = createRng('18');
  const history = new Map<string, number>();
  const temperatures = new Map<string, number>();
  for (let m = monthIndexOf('2024-01'); m <= monthIndexOf(last); m += 1) {
    const t = NORMALS[calendarMonthOf(m)]! + (next() * 4 - 2);
    const days = daysInMonth(m);
    const noise = 1 + (next() * 0.04 - 0.02);
    const factor = m > monthIndexOf(dropFrom) ? 1 - drop : 1;
    history.set(monthKeyOf(m), (300 + 60 * Math.max(0, 15 - t)) * days * noise * factor);
    temperatures.set(monthKeyOf(m), t);
  }
  return { history, temperatures };
}

function inputOf(overrides: Partial<MeasuredSavingsInput> = {}): MeasuredSavingsInput {
  const { history, temperatures } = gasHistory('2026-09', '2025-09', 0.2);
  return {
    startOn: '2025-09-15',
    predictedByCarrierKwh: { naturalGas: 40_000 },
    history: { naturalGas: history },
    measuredTemperatureDegC: temperatures,
    normalMonthlyMeanDegC: NORMALS,
    rates: RATES,
    lastMonth: '2026-09',
    ...overrides,
  };
}

function figures(input: MeasuredSavingsInput): MeasuredSavingsFigures {
  const result = measuredSavings(input);
  if ('reason' in result) throw new Error(`not measured: ${result.reason}`);
  return result;
}

describe('measuredSavings', () => {
  it('finds a 20 % drop in gas from the start date, at the measured temperatures', () => {
    const result = figures(inputOf());
    const gas = result.byCarrier.naturalGas!;
    expect(result).toMatchObject({ fromMonth: '2025-10', toMonth: '2026-09', months: 12 });
    expect(result.temperatureSource).toBe('measured');
    expect(gas.baselineMonths).toBe(12);
    // The noise is ±2 %: the fit's error stays within a few per cent of the true 20 %.
    expect(gas.avoidedKwh / gas.predictedKwh).toBeGreaterThan(0.17);
    expect(gas.avoidedKwh / gas.predictedKwh).toBeLessThan(0.23);
    expect(gas.cvRmsePct).toBeLessThan(5);
    expect(gas.meetsGuideline14).toBe(true);
    expect(result.energyKwhPerYear).toBeCloseTo(gas.avoidedKwh, 6);
    expect(result.costPerYear).toBeCloseTo(gas.avoidedKwh * 0.08, 6);
    expect(result.co2TonsPerYear).toBeCloseTo((gas.avoidedKwh * 0.2) / 1000, 9);
  });

  it('finds nothing where nothing changed, and annualizes a shorter reporting period', () => {
    const { history, temperatures } = gasHistory('2026-02', '2030-01', 0);
    const result = figures(
      inputOf({
        history: { naturalGas: history },
        measuredTemperatureDegC: temperatures,
        lastMonth: '2026-09',
      }),
    );
    const gas = result.byCarrier.naturalGas!;
    expect(result.months).toBe(5);
    expect(Math.abs(gas.avoidedKwh / gas.predictedKwh)).toBeLessThan(0.03);
    expect(result.energyKwhPerYear).toBeCloseTo((gas.avoidedKwh * 12) / 5, 6);
  });

  it('uses the normals when a month has no measured temperature', () => {
    const result = figures(inputOf({ measuredTemperatureDegC: new Map() }));
    expect(result.temperatureSource).toBe('normals');
    expect(result.byCarrier.naturalGas!.avoidedKwh).toBeGreaterThan(0);
  });

  it('measures a fuel switch on both carriers: less gas, more electricity', () => {
    const { history: gas, temperatures } = gasHistory('2026-09', '2025-09', 0.9);
    // 1,600 kWh/day before, 2,000 after: 400 kWh/day × 365 days more a year.
    const electricity = new Map(
      [...gas.keys()].map((month) => {
        const m = monthIndexOf(month);
        const days = daysInMonth(m);
        return [month, (month > '2025-09' ? 2_000 : 1_600) * days];
      }),
    );
    const result = figures(
      inputOf({
        predictedByCarrierKwh: { naturalGas: 400_000, electricity: -120_000 },
        history: { naturalGas: gas, electricity },
        measuredTemperatureDegC: temperatures,
      }),
    );
    expect(result.byCarrier.electricity!.avoidedKwh).toBeCloseTo(-400 * 365, 3);
    expect(result.byCarrier.naturalGas!.avoidedKwh).toBeGreaterThan(0);
    expect(result.energyKwhPerYear).toBeCloseTo(
      result.byCarrier.naturalGas!.avoidedKwh - 400 * 365,
      3,
    );
  });

  it('lists a carrier it cannot measure beside those it can', () => {
    const result = figures(inputOf({ predictedByCarrierKwh: { naturalGas: 1, electricity: 2 } }));
    expect(Object.keys(result.byCarrier)).toEqual(['naturalGas']);
    expect(result.unmeasured).toEqual({ electricity: 'noMeteredCarrier' });
  });

  it('measures every metered carrier of a measure the model cannot represent', () => {
    const result = figures(inputOf({ predictedByCarrierKwh: {} }));
    expect(Object.keys(result.byCarrier)).toEqual(['naturalGas']);
  });

  it.each([
    ['noStartDate', { startOn: undefined }],
    ['startsAfterData', { startOn: '2026-10-01' }],
    ['startsAfterData', { startOn: '2026-12-01', lastMonth: '2026-11' }],
    ['tooFewMonthsBefore', { startOn: '2024-08-01' }],
    ['tooFewMonthsSince', { startOn: '2026-07-01' }],
    ['tooFewMonthsSince', { startOn: '2026-09-01' }],
    ['noMeteredCarrier', { predictedByCarrierKwh: { electricity: 5_000 } }],
    [
      'noMeteredCarrier',
      { history: { naturalGas: new Map() } as Partial<Record<Carrier, Map<string, number>>> },
    ],
  ] as const)('gives %s when it cannot measure (%j)', (reason, overrides) => {
    expect(measuredSavings(inputOf(overrides as Partial<MeasuredSavingsInput>))).toEqual({
      reason,
    });
  });

  it('counts only months up to the last month of the figures', () => {
    expect(measuredSavings(inputOf({ lastMonth: '2025-11' }))).toEqual({
      reason: 'tooFewMonthsSince',
    });
  });
});

describe('the pipeline', () => {
  const AS_OF = Date.UTC(2026, 9, 15);

  /** Monthly gas bills 2024-01 … 2026-09 at the normals, 20 % less after 2025-09. */
  function office(): BuildingMetricsInput {
    const { history } = gasHistory('2026-09', '2025-09', 0.2);
    const rows = (kwhOf: (month: string) => number, price: number) =>
      Object.fromEntries(
        [...history.keys()].map((month, i) => {
          const kwh = kwhOf(month);
          return [`r${i}`, { month, cost: kwh * price, consumptionKwh: kwh }];
        }),
      );
    const { climate: _climate, ...description } = TEST_OFFICE;
    return {
      buildingId: 'office',
      building: {
        meta: { updatedAtMs: AS_OF - 1_000 },
        ...description,
        general: { ...description.general, country: 'CZ', city: 'Praha' },
        electricity: { rows: rows(() => 60_000, 0.2) },
        heating: {
          hasHeatingSystem: true,
          heatingType: 'naturalGasBoiler',
          rows: rows((month) => history.get(month)!, 0.07),
        },
      } as BuildingMetricsInput['building'],
      measures: {
        done: measureOf('heatingTimeControl', { status: 'done', startOn: '2025-09-20' }),
        undated: measureOf('lowEWindows', { status: 'done' }),
        proposed: measureOf('ledReplacement', { startOn: '2025-09-20' }),
      },
      asOfMs: AS_OF,
      computedAtMs: AS_OF + 5,
    };
  }

  it('stores the measured savings of done measures only, valid against the schema', () => {
    const { metrics } = computeBuildingMetrics(office());
    const stored = metricsMeasuresSchema.parse(metrics.measures);
    const done = stored.measures['done']!.measured!;
    expect(done).toMatchObject({ fromMonth: '2025-10', toMonth: '2026-09', months: 12 });
    const gas = done.byCarrier!.naturalGas!;
    expect(gas.avoidedKwh / gas.predictedKwh).toBeGreaterThan(0.15);
    expect(gas.avoidedKwh / gas.predictedKwh).toBeLessThan(0.25);
    expect(done.energyKwhPerYear).toBeGreaterThan(0);
    expect(stored.measures['undated']!.measured).toEqual({ reason: 'noStartDate' });
    expect(stored.measures['proposed']!.measured).toBeUndefined();
  });

  it('refuses a stored result that mixes a reason with figures', () => {
    const { metrics } = computeBuildingMetrics(office());
    const broken = structuredClone(metrics.measures!);
    broken.measures['done']!.measured = {
      ...broken.measures['done']!.measured!,
      reason: 'noStartDate',
    };
    expect(metricsMeasuresSchema.safeParse(broken).success).toBe(false);
  });
});
