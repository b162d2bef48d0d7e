import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { useProfile } from '@/features/profile/api/profile-api';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import { useNewBuildingCurrency } from './use-new-building-currency';

vi.mock('@/features/profile/api/profile-api', () => ({ useProfile: vi.fn() }));

async function currencyWith(profile: { isPending: boolean; data?: unknown }, language: Language) {
  vi.mocked(useProfile).mockReturnValue(profile as ReturnType<typeof useProfile>);
  const i18n = await createI18n(language, { waitFor: 'everything' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useNewBuildingCurrency('u1'), { wrapper }).result.current;
}

describe('useNewBuildingCurrency', () => {
  it("is the creator's profile currency", async () => {
    const profile = { language: 'en', theme: 'system', currency: 'CZK', units: 'metric' };
    expect(await currencyWith({ isPending: false, data: profile }, 'de')).toBe('CZK');
    expect(useProfile).toHaveBeenCalledWith('u1');
  });

  it("is the language's default without a saved profile", async () => {
    expect(await currencyWith({ isPending: false, data: null }, 'de')).toBe('EUR');
    expect(await currencyWith({ isPending: false, data: null }, 'cs')).toBe('USD');
  });

  it('is not known while the profile loads', async () => {
    expect(await currencyWith({ isPending: true }, 'en')).toBeUndefined();
  });
});
