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
  });
});
