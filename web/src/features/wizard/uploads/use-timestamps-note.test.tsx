import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import type { TimestampsRead } from './timestamps-note';
import { useTimestampsNote } from './use-timestamps-note';

async function noteIn(language: Language, read: TimestampsRead) {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  await i18n.loadNamespaces(['wizardUploads']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useTimestampsNote(), { wrapper }).result.current(read);
}

describe('useTimestampsNote', () => {
  it('states the convention the upload used, in every language', async () => {
    const end = { intervalMinutes: 15, timestampsAt: 'end', timestampsFrom: 'firstLast' } as const;
    expect(await noteIn('en', end)).toMatch(
      /^Timestamps read as the end of each 15-minute interval, since the file starts/,
    );
    expect(await noteIn('cs', end)).toMatch(/konec každého 15minutového intervalu/);
    expect(await noteIn('de', end)).toMatch(/Ende jedes 15-Minuten-Intervalls/);
    const hourly = {
      intervalMinutes: 60,
      timestampsAt: 'start',
      timestampsFrom: 'header',
    } as const;
    expect(await noteIn('en', hourly)).toBe(
      "Timestamps read as the start of each 1-hour interval, as the file's header says.",
    );
    // SCE's `2024-03-10 01:45:00 to 2024-03-10 02:00:00`.
    const ranges = { intervalMinutes: 15, timestampsAt: 'start', timestampsFrom: 'range' } as const;
    expect(await noteIn('en', ranges)).toBe(
      "Timestamps read as the start of each 15-minute interval, from the file's time ranges " +
        '(from … to …).',
    );
    expect(await noteIn('cs', ranges)).toMatch(/začátek každého 15minutového intervalu, podle/);
    expect(await noteIn('de', ranges)).toMatch(/Beginn jedes 15-Minuten-Intervalls gelesen, aus/);
  });

  it('states the clock changes of a local-time file, in every language', async () => {
    const read: TimestampsRead = {
      intervalMinutes: 15,
      timestampsAt: 'start',
      timestampsFrom: 'default',
      clockChanges: [
        { kind: 'skipped', hourAt: Date.UTC(2024, 2, 31, 2), readings: 0, intervals: 4 },
        { kind: 'repeated', hourAt: Date.UTC(2024, 9, 27, 2), readings: 8, intervals: 4 },
      ],
    };
    // Intl writes a narrow no-break space before AM in English.
    const en = (await noteIn('en', read)).replace(/\u202f/g, ' ');
    expect(en).toBe(
      'Timestamps read as the start of each 15-minute interval. ' +
        'The clock change on Mar 31, 2024 skips 2:00 AM–3:00 AM: that hour did not exist, so it ' +
        'is stored as 4 intervals of 0 kWh and not counted as missing. ' +
        'The clock change on Oct 27, 2024 repeats 2:00 AM–3:00 AM: its 8 readings were added up ' +
        "in pairs into 4 intervals, so the day's total is exact; the profile shows that hour doubled.",
    );
    expect(await noteIn('cs', read)).toContain(
      'Změna času 27. 10. 2024 opakuje 2:00–3:00: odečty této hodiny (8 odečtů) byly po ' +
        'dvojicích sečteny do 4 intervalů, takže denní součet je přesný',
    );
    expect(await noteIn('de', read)).toContain(
      'Die Zeitumstellung am 31.03.2024 überspringt 02:00–03:00: Diese Stunde gab es nicht, ' +
        'daher wird sie als 4 Intervalle mit 0 kWh gespeichert',
    );
    const hourly: TimestampsRead = {
      ...read,
      intervalMinutes: 60,
      clockChanges: [
        { kind: 'repeated', hourAt: Date.UTC(2024, 10, 3, 1), readings: 2, intervals: 1 },
      ],
    };
    expect(await noteIn('cs', hourly)).toContain(
      '(2 odečty) byly po dvojicích sečteny do 1 intervalu',
    );
    expect(await noteIn('de', hourly)).toContain(
      'Die 2 Messwerte dieser Stunde wurden paarweise zu 1 Intervall addiert',
    );
  });
});
