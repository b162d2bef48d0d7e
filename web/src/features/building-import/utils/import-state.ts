import type { ImportReport } from '@shared/schemas/building-import';
import type { CsvFileIssue } from '@/lib/files/check-csv-file';
import type { ImportFailure } from './import-failure';

/**
 * The dialog's states (spec 4 "CSV import"): idle (a file may be picked), uploading with the share
 * sent, then success with the report (which may have imported nothing) or failure with its reason
 * (a refused file, or a failure a new try may pass).
 */
export type ImportState =
  | { kind: 'idle'; file: File | null; issue: CsvFileIssue | null }
  | { kind: 'uploading'; file: File; progress: number }
  | { kind: 'success'; file: File; report: ImportReport }
  | { kind: 'failure'; file: File; failure: ImportFailure };

export type ImportAction =
  | { type: 'pick'; file: File; issue: CsvFileIssue | null }
  | { type: 'start' }
  | { type: 'progress'; fraction: number }
  | { type: 'succeed'; report: ImportReport }
  | { type: 'fail'; failure: ImportFailure }
  | { type: 'reset' };

export const IDLE: ImportState = { kind: 'idle', file: null, issue: null };

/** Transitions; an action that does not fit the current state leaves it unchanged. */
export function importReducer(state: ImportState, action: ImportAction): ImportState {
  switch (action.type) {
    case 'pick':
      return state.kind === 'uploading'
        ? state
        : { kind: 'idle', file: action.file, issue: action.issue };
    case 'start':
      return state.kind === 'idle' && state.file && !state.issue
        ? { kind: 'uploading', file: state.file, progress: 0 }
        : state;
    case 'progress':
      return state.kind === 'uploading'
        ? { ...state, progress: Math.max(state.progress, Math.min(1, action.fraction)) }
        : state;
    case 'succeed':
      return state.kind === 'uploading'
        ? { kind: 'success', file: state.file, report: action.report }
        : state;
    case 'fail':
      return state.kind === 'uploading'
        ? { kind: 'failure', file: state.file, failure: action.failure }
        : state;
    case 'reset':
      return IDLE;
  }
}
