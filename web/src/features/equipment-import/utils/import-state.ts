import type { EquipmentImportReport } from '@shared/schemas/equipment-import';
import type { CsvFileIssue } from '@/lib/files/check-csv-file';

/**
 * The dialog's states: idle (a file may be picked, with the check's issue), processing (sent,
 * "Processing..."), then the report, or a failure (an i18n key of `equipmentImport` or `csv`
 * and the line it names).
 */
export type EquipmentImportState =
  | { kind: 'idle'; file: File | null; issue: CsvFileIssue | null }
  | { kind: 'processing'; file: File }
  | { kind: 'done'; file: File; report: EquipmentImportReport }
  | { kind: 'failed'; file: File; reason: string; line?: number };

export type EquipmentImportAction =
  | { type: 'pick'; file: File; issue: CsvFileIssue | null }
  | { type: 'start' }
  | { type: 'done'; report: EquipmentImportReport }
  | { type: 'fail'; reason: string; line?: number }
  | { type: 'reset' };

export const IDLE: EquipmentImportState = { kind: 'idle', file: null, issue: null };

/** Transitions; an action that does not fit the current state leaves it unchanged. */
export function equipmentImportReducer(
  state: EquipmentImportState,
  action: EquipmentImportAction,
): EquipmentImportState {
  switch (action.type) {
    case 'pick':
      return state.kind === 'processing'
        ? state
        : { kind: 'idle', file: action.file, issue: action.issue };
    case 'start':
      return state.kind === 'idle' && state.file && !state.issue
        ? { kind: 'processing', file: state.file }
        : state;
    case 'done':
      return state.kind === 'processing'
        ? { kind: 'done', file: state.file, report: action.report }
        : state;
    case 'fail':
      return state.kind === 'processing'
        ? {
            kind: 'failed',
            file: state.file,
            reason: action.reason,
            ...(action.line ? { line: action.line } : {}),
          }
        : state;
    case 'reset':
      return IDLE;
  }
}
