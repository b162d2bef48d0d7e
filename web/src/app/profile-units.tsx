import type { ReactNode } from 'react';
import { useProfile } from '@/features/profile/api/profile-api';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { useSavedPreferences } from './saved-preferences';

/**
 * Settings → Units for every figure below (`useFormat`): the signed-in user's saved unit system,
 * metric while the profile loads or when there is none. Saving the profile updates the cached
 * copy, so figures switch at once. The saved language and colour mode apply at sign-in.
 */
export function ProfileUnits({ uid, children }: { uid: string; children: ReactNode }) {
  const profile = useProfile(uid);
  useSavedPreferences(uid, profile.data);
  return (
    <FormatSettingsProvider units={profile.data?.units ?? 'metric'}>
      {children}
    </FormatSettingsProvider>
  );
}
