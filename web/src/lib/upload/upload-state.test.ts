import { describe, expect, it } from 'vitest';
import {
  UPLOAD_IDLE,
  canStartUpload,
  uploadEnded,
  uploadReducer,
  type UploadAction,
  type UploadState,
} from './upload-state';

type State = UploadState<{ created: number }, { reason: string; line?: number }>;
type Action = UploadAction<{ created: number }, { reason: string; line?: number }>;

const file = new File(['a'], 'a.csv', { type: 'text/csv' });
const run = (state: State, ...actions: Action[]) => actions.reduce(uploadReducer, state);

describe('uploadReducer', () => {
  it('goes idle → uploading → done, with progress only growing and at most 1', () => {
    let state = run(UPLOAD_IDLE, { type: 'pick', file, issue: null }, { type: 'start' });
    expect(state).toEqual({ kind: 'uploading', file, progress: 0 });
    state = run(state, { type: 'progress', fraction: 0.5 }, { type: 'progress', fraction: 0.25 });
    expect(state).toMatchObject({ progress: 0.5 });
    expect(run(state, { type: 'progress', fraction: 3 })).toMatchObject({ progress: 1 });
    state = run(state, { type: 'succeed', result: { created: 1 } });
    expect(state).toEqual({ kind: 'done', file, result: { created: 1 } });
    expect(run(state, { type: 'reset' })).toEqual(UPLOAD_IDLE);
  });

  it('does not start without a file or with a refused file', () => {
    expect(run(UPLOAD_IDLE, { type: 'start' })).toBe(UPLOAD_IDLE);
    const refused = run(UPLOAD_IDLE, { type: 'pick', file, issue: 'tooLarge' });
    expect(refused).toEqual({ kind: 'idle', file, issue: 'tooLarge' });
    expect(run(refused, { type: 'start' })).toBe(refused);
  });

  it('ends a failed upload with its failure, and a new pick starts over', () => {
    const uploading = run(UPLOAD_IDLE, { type: 'pick', file, issue: null }, { type: 'start' });
    const failure = { reason: 'file.unclosedQuote', line: 7 };
    const failed = run(uploading, { type: 'fail', failure });
    expect(failed).toEqual({ kind: 'failed', file, failure });
    const other = new File(['b'], 'b.csv');
    expect(run(failed, { type: 'pick', file: other, issue: null })).toEqual({
      kind: 'idle',
      file: other,
      issue: null,
    });
  });

  it('ignores a pick while uploading, and an end or progress when not uploading', () => {
    const uploading = run(UPLOAD_IDLE, { type: 'pick', file, issue: null }, { type: 'start' });
    expect(run(uploading, { type: 'pick', file: new File([''], 'c.csv'), issue: null })).toBe(
      uploading,
    );
    const picked = run(UPLOAD_IDLE, { type: 'pick', file, issue: null });
    expect(run(picked, { type: 'succeed', result: { created: 1 } })).toBe(picked);
    expect(run(picked, { type: 'fail', failure: { reason: 'x' } })).toBe(picked);
    expect(run(picked, { type: 'progress', fraction: 0.5 })).toBe(picked);
  });
});

describe('canStartUpload and uploadEnded', () => {
  const picked = run(UPLOAD_IDLE, { type: 'pick', file, issue: null });
  const uploading = run(picked, { type: 'start' });

  it('start only a picked file without an issue', () => {
    expect(canStartUpload(UPLOAD_IDLE)).toBe(false);
    expect(canStartUpload(picked)).toBe(true);
    expect(canStartUpload(run(UPLOAD_IDLE, { type: 'pick', file, issue: 'notCsv' }))).toBe(false);
    expect(canStartUpload(uploading)).toBe(false);
  });

  it('end with a result or a failure', () => {
    expect(uploadEnded(picked)).toBe(false);
    expect(uploadEnded(uploading)).toBe(false);
    expect(uploadEnded(run(uploading, { type: 'succeed', result: { created: 1 } }))).toBe(true);
    expect(uploadEnded(run(uploading, { type: 'fail', failure: { reason: 'x' } }))).toBe(true);
  });
});
