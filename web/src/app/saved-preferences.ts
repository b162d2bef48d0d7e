import { useColorScheme } from '@mui/material/styles';
import type { UserProfile } from '@shared/schemas/user-profile';
import { useEffect, useRef } from 'react';
import { useLanguage } from '@/lib/i18n/use-language';

/**
 * Applies the language and colour mode saved in `uid`'s profile once per sign-in, whichever
 * browser the user signs in on: the profile follows the user, the browser's own choice (local
 * storage) only until the profile has loaded. Later choices in the menu are left alone.
 */
export function useSavedPreferences(uid: string, profile: UserProfile | null | undefined): void {
  const { language, setLanguage } = useLanguage();
  const { mode, setMode } = useColorScheme();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!profile || appliedFor.current === uid) return;
    appliedFor.current = uid;
    if (profile.language !== language) void setLanguage(profile.language);
    if (profile.theme !== mode) setMode(profile.theme);
  }, [uid, profile, language, mode, setLanguage, setMode]);
}
