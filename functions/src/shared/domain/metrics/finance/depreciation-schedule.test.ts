import { describe, expect, it } from 'vitest';
import { DEPRECIATION_MODES } from '../../../schemas/enums/equipment.js';
import { bookValueAt, depreciationSchedule } from './depreciation-schedule.js';
import { createRng } from '../../common/seeded-random.js';

const base = { cost: 2_400, salvage: 300, lifeYears: 10 };

function ends(method: (typeof DEPRECIATION_MODES)[number], input = base) {
  const schedule = depreciationSchedule({ ...input, method, unitsByYear: [], totalUnits: 1 });
  return schedule?.years.at(-1)?.bookValueEnd;
}

describe('depreciationSchedule', () => {
  it('straight line: the Excel SLN figure every year', () => {
    const schedule = depreciationSchedule({ ...base, method: 'straightLine' });
    expect(schedule?.years.map((y) => y.depreciation)).toEqual(Array(10).fill(210));
  });

  it('double declining: Excel DDB until straight line gives more, then straight line', () => {
    const schedule = depreciationSchedule({ ...base, method: 'doubleDecliningBalance' });
    const amounts = schedule?.years.map((y) => y.depreciation) ?? [];
    expect(amounts[0]).toBeCloseTo(480, 6);
    expect(amounts[1]).toBeCloseTo(384, 6);
    // With 300 salvage DDB reaches salvage on its own in year 10 (Excel: 22.12).
    expect(amounts[9]).toBeCloseTo(22.12, 2);
    // With no salvage DDB alone would leave 2,400 × 0.8^10 = 257.70; the switch writes it off.
    expect(ends('doubleDecliningBalance', { ...base, salvage: 0 })).toBeCloseTo(0, 9);
  });

  it('declining balance: Excel DB with a whole first year, the last year taking the residue', () => {
    const input = { cost: 1_000_000, salvage: 100_000, lifeYears: 6 };
    const schedule = depreciationSchedule({ ...input, method: 'decliningBalance' });
    expect(schedule?.variant).toBe('standard');
    expect(schedule?.years[0]?.depreciation).toBeCloseTo(319_000, 6);
    expect(schedule?.years[1]?.depreciation).toBeCloseTo(217_239, 6);
    expect(schedule?.years.at(-1)?.bookValueEnd).toBeCloseTo(100_000, 6);
  });

  it('declining balance without salvage uses 150 % declining balance and says so', () => {
    const schedule = depreciationSchedule({ ...base, salvage: 0, method: 'decliningBalance' });
    expect(schedule?.variant).toBe('factor150');
    expect(schedule?.years[0]?.depreciation).toBeCloseTo(360, 6);
    expect(schedule?.years.at(-1)?.bookValueEnd).toBeCloseTo(0, 9);
  });

  it('sum of years: the Excel SYD figures', () => {
    const schedule = depreciationSchedule({
      cost: 30_000,
      salvage: 7_500,
      lifeYears: 10,
      method: 'sumOfYears',
    });
    expect(schedule?.years[0]?.depreciation).toBeCloseTo(4_090.91, 2);
    expect(schedule?.years[9]?.depreciation).toBeCloseTo(409.09, 2);
  });

  it('units of production: by units used, never below salvage, undefined without units', () => {
    const schedule = depreciationSchedule({
      cost: 60_000,
      salvage: 10_000,
      lifeYears: 3,
      method: 'unitsOfProduction',
      unitsByYear: [12_000, 50_000, 60_000],
      totalUnits: 100_000,
    });
    expect(schedule?.years.map((y) => y.depreciation)).toEqual([6_000, 25_000, 19_000]);
    expect(schedule?.years.at(-1)?.bookValueEnd).toBe(10_000);
    expect(depreciationSchedule({ ...base, method: 'unitsOfProduction' })).toBeUndefined();
    expect(
      depreciationSchedule({
        ...base,
        method: 'unitsOfProduction',
        unitsByYear: [1],
        totalUnits: 0,
      }),
    ).toBeUndefined();
  });

  it('every method ends at salvage with book values never rising (property, 300 assets each)', () => {
    const { next, range } = createRng('3');
    // Checked without an expect per year (~130,000 of them took seconds), each failure named.
    const problems: string[] = [];
    for (const method of DEPRECIATION_MODES) {
      for (let i = 0; i < 300; i += 1) {
        const cost = range(1, 1e7);
        const salvage = next() < 0.2 ? 0 : range(0, cost);
        const lifeYears = Math.round(range(1, 60));
        const unitsByYear = Array.from({ length: lifeYears }, () => range(0, 10));
        const totalUnits = unitsByYear.reduce((sum, units) => sum + units, 0);
        const schedule = depreciationSchedule({
          method,
          cost,
          salvage,
          lifeYears,
          unitsByYear,
          totalUnits,
        });
        const years = schedule?.years ?? [];
        const asset = `${method} #${i} (cost ${cost}, salvage ${salvage}, ${lifeYears} years)`;
        if (years.length !== lifeYears) problems.push(`${asset}: ${years.length} years`);
        const end = years.at(-1)?.bookValueEnd;
        // toBeCloseTo(salvage, 6): within half a millionth.
        if (end === undefined || !(Math.abs(end - salvage) < 5e-7)) {
          problems.push(`${asset}: ends at ${end}`);
        }
        let previous = cost;
        years.forEach((year, index) => {
          if (!(year.depreciation >= -1e-9)) {
            problems.push(`${asset} year ${index + 1}: depreciation ${year.depreciation}`);
          }
          if (!(year.bookValueEnd <= previous + 1e-9)) {
            problems.push(`${asset} year ${index + 1}: book value rises to ${year.bookValueEnd}`);
          }
          if (!(year.bookValueEnd >= salvage - 1e-6)) {
            problems.push(
              `${asset} year ${index + 1}: book value ${year.bookValueEnd} under salvage`,
            );
          }
          previous = year.bookValueEnd;
        });
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('bookValueAt', () => {
  const schedule = depreciationSchedule({ ...base, method: 'straightLine' });
  it('interpolates within a year and holds outside the life', () => {
    if (schedule === undefined) throw new Error('no schedule');
    expect(bookValueAt(schedule, 2_400, -1)).toBe(2_400);
    expect(bookValueAt(schedule, 2_400, 0)).toBe(2_400);
    expect(bookValueAt(schedule, 2_400, 0.5)).toBeCloseTo(2_295, 9);
    expect(bookValueAt(schedule, 2_400, 2.5)).toBeCloseTo(1_875, 9);
    expect(bookValueAt(schedule, 2_400, 10)).toBeCloseTo(300, 9);
    expect(bookValueAt(schedule, 2_400, 40)).toBeCloseTo(300, 9);
  });
});
