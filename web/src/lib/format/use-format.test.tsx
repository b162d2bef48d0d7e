import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { FormatSettingsProvider } from './format-settings-provider';
import { useFormat } from './use-format';

async function renderFormat(language: Language, units?: 'metric' | 'imperial') {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <FormatSettingsProvider timeZone="Europe/Prague">
        <FormatSettingsProvider units={units}>{children}</FormatSettingsProvider>
      </FormatSettingsProvider>
    </I18nextProvider>
  );
  return { ...renderHook(() => useFormat(), { wrapper }), i18n };
}

describe('useFormat', () => {
  it('is metric by default and follows the language of i18next', async () => {
    const { result } = await renderFormat('cs');
    await waitFor(() => expect(result.current.intensity(150)).toBe('150\u00a0kWh/m²/rok'));
    expect(result.current.units).toBe('metric');
    expect(result.current.locale).toBe('cs-CZ');
    expect(result.current.timeZone).toBe('Europe/Prague');
  });

  it('honours the user unit system for area and intensity', async () => {
    const { result } = await renderFormat('de', 'imperial');
    await waitFor(() => expect(result.current.area(100)).toBe('1.076\u00a0ft²'));
    expect(result.current.intensity(100)).toBe('31,7\u00a0kBtu/(ft²·a)');
    expect(result.current.quantity('intensity').label).toBe('kBtu/(ft²·a)');
  });

  it('keeps one object while nothing changes and a new one when the language does', async () => {
    const { result, rerender, i18n } = await renderFormat('en');
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    await i18n.changeLanguage('de');
    rerender();
    await waitFor(() => expect(result.current.language).toBe('de'));
    expect(result.current.energy(2_500, 'MWh')).toBe('2,5\u00a0MWh');
  });
});
