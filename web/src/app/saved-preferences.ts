import { useColorScheme } from '@mui/material/styles';
import type { UserProfile } from '@shared/schemas/user-profile';
import { useEffect, useRef } from 'react';
import { useLanguage } from '@/lib/i18n/use-language';

/**
 * Applies the language and colour mode saved in `uid`'s profile once per sign-in, whichever
 * browser the user signs in on: the profile follows the user, the browser's own choice (local
 * storage) only until the profile has loaded. A choice the user makes in the menu before the
 * profile arrives, or afterwards, is left alone.
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
      session.current = { uid, language, mode, applied: false };
    }
    const started = session.current;
    if (!profile || started.applied) return;
    started.applied = true;
    // Only what the user has not changed since signing in follows the profile.
    if (language === started.language && profile.language !== language) {
      void setLanguage(profile.language);
    }
    if (mode === started.mode && profile.theme !== mode) setMode(profile.theme);
  }, [uid, profile, language, mode, setLanguage, setMode]);
}
