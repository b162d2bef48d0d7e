import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { CsvFileIssue } from '@/lib/files/check-csv-file';
import {
  UPLOAD_IDLE,
  canStartUpload,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './upload-state';

export interface UploadOptions<R, F> {
  /** Sends the file: `onProgress` takes the share sent (0–1), `signal` aborts the request. */
  send: (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<R>;
  /** Why the upload failed, as the screen shows it (see `upload-failure.ts`). */
  failureOf: (failure: unknown) => F;
  /** The check of a picked file before it may be sent (`checkCsvFile`); without one, none. */
  check?: (file: File) => CsvFileIssue | null;
}

/**
 * One upload's state and actions (see {@link UploadState}): `pick` a file (checked at once),
 * `start` sending the picked one, `upload` a file at once (pick and start), `reset` to start over.
 * Reset and unmount abort a running upload, whose end is then ignored.
 */
export function useUpload<R, F>({ send, failureOf, check }: UploadOptions<R, F>) {
  const [state, dispatch] = useReducer(
    (current: UploadState<R, F>, action: UploadAction<R, F>) => uploadReducer(current, action),
    UPLOAD_IDLE,
  );
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (file: File) => {
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'start' });
      try {
        const result = await send(
          file,
          (fraction) => dispatch({ type: 'progress', fraction }),
          controller.signal,
        );
        if (!controller.signal.aborted) dispatch({ type: 'succeed', result });
      } catch (failure) {
        if (!controller.signal.aborted) dispatch({ type: 'fail', failure: failureOf(failure) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [send, failureOf],
  );

  const pick = useCallback(
    (file: File) => {
      const issue = check?.(file) ?? null;
      dispatch({ type: 'pick', file, issue });
      return issue;
    },
    [check],
  );

  const start = useCallback(async () => {
    if (!canStartUpload(state)) return;
    await run(state.file);
  }, [state, run]);

  const upload = useCallback(
    async (file: File) => {
      if (state.kind === 'uploading') return;
      if (pick(file) === null) await run(file);
    },
    [state.kind, pick, run],
  );

  const reset = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  return { state, pick, start, upload, reset };
}
