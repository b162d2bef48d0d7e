import { useCallback, useEffect, useReducer, useRef } from 'react';
import { failureReasonOf } from '../utils/failure-reason';
import { checkCsvFile } from '@/lib/files/check-csv-file';
import { equipmentImportReducer, IDLE } from '../utils/import-state';
import { uploadEquipmentImport } from './import-equipment';

/**
 * The import dialog's state and actions: pick a file (checked at once), import it into the
 * building's register, start over. The register listens to `/equipment/{buildingId}`, so the
 * imported rows appear there without a refetch.
 */
export function useEquipmentImport(buildingId: string) {
  const [state, dispatch] = useReducer(equipmentImportReducer, IDLE);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const pick = useCallback((file: File) => {
    dispatch({ type: 'pick', file, issue: checkCsvFile(file) });
  }, []);

  const start = useCallback(async () => {
    if (state.kind !== 'idle' || !state.file || state.issue) return;
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'start' });
    try {
      const report = await uploadEquipmentImport(buildingId, state.file, controller.signal);
      dispatch({ type: 'done', report });
    } catch (failure) {
      if (controller.signal.aborted) return;
      dispatch({ type: 'fail', ...failureReasonOf(failure) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }, [buildingId, state]);

  const reset = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'reset' });
  }, []);

  return { state, pick, start, reset };
}
