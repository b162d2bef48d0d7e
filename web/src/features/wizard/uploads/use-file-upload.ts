import { SERIES_UPLOAD_MAX_BYTES } from '@shared/domain/series/series-upload';
import type { ChangeEvent } from 'react';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useAuth } from '@/lib/auth/use-auth';
import { checkCsvFile, type CsvFileIssue, type CsvFileRules } from '@/lib/files/check-csv-file';
import { useUpload } from '@/lib/upload/use-upload';
import { seriesUploadFailureOf, type UploadFailure } from '../api/series-upload-client';

/**
 * The files the wizard's uploads take: CSV, or the text files meters export, up to the `series`
 * function's limit (a year of 1-minute readings, spec 2.7 and docs/series-upload.md).
 */
export const SERIES_FILES: CsvFileRules = {
  extensions: ['csv', 'txt'],
  largestBytes: SERIES_UPLOAD_MAX_BYTES,
};

/** A file refused before it is sent, said as the function would have refused it. */
const REFUSAL_OF_ISSUE: Record<CsvFileIssue, UploadFailure> = {
  notCsv: { kind: 'file', reason: 'upload.notCsv' },
  tooLarge: { kind: 'file', reason: 'upload.tooLarge' },
};

/**
 * The state of one upload control (`useUpload`): `onFileChange` checks the chosen file
 * (`SERIES_FILES`) and sends it with `send` at once (the input is cleared so the same file can be
 * chosen again after fixing it). `failure` says why a file was refused or its upload failed.
 */
export function useFileUpload<T>(send: (user: AuthUser, file: File) => Promise<T>) {
  const { user } = useAuth();
  const { state, upload, reset } = useUpload({
    send: (file) => (user ? send(user, file) : Promise.reject(new Error('Not signed in.'))),
    failureOf: seriesUploadFailureOf,
    check: (file) => checkCsvFile(file, SERIES_FILES),
  });
  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !user) return;
    await upload(file);
  };
  const failure =
    state.kind === 'failed'
      ? state.failure
      : state.kind === 'idle' && state.issue
        ? REFUSAL_OF_ISSUE[state.issue]
        : null;
  return { status: state, failure, reset, onFileChange };
}
