import type { CsvFileIssue } from '@/lib/files/check-csv-file';

/**
 * The states of one upload, the same for every upload of the app (the building import, the asset
 * import, the wizard's series): idle (a file may be picked, with the check's issue when it is
 * refused), uploading with the share sent (0–1), then done with the server's result or failed
 * with why (`F`, as the upload's `failureOf` describes it).
 */
export type UploadState<R, F> =
  | { kind: 'idle'; file: File | null; issue: CsvFileIssue | null }
  | { kind: 'uploading'; file: File; progress: number }
  | { kind: 'done'; file: File; result: R }
  | { kind: 'failed'; file: File; failure: F };

export type UploadAction<R, F> =
  | { type: 'pick'; file: File; issue: CsvFileIssue | null }
  | { type: 'start' }
  | { type: 'progress'; fraction: number }
  | { type: 'succeed'; result: R }
  | { type: 'fail'; failure: F }
  | { type: 'reset' };

/** Nothing picked yet. */
export const UPLOAD_IDLE = { kind: 'idle', file: null, issue: null } as const;

/** A picked file without an issue, not yet sent: what `start` sends. */
export function canStartUpload<R, F>(
  state: UploadState<R, F>,
): state is { kind: 'idle'; file: File; issue: null } {
  return state.kind === 'idle' && state.file !== null && state.issue === null;
}

/** The upload has ended, with a result or a failure: the next step is to close or start over. */
export function uploadEnded(state: UploadState<unknown, unknown>): boolean {
  return state.kind === 'done' || state.kind === 'failed';
}

/**
 * Transitions; an action that does not fit the current state leaves it unchanged: a file cannot
 * be picked while one is uploading, only a picked file without an issue starts, the progress only
 * grows, and only a running upload ends.
 */
export function uploadReducer<R, F>(
  state: UploadState<R, F>,
  action: UploadAction<R, F>,
): UploadState<R, F> {
  switch (action.type) {
    case 'pick':
      return state.kind === 'uploading'
        ? state
        : { kind: 'idle', file: action.file, issue: action.issue };
    case 'start':
      return canStartUpload(state) ? { kind: 'uploading', file: state.file, progress: 0 } : state;
    case 'progress':
      return state.kind === 'uploading'
        ? { ...state, progress: Math.max(state.progress, Math.min(1, action.fraction)) }
        : state;
    case 'succeed':
      return state.kind === 'uploading'
        ? { kind: 'done', file: state.file, result: action.result }
        : state;
    case 'fail':
      return state.kind === 'uploading'
        ? { kind: 'failed', file: state.file, failure: action.failure }
        : state;
    case 'reset':
      return UPLOAD_IDLE;
  }
}
