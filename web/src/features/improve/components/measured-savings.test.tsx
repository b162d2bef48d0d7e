import { screen } from '@testing-library/react';
import {
  MEASURED_SAVINGS_REASONS,
  type MetricsMeasuredSavings,
} from '@shared/schemas/derived/metrics-measures';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { renderInApp } from '@/testing/render-in-app';
import enImprove from '@/locales/en/improve.json';
import { MeasuredSavings } from './measured-savings';

/** 5 MWh a year predicted; 10 months measured since January 2025. */
const SAVINGS = { energyKwh: 5_000, cost: 1_000, co2Tons: 2.5 };
const FIT = {
  predictedKwh: 50_000,
  actualKwh: 46_500,
  avoidedKwh: 3_500,
  months: 10,
  baselineMonths: 12,
};
const MEASURED: MetricsMeasuredSavings = {
  fromMonth: '2025-01',
  toMonth: '2025-10',
  months: 10,
  temperatureSource: 'measured',
  byCarrier: {
    electricity: { ...FIT, cvRmsePct: 8.44, meetsGuideline14: true },
    naturalGas: { ...FIT, baselineMonths: 11, cvRmsePct: 27.1, meetsGuideline14: false },
  },
  energyKwhPerYear: 4_200,
  costPerYear: 840,
  co2TonsPerYear: 2.1,
};

async function renderMeasured(
  measured: MetricsMeasuredSavings | undefined,
  language: Language = 'en',
) {
  return renderInApp(
    <MeasuredSavings figures={{ savings: SAVINGS, measured }} currency="EUR" />,
    language,
  );
}

/** The section's text, its no-break spaces as plain ones. */
const shown = () =>
  (screen.getByTestId('measured-savings').textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('MeasuredSavings', () => {
  it('shows nothing for a measure not done', async () => {
    await renderMeasured(undefined);
    expect(screen.queryByTestId('measured-savings')).toBeNull();
  });

  it('puts the savings measured since beside the predicted ones', async () => {
    await renderMeasured(MEASURED);
    expect(
      screen.getByRole('heading', { name: 'Predicted and measured since it was done' }),
    ).toBeTruthy();
    const text = shown();
    expect(text).toContain('Predicted (modelled)5 MWh/yr');
    expect(text).toContain('Measured since Jan 2025 (10 months)');
    expect(screen.getByTestId('measured-energy').textContent?.replace(/\u00a0/g, ' ')).toBe(
      '4.2 MWh/yr',
    );
    expect(text).toContain('Cost saved, measured€840/yr');
    expect(text).toContain('CO2 avoided, measured2.1 tons/yr');
    // 4.2 of 5 MWh.
    expect(text).toContain('It delivers 84% of the predicted energy savings.');
  });

  it('gives each carrier’s baseline fit with its CV(RMSE) against ASHRAE Guideline 14', async () => {
    await renderMeasured(MEASURED);
    expect(
      screen.getByText(
        'Electricity: baseline of 12 months fitted against temperature, CV(RMSE) 8.4 % (ASHRAE Guideline 14: at most 20 %).',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^Natural gas: baseline of 11 months fitted against temperature, CV\(RMSE\) 27\.1 %, above Guideline 14's 20 %/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/at their measured temperatures/)).toBeTruthy();
  });

  it('says when the baseline is taken at normal temperatures', async () => {
    await renderMeasured({ ...MEASURED, temperatureSource: 'normals' });
    expect(screen.getByText(/at normal temperatures/)).toBeTruthy();
    expect(screen.queryByText(/at their measured temperatures/)).toBeNull();
  });

  it('says when the bills show more energy than before instead of a share', async () => {
    await renderMeasured({ ...MEASURED, energyKwhPerYear: -1_500 });
    expect(shown()).toContain(
      'The bills since show 1.5 MWh a year more than the year before predicts: the measure has not delivered yet',
    );
    expect(shown()).not.toContain('It delivers');
  });

  it('leaves out the cost and CO2 lines the figures do not hold', async () => {
    const { costPerYear: _cost, co2TonsPerYear: _co2, ...energyOnly } = MEASURED;
    await renderMeasured(energyOnly);
    expect(shown()).not.toContain('Cost saved, measured');
    expect(shown()).not.toContain('CO2 avoided, measured');
    expect(shown()).toContain('It delivers 84%');
  });

  it.each(MEASURED_SAVINGS_REASONS)('says why it cannot be measured: %s', async (reason) => {
    await renderMeasured({ reason });
    expect(screen.getByText(enImprove.measured.reason[reason])).toBeTruthy();
    expect(screen.queryByTestId('measured-energy')).toBeNull();
  });

  it('speaks German', async () => {
    await renderMeasured({ reason: 'noStartDate' }, 'de');
    expect(screen.queryByText(enImprove.measured.reason.noStartDate)).toBeNull();
    expect(shown().length).toBeGreaterThan(20);
  });
});
