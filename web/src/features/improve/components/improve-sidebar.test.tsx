import { screen } from '@testing-library/react';
import type { ImprovePeriodTotals } from '@shared/domain/metrics/views/improve/period';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { ImproveSidebar } from './improve-sidebar';

/** A quarter: 120 MWh, 24,000 € and 60 t before; 102 MWh, 20,400 € and 51 t after (15 % less). */
const TOTALS: ImprovePeriodTotals = {
  before: { energyKwh: 120_000, cost: 24_000, co2Tons: 60 },
  after: { energyKwh: 102_000, cost: 20_400, co2Tons: 51 },
  shareOfYear: 0.24,
  days: 90,
  daysOutsideYear: 0,
};

const PROPS = {
  currency: 'EUR',
  periodLabel: 'Jan 1 – Mar 31, 2026',
  yearLabel: 'Nov 2024 – Oct 2025',
};

/** A part's text, its no-break spaces as plain ones. */
const text = (testId: string) =>
  (screen.getByTestId(testId).textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('ImproveSidebar', () => {
  it('shows the period’s energy, cost and CO2 before and after, and how much less', async () => {
    await renderInApp(<ImproveSidebar totals={TOTALS} {...PROPS} />);
    expect(
      screen.getByText('Jan 1 – Mar 31, 2026: before and after every measure not yet done'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Total Energy Consumption (MWh)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Total Energy Cost (€)' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Total Carbon Emissions (Tons)' })).toBeTruthy();
    expect(text('improve-total-energyKwh-before')).toBe('120');
    expect(text('improve-total-energyKwh-after')).toBe('102');
    expect(text('improve-total-cost-before')).toBe('€24,000');
    expect(text('improve-total-cost-after')).toBe('€20,400');
    expect(text('improve-total-co2Tons-before')).toBe('60');
    expect(text('improve-total-co2Tons-after')).toBe('51');
    expect(text('improve-total-energyKwh')).toMatch(/After10215% less$/);
    expect(text('improve-total-co2Tons')).toMatch(/After5115% less$/);
    expect(
      screen.getByText(/^The analysis year \(Nov 2024 – Oct 2025\) spread over its months/),
    ).toBeTruthy();
    expect(screen.queryByText(/lie outside the analysis year/)).toBeNull();
  });

  it('says No change when the measures change nothing', async () => {
    const totals = { ...TOTALS, after: TOTALS.before };
    await renderInApp(<ImproveSidebar totals={totals} {...PROPS} />);
    expect(text('improve-total-energyKwh')).toMatch(/No change$/);
    expect(text('improve-total-energyKwh')).not.toMatch(/less/);
  });

  it('says how much more when the measures raise a figure (a heat pump on a dearer carrier)', async () => {
    const totals: ImprovePeriodTotals = { ...TOTALS, after: { ...TOTALS.after, cost: 25_200 } };
    await renderInApp(<ImproveSidebar totals={totals} {...PROPS} />);
    // 25,200 against 24,000: 5 % more, not "No change".
    expect(text('improve-total-cost')).toMatch(/After€25,2005% more$/);
    expect(text('improve-total-energyKwh')).toMatch(/15% less$/);
  });

  it('says when no price is known, with no change to show', async () => {
    const totals: ImprovePeriodTotals = {
      ...TOTALS,
      before: { ...TOTALS.before, cost: null },
      after: { ...TOTALS.after, cost: null },
    };
    await renderInApp(<ImproveSidebar totals={totals} {...PROPS} />);
    expect(text('improve-total-cost-before')).toBe('No price known');
    expect(text('improve-total-cost-after')).toBe('No price known');
    expect(text('improve-total-cost')).not.toMatch(/less|No change/);
  });

  it('says how days outside the analysis year count', async () => {
    const totals = { ...TOTALS, days: 365, daysOutsideYear: 31 };
    await renderInApp(<ImproveSidebar totals={totals} {...PROPS} />);
    expect(screen.getByText(/^31 of the 365 days lie outside the analysis year/)).toBeTruthy();
  });

  it('asks to fix the period when it is not valid', async () => {
    await renderInApp(<ImproveSidebar totals={null} {...PROPS} periodLabel="" />);
    expect(screen.getByText('Fix the period to see the totals.')).toBeTruthy();
    expect(screen.queryByTestId('improve-total-energyKwh')).toBeNull();
  });

  it('shows money in the building currency, in Czech', async () => {
    await renderInApp(<ImproveSidebar totals={TOTALS} {...PROPS} currency="CZK" />, 'cs');
    expect(text('improve-total-cost-before')).toMatch(/^24 000 Kč$/);
    expect(screen.getByRole('region', { name: /\(Kč\)$/ })).toBeTruthy();
  });
});
