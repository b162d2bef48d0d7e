import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { equipmentDepreciation } from './equipment-depreciation.js';
import { ageScore } from './health-index.js';

const NOW = Date.UTC(2026, 0, 1);
const pump: Equipment = {
  assetId: 'P-1',
  name: 'Pump',
  type: 'Pump',
  commissionedOn: '2021-01-01',
  initialValue: 10_000,
  salvageValue: 1_000,
  expectedLifeYears: 10,
};

describe('equipmentDepreciation', () => {
  it('depreciates straight line by default, condition value = book value when only age is known', () => {
    const age = (NOW - Date.UTC(2021, 0, 1)) / (365.25 * 86_400_000);
    const d = equipmentDepreciation(pump, NOW, ageScore(age, 10));
    expect(d?.method).toBe('straightLine');
    expect(d?.years).toHaveLength(10);
    expect(d?.years[0]).toMatchObject({ year: 1, calendarYear: 2022, bookValue: 9_100 });
    expect(d?.years.at(-1)?.bookValue).toBeCloseTo(1_000, 9);
    expect(d?.ageYears).toBe(age);
    expect(d?.bookValueNow).toBeCloseTo(10_000 - 900 * d!.ageYears, 6);
    expect(d?.conditionValueNow).toBeCloseTo(d!.bookValueNow, 6);
    expect(d?.depreciatedPct).toBeCloseTo((100 * 900 * d!.ageYears) / 9_000, 6);
  });

  it('values a well-kept asset above its book value and a worn one below', () => {
    const good = equipmentDepreciation({ ...pump, conditionPct: 90 }, NOW);
    const worn = equipmentDepreciation({ ...pump, conditionPct: 20 }, NOW);
    expect(good!.conditionValueNow).toBeGreaterThan(good!.bookValueNow);
    expect(worn!.conditionValueNow).toBeLessThan(worn!.bookValueNow);
    expect(worn!.effectiveAgeYears).toBeLessThanOrEqual(10);
    // Condition values never rise from year to year either.
    const values = worn!.years.map((y) => y.conditionValue);
    values.slice(1).forEach((v, i) => expect(v).toBeLessThanOrEqual(values[i] as number));
  });

  it('uses the equipment’s mode, and falls back from units of production without units', () => {
    expect(
      equipmentDepreciation({ ...pump, depreciationMode: 'sumOfYears' }, NOW)?.years[0]?.bookValue,
    ).toBeCloseTo(10_000 - (9_000 * 10) / 55, 9);
    const fallback = equipmentDepreciation({ ...pump, depreciationMode: 'unitsOfProduction' }, NOW);
    expect(fallback).toMatchObject({ method: 'straightLine', fallbackFrom: 'unitsOfProduction' });
  });

  it('runs units of production on observed units, the rest at their average', () => {
    const d = equipmentDepreciation(
      { ...pump, depreciationMode: 'unitsOfProduction' },
      NOW,
      undefined,
      [100, 300],
    );
    // Expected total 100 + 300 + 8 × 200 = 2,000 units: 9,000 × 100 / 2,000 = 450 in year 1.
    expect(d?.method).toBe('unitsOfProduction');
    expect(d?.years[0]?.bookValue).toBe(9_550);
    expect(d?.years[1]?.bookValue).toBe(8_200);
    expect(d?.years.at(-1)?.bookValue).toBeCloseTo(1_000, 9);
  });

  it('needs an initial value and a service date', () => {
    expect(equipmentDepreciation({ ...pump, initialValue: undefined }, NOW)).toBeUndefined();
    expect(equipmentDepreciation({ ...pump, commissionedOn: undefined }, NOW)).toBeUndefined();
  });
});
