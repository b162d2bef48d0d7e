import { useState, type ChangeEvent } from 'react';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useAuth } from '@/lib/auth/use-auth';
import { SeriesUploadError, type UploadFailure } from '../api/series-upload-client';

export type UploadStatus<T> =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'done'; result: T }
  | { kind: 'failed'; failure: UploadFailure };

/**
 * The state of one upload control: `onFileChange` sends the chosen file with `send` (the input is
 * cleared so the same file can be chosen again after fixing it) and records the result or why it
 * failed.
 */
export function useFileUpload<T>(send: (user: AuthUser, file: File) => Promise<T>) {
  const { user } = useAuth();
  const [status, setStatus] = useState<UploadStatus<T>>({ kind: 'idle' });
  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !user) return;
    setStatus({ kind: 'uploading' });
    try {
      setStatus({ kind: 'done', result: await send(user, file) });
    } catch (failure) {
      setStatus({
        kind: 'failed',
        failure:
          failure instanceof SeriesUploadError
            ? failure.failure
            : { kind: 'file', reason: 'upload.failed' },
      });
    }
  };
  return { status, reset: () => setStatus({ kind: 'idle' }), onFileChange };
}
