import { useColorScheme } from '@mui/material/styles';
import type { UserProfile } from '@shared/schemas/stored/user-profile';
import { useEffect, useRef } from 'react';
import { useLanguage } from '@/lib/i18n/use-language';

/**
 * Local storage key naming the user whose saved preferences this browser has applied since they
 * signed in: a reload of a signed-in page keeps the browser's own choices; signing out clears it
 * (`forgetAppliedPreferences`), so the next sign-in applies the profile again.
 */
export const PREFERENCES_APPLIED_KEY = 'facet.preferences-applied';

function appliedUid(): string | null {
  try {
    return window.localStorage.getItem(PREFERENCES_APPLIED_KEY);
  } catch {
    return null;
  }
}

function rememberApplied(uid: string): void {
  try {
    window.localStorage.setItem(PREFERENCES_APPLIED_KEY, uid);
  } catch {
    // Private modes may refuse storage: the profile then applies at each page load.
  }
}

/** Called while nobody is signed in: the next sign-in applies the saved preferences. */
export function forgetAppliedPreferences(): void {
  try {
    window.localStorage.removeItem(PREFERENCES_APPLIED_KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * Applies the language and colour mode saved in `uid`'s profile once per sign-in, whichever
 * browser the user signs in on: the profile follows the user, the browser's own choice (local
 * storage) only until the profile has loaded. A choice the user makes in the menu before the
 * profile arrives, or afterwards, and the choices of a signed-in browser reloading a page, are
 * left alone.
 */
export function useSavedPreferences(uid: string, profile: UserProfile | null | undefined): void {
  const { language, setLanguage } = useLanguage();
  const { mode, setMode } = useColorScheme();
  const session = useRef<{
    uid: string;
    language: string;
    mode: string | undefined;
    applied: boolean;
  } | null>(null);
  useEffect(() => {
    if (session.current?.uid !== uid) {
      session.current = { uid, language, mode, applied: appliedUid() === uid };
    }
    const started = session.current;
    if (!profile || started.applied) return;
    started.applied = true;
    rememberApplied(uid);
    // Only what the user has not changed since signing in follows the profile.
    if (language === started.language && profile.language !== language) {
      void setLanguage(profile.language);
    }
    if (mode === started.mode && profile.theme !== mode) setMode(profile.theme);
  }, [uid, profile, language, mode, setLanguage, setMode]);
}
