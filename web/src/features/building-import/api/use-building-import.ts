import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AuthUser } from '@/lib/auth/auth-service';
import { checkCsvFile } from '@/lib/files/check-csv-file';
import { importFailureOf } from '../utils/import-failure';
import { IDLE, importReducer } from '../utils/import-state';
import { uploadBuildingImport } from './import-client';

/**
 * The import dialog's state and actions: pick a file (checked at once, spec 5.1), upload it with
 * progress, cancel a running upload, start over. The Portfolio listens to the user's buildings,
 * so imported buildings appear there without a refetch.
 */
export function useBuildingImport(user: AuthUser) {
  const [state, dispatch] = useReducer(importReducer, IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const pick = useCallback((file: File) => {
    dispatch({ type: 'pick', file, issue: checkCsvFile(file) });
  }, []);

  const upload = useCallback(async () => {
    if (state.kind !== 'idle' || !state.file || state.issue) return;
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'start' });
    try {
      const report = await uploadBuildingImport(
        user,
        state.file,
        (fraction) => dispatch({ type: 'progress', fraction }),
        controller.signal,
      );
      dispatch({ type: 'succeed', report });
    } catch (failure) {
      if (controller.signal.aborted) return;
      dispatch({ type: 'fail', failure: importFailureOf(failure) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [state, user]);

  const reset = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  return { state, pick, upload, reset };
}
