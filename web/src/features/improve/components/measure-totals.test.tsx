import { screen } from '@testing-library/react';
import { measureTotals } from '@shared/domain/metrics/views/improve/measure-totals';
import type { MetricsMeasures } from '@shared/schemas/derived/metrics-measures';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { TEST_FIGURES } from '@/testing/improve-figures';
import { MeasureTotals } from './measure-totals';

/** The test figures with the combined savings and totals changed. */
function withTotals(
  savings: Partial<MetricsMeasures['totals']['savings']>,
  totals: Partial<MetricsMeasures['totals']> = {},
): MetricsMeasures {
  return {
    ...TEST_FIGURES,
    totals: {
      ...TEST_FIGURES.totals,
      ...totals,
      savings: { ...TEST_FIGURES.totals.savings, ...savings },
    },
  };
}

/** A part's text, its units' no-break spaces as plain ones. */
const text = (testId: string) =>
  (screen.getByTestId(testId).textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('MeasureTotals', () => {
  it('shows the combined figures, not the singles added up', async () => {
    await renderInApp(
      <MeasureTotals
        figures={TEST_FIGURES}
        totals={measureTotals(TEST_FIGURES)}
        currency="EUR"
        doneCount={0}
      />,
    );
    expect(text('measure-total-investment')).toBe('€140,000');
    expect(text('measure-total-energySavings')).toBe('73 MWh/yr');
    expect(text('measure-total-costSavings')).toBe('€14,600/yr');
    expect(text('measure-total-payback')).toBe('9.6 yr');
    expect(text('measure-total-co2Avoided')).toBe('36.5 tons/yr');
    expect(text('measure-total-irr')).toBe('6.1%');
  });

  it('explains an overlap: the singles add up to more than the combination', async () => {
    await renderInApp(
      <MeasureTotals
        figures={TEST_FIGURES}
        totals={measureTotals(TEST_FIGURES)}
        currency="EUR"
        doneCount={0}
      />,
    );
    // 40 + 30 + 10 = 80 MWh alone, 73 combined: 7 less, 8.75 %.
    expect(text('measure-totals-overlap')).toMatch(
      /^Alone, the measures would save 80 MWh a year; combined they save 73 MWh, 7 MWh less \(9%\)\. A measure installed after another/,
    );
  });

  it('explains a synergy: the combination saves more than the singles added up', async () => {
    const figures = withTotals({ energyKwh: 88_000 });
    await renderInApp(
      <MeasureTotals
        figures={figures}
        totals={measureTotals(figures)}
        currency="EUR"
        doneCount={0}
      />,
    );
    expect(text('measure-totals-overlap')).toMatch(
      /^Alone, the measures would save 80 MWh a year; combined they save 88 MWh, 8 MWh more \(10%\)\. The measures reinforce each other/,
    );
  });

  it('says when the measures do not overlap', async () => {
    const figures = withTotals({ energyKwh: 80_000.3 });
    await renderInApp(
      <MeasureTotals
        figures={figures}
        totals={measureTotals(figures)}
        currency="EUR"
        doneCount={0}
      />,
    );
    expect(text('measure-totals-overlap')).toBe(
      'The measures do not act on the same energy: combined, they save what they save alone.',
    );
  });

  it('warns that a missing investment flatters payback and rate of return', async () => {
    const complete = await renderInApp(
      <MeasureTotals
        figures={TEST_FIGURES}
        totals={measureTotals(TEST_FIGURES)}
        currency="EUR"
        doneCount={0}
      />,
    );
    expect(screen.queryByText(/Some measures have no investment cost/)).toBeNull();
    complete.unmount();
    const figures = withTotals({}, { investmentIncomplete: true });
    await renderInApp(
      <MeasureTotals
        figures={figures}
        totals={measureTotals(figures)}
        currency="EUR"
        doneCount={0}
      />,
    );
    expect(
      screen.getByText(/^Some measures have no investment cost: they count as 0/),
    ).toBeTruthy();
  });

  it('counts the measures done that are left out of the combination', async () => {
    const one = await renderInApp(
      <MeasureTotals
        figures={TEST_FIGURES}
        totals={measureTotals(TEST_FIGURES)}
        currency="EUR"
        doneCount={1}
      />,
    );
    expect(screen.getByText(/^1 measure done is not in the combination: its savings/)).toBeTruthy();
    one.unmount();
    await renderInApp(
      <MeasureTotals
        figures={TEST_FIGURES}
        totals={measureTotals(TEST_FIGURES)}
        currency="EUR"
        doneCount={3}
      />,
    );
    expect(screen.getByText(/^3 measures done are not in the combination: their/)).toBeTruthy();
  });

  it('says none counts when every measure is done', async () => {
    const figures = { ...TEST_FIGURES, order: undefined };
    await renderInApp(
      <MeasureTotals
        figures={figures}
        totals={measureTotals(figures)}
        currency="EUR"
        doneCount={4}
      />,
    );
    expect(
      screen.getByText('No measure is waiting to be done: every measure is done.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('measure-totals')).toBeNull();
  });

  it('says when the measures never pay back, in the building currency', async () => {
    const figures = withTotals({}, { simplePaybackYears: undefined, irrPct: undefined });
    await renderInApp(
      <MeasureTotals
        figures={figures}
        totals={measureTotals(figures)}
        currency="CZK"
        doneCount={0}
      />,
      'cs',
    );
    expect(text('measure-total-payback')).not.toMatch(/\d/);
    expect(text('measure-total-irr')).toBe('—');
    expect(text('measure-total-investment')).toMatch(/Kč$/);
  });
});
