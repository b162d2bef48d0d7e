import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@shared/schemas/building-import';
import { IDLE, importReducer } from './import-state';

const file = new File(['a'], 'a.csv', { type: 'text/csv' });
const report = { importId: 'i1', created: 1 } as ImportReport;

describe('importReducer', () => {
  it('goes idle → uploading → success, with progress only growing', () => {
    let state = importReducer(IDLE, { type: 'pick', file, issue: null });
    state = importReducer(state, { type: 'start' });
    expect(state).toEqual({ kind: 'uploading', file, progress: 0 });
    state = importReducer(state, { type: 'progress', fraction: 0.5 });
    state = importReducer(state, { type: 'progress', fraction: 0.25 });
    expect(state).toMatchObject({ progress: 0.5 });
    state = importReducer(state, { type: 'succeed', report });
    expect(state).toEqual({ kind: 'success', file, report });
    expect(importReducer(state, { type: 'reset' })).toEqual(IDLE);
  });
  it('does not start without a file or with a refused file', () => {
    expect(importReducer(IDLE, { type: 'start' })).toBe(IDLE);
    const refused = importReducer(IDLE, { type: 'pick', file, issue: 'tooLarge' });
    expect(importReducer(refused, { type: 'start' })).toBe(refused);
  });
  it('ends a failed upload in failure with the reason and line', () => {
    const uploading = importReducer(importReducer(IDLE, { type: 'pick', file, issue: null }), {
      type: 'start',
    });
    const failure = { kind: 'refused', reason: 'file.unclosedQuote', line: 7 } as const;
    expect(importReducer(uploading, { type: 'fail', failure })).toEqual({
      kind: 'failure',
      file,
      failure,
    });
  });
});
