import type { ChangeEvent } from 'react';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useAuth } from '@/lib/auth/use-auth';
import { useUpload } from '@/lib/upload/use-upload';
import { seriesUploadFailureOf } from '../api/series-upload-client';

/**
 * The state of one upload control (`useUpload`): `onFileChange` sends the chosen file with `send`
 * at once (the input is cleared so the same file can be chosen again after fixing it) and records
 * the result or why it failed.
 */
export function useFileUpload<T>(send: (user: AuthUser, file: File) => Promise<T>) {
  const { user } = useAuth();
  const { state, upload, reset } = useUpload({
    send: (file) => (user ? send(user, file) : Promise.reject(new Error('Not signed in.'))),
    failureOf: seriesUploadFailureOf,
  });
  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !user) return;
    await upload(file);
  };
  return { status: state, reset, onFileChange };
}
