import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, ref, set } from 'firebase/database';
import type { UserProfile } from '@shared/schemas/stored/user-profile';
import { loadDatabase } from '@/lib/firebase';

export const profileKeys = { detail: (uid: string) => ['profile', uid] as const };

/** `/users/{uid}/profile`, or null when the user has not saved one yet. */
export async function fetchProfile(uid: string): Promise<UserProfile | null> {
  const snapshot = await get(ref(await loadDatabase(), `users/${uid}/profile`));
  return (snapshot.val() as UserProfile | null) ?? null;
}

export function useProfile(uid: string) {
  return useQuery({ queryKey: profileKeys.detail(uid), queryFn: () => fetchProfile(uid) });
}

/** Saves the whole profile (rules validate it); the cached copy is replaced on success. */
export function useSaveProfile(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: UserProfile) => {
      await set(ref(await loadDatabase(), `users/${uid}/profile`), profile);
      return profile;
    },
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(uid), profile),
  });
}
