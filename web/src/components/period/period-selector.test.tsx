import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { IMPROVE_GRANULARITY_NAMES, type GranularityNames } from '@/lib/period/period';
import type { PeriodControls } from '@/lib/period/use-period';
import { renderInApp } from '@/testing/render-in-app';
import { PeriodSelector } from './period-selector';

const PERIOD = { granularity: 'day', start: '2026-01-01', end: '2026-01-31' } as const;
const CONTROLS: PeriodControls = {
  period: PERIOD,
  requested: '',
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

describe('PeriodSelector', () => {
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

  describe('dates typed and not applied yet', () => {
    /** The selector, its controls replaced from outside as a screen's would be. */
    let replaceControls: (change: Partial<PeriodControls>) => void = () => undefined;
    function Harness() {
      const [controls, setControls] = useState(CONTROLS);
      replaceControls = (change) => setControls((current) => ({ ...current, ...change }));
      return <PeriodSelector controls={controls} />;
    }
    const start = () => (screen.getByTestId('period-start') as HTMLInputElement).value;
    const end = () => (screen.getByTestId('period-end') as HTMLInputElement).value;

    it('stay as typed when the period moves because the data arrived; untouched ones follow', async () => {
      await renderInApp(<Harness />);
      fireEvent.change(screen.getByTestId('period-start'), { target: { value: '2026-01-10' } });
      // The data's days arrive: the default period is now theirs, the URL unchanged.
      act(() => replaceControls({ period: { ...PERIOD, start: '2025-06-01', end: '2025-12-31' } }));
      expect(start()).toBe('2026-01-10');
      expect(end()).toBe('2025-12-31');
    });

    it('are replaced by a period asked for in the URL (a preset, Reset, back or forward)', async () => {
      await renderInApp(<Harness />);
      fireEvent.change(screen.getByTestId('period-start'), { target: { value: '2026-01-10' } });
      fireEvent.change(screen.getByTestId('period-end'), { target: { value: '2026-01-20' } });
      act(() =>
        replaceControls({
          period: { ...PERIOD, start: '2026-02-01', end: '2026-02-28' },
          requested: 'g=day&from=&to=&preset=thisMonth',
        }),
      );
      expect(start()).toBe('2026-02-01');
      expect(end()).toBe('2026-02-28');
    });

    it('stay as typed when only the granularity is asked for', async () => {
      await renderInApp(<Harness />);
      fireEvent.change(screen.getByTestId('period-start'), { target: { value: '2026-01-10' } });
      act(() =>
        replaceControls({ period: { ...PERIOD, granularity: 'week' }, requested: 'g=week' }),
      );
      expect(start()).toBe('2026-01-10');
      expect(end()).toBe('2026-01-31');
    });
  });
});
