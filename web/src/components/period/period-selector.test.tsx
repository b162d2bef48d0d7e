import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { IMPROVE_GRANULARITY_NAMES, type GranularityNames } from '@/lib/period/period';
import type { PeriodControls } from '@/lib/period/use-period';
import { renderInApp } from '@/testing/render-in-app';
import { PeriodSelector } from './period-selector';

const PERIOD = { granularity: 'day', start: '2026-01-01', end: '2026-01-31' } as const;
const CONTROLS: PeriodControls = {
  period: PERIOD,
  error: undefined,
  defaultPeriod: PERIOD,
  today: '2026-02-10',
  setPeriod: vi.fn(),
  reset: vi.fn(),
};

/** The granularity shown and the options offered, as their names read. */
async function granularities(language: Language, names?: GranularityNames) {
  await renderInApp(<PeriodSelector controls={CONTROLS} names={names} />, language);
  const select = await screen.findByRole('combobox');
  const shown = select.textContent;
  fireEvent.mouseDown(select);
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  return { shown, options };
}

describe('PeriodSelector', { timeout: 20_000 }, () => {
  it('offers the granularities of spec 9.4: Year, Quarter, Month, Week, Day', async () => {
    expect(await granularities('en')).toEqual({
      shown: 'Day',
      options: ['Year', 'Quarter', 'Month', 'Week', 'Day'],
    });
  });

  it.each([
    ['en', ['Year', 'Quarter', 'Month', 'Week', 'Date']],
    ['cs', ['Rok', 'Čtvrtletí', 'Měsíc', 'Týden', 'Datum']],
    ['de', ['Jahr', 'Quartal', 'Monat', 'Woche', 'Datum']],
  ] as const)(
    "names Improve's as spec 2.11 does, Date for the days, in %s",
    async (language, names) => {
      expect(await granularities(language, IMPROVE_GRANULARITY_NAMES)).toEqual({
        shown: names[4],
        options: names,
      });
    },
  );
});
