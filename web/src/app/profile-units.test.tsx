import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '@/features/profile/api/profile-api';
import { useFormat } from '@/lib/format/use-format';
import { createI18n } from '@/lib/i18n/i18n';
import { ProfileUnits } from './profile-units';
import { PREFERENCES_APPLIED_KEY, forgetAppliedPreferences } from './saved-preferences';

vi.mock('@/features/profile/api/profile-api', () => ({ useProfile: vi.fn() }));

function Area() {
  return <span data-testid="area">{useFormat().area(100)}</span>;
}

async function renderWithProfile(
  profile: unknown,
  i18nReady?: Awaited<ReturnType<typeof createI18n>>,
) {
  vi.mocked(useProfile).mockReturnValue({ data: profile } as ReturnType<typeof useProfile>);
  const i18n = i18nReady ?? (await createI18n('en', { waitFor: 'everything' }));
  render(
    <I18nextProvider i18n={i18n}>
      <ProfileUnits uid="u1">
        <Area />
      </ProfileUnits>
    </I18nextProvider>,
  );
  return screen.findByTestId('area');
}

describe('ProfileUnits', () => {
  beforeEach(() => localStorage.clear());

  it('shows figures in the unit system of the saved profile', async () => {
    const area = await renderWithProfile({
      language: 'en',
      theme: 'system',
      currency: 'USD',
      units: 'imperial',
    });
    expect(area.textContent).toBe('1,076\u00a0ft²');
    expect(useProfile).toHaveBeenCalledWith('u1');
  });

  it('stays metric while the profile loads or when there is none', async () => {
    expect((await renderWithProfile(undefined)).textContent).toBe('100\u00a0m²');
  });

  it('applies the saved language at sign-in, once: a later choice in the menu stays', async () => {
    const i18n = await createI18n('en', { waitFor: 'everything' });
    await renderWithProfile(
      { language: 'de', theme: 'system', currency: 'EUR', units: 'metric' },
      i18n,
    );
    await waitFor(() => expect(i18n.language).toBe('de'));
    await act(() => i18n.changeLanguage('cs'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('cs');
  });

  it('leaves a language chosen before the profile arrived', async () => {
    const i18n = await createI18n('en', { waitFor: 'everything' });
    vi.mocked(useProfile).mockReturnValue({ data: undefined } as ReturnType<typeof useProfile>);
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <ProfileUnits uid="u2">
          <Area />
        </ProfileUnits>
      </I18nextProvider>,
    );
    await act(() => i18n.changeLanguage('cs'));
    vi.mocked(useProfile).mockReturnValue({
      data: { language: 'de', theme: 'system', currency: 'EUR', units: 'metric' },
    } as ReturnType<typeof useProfile>);
    rerender(
      <I18nextProvider i18n={i18n}>
        <ProfileUnits uid="u2">
          <Area />
        </ProfileUnits>
      </I18nextProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('cs');
  });

  it('applies once per sign-in: a reload of a signed-in page keeps the browser’s choice', async () => {
    const profile = { language: 'de', theme: 'system', currency: 'EUR', units: 'metric' };
    const first = await createI18n('en', { waitFor: 'everything' });
    await renderWithProfile(profile, first);
    await waitFor(() => expect(first.language).toBe('de'));
    expect(localStorage.getItem(PREFERENCES_APPLIED_KEY)).toBe('u1');
    // The page reloaded in English (the browser's choice since): the profile is not applied again.
    cleanup();
    const reloaded = await createI18n('en', { waitFor: 'everything' });
    await renderWithProfile(profile, reloaded);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloaded.language).toBe('en');
    // Signed out: the next sign-in applies it again.
    forgetAppliedPreferences();
    cleanup();
    const again = await createI18n('en', { waitFor: 'everything' });
    await renderWithProfile(profile, again);
    await waitFor(() => expect(again.language).toBe('de'));
  }, 30_000);
});
