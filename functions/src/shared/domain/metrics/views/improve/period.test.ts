import { describe, expect, it } from 'vitest';
import { improvePeriodTotals, shareOfYear } from './period.js';

const MONTHS = [
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
];
/** A heating-dominated year: 2,000 kWh in January, 500 in July. */
const MONTHLY = [1500, 1800, 2000, 1800, 1400, 1000, 700, 550, 500, 550, 800, 1200];
const YEAR = MONTHLY.reduce((a, b) => a + b, 0);

describe('shareOfYear', () => {
  it('is 1 for the analysis year and a month’s kWh over the year for a month', () => {
    expect(
      shareOfYear(MONTHLY, MONTHS, { start: '2025-11-01', end: '2026-10-31' }).share,
    ).toBeCloseTo(1, 12);
    expect(
      shareOfYear(MONTHLY, MONTHS, { start: '2026-01-01', end: '2026-01-31' }).share,
    ).toBeCloseTo(2000 / YEAR, 12);
  });

  it('spreads a month evenly over its days and counts days outside the year as the same day of it', () => {
    const week = shareOfYear(MONTHLY, MONTHS, { start: '2026-07-01', end: '2026-07-07' });
    expect(week.share).toBeCloseTo((7 * 500) / 31 / YEAR, 12);
    expect(week.daysOutside).toBe(0);
    const nextJanuary = shareOfYear(MONTHLY, MONTHS, { start: '2027-01-01', end: '2027-01-31' });
    expect(nextJanuary.share).toBeCloseTo(2000 / YEAR, 12);
    expect(nextJanuary).toMatchObject({ days: 31, daysOutside: 31 });
  });

  it('is 0 for an empty range or a year without use', () => {
    expect(shareOfYear(MONTHLY, MONTHS, { start: '2026-02-01', end: '2026-01-01' }).share).toBe(0);
    expect(
      shareOfYear(new Array(12).fill(0), MONTHS, { start: '2026-01-01', end: '2026-01-31' }).share,
    ).toBe(0);
  });
});

describe('improvePeriodTotals', () => {
  const energy = { siteKwh: YEAR, cost: 2_000, co2Kg: 4_000, monthlyTotalKwh: MONTHLY };
  const measures = {
    baseline: { energyKwh: YEAR, cost: 2_000, co2Tons: 4 },
    improved: { energyKwh: YEAR * 0.8, cost: 1_700, co2Tons: 3 },
  };

  it('gives the year before and after the measures for the analysis year', () => {
    const totals = improvePeriodTotals({
      energy,
      period: { months: MONTHS },
      measures,
      range: { start: '2025-11-01', end: '2026-10-31' },
    });
    expect(totals.before.energyKwh).toBeCloseTo(YEAR, 6);
    expect(totals.after.energyKwh).toBeCloseTo(YEAR * 0.8, 6);
    expect(totals.after.cost).toBeCloseTo(1_700, 6);
    expect(totals.after.co2Tons).toBeCloseTo(3, 9);
  });

  it('scales a quarter by its share, and without measures or prices says so', () => {
    const range = { start: '2026-01-01', end: '2026-03-31' };
    const share = (2000 + 1800 + 1400) / YEAR;
    const totals = improvePeriodTotals({ energy, period: { months: MONTHS }, measures, range });
    expect(totals.shareOfYear).toBeCloseTo(share, 12);
    expect(totals.before.cost).toBeCloseTo(2_000 * share, 6);
    const bare = improvePeriodTotals({
      energy: { ...energy, cost: undefined },
      period: { months: MONTHS },
      measures: undefined,
      range,
    });
    expect(bare.after).toEqual(bare.before);
    expect(bare.before.cost).toBeNull();
    expect(bare.before.co2Tons).toBeCloseTo(4 * share, 9);
  });
});
