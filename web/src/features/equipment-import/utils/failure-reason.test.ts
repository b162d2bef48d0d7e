import { describe, expect, it } from 'vitest';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';
import { failureReasonOf } from './failure-reason';

const refusal = (
  status: number,
  kind: 'invalid' | 'forbidden' | 'tooLarge' | 'server',
  body?: object,
) => new FunctionsCallError({ kind, status, code: 'x', message: 'x', body: body as never });

describe('failureReasonOf', () => {
  it('translates the server reason and keeps its line', () => {
    expect(failureReasonOf(refusal(422, 'invalid', { reason: 'file.malformed', line: 7 }))).toEqual(
      {
        reason: 'csv:file.malformed',
        line: 7,
      },
    );
    expect(failureReasonOf(refusal(403, 'forbidden', { reason: 'import.notAllowed' }))).toEqual({
      reason: 'equipmentImport:refusal.notAllowed',
    });
  });

  it('names a proxy 413 and any other failure without a known reason', () => {
    expect(failureReasonOf(refusal(413, 'tooLarge')).reason).toBe(
      'equipmentImport:refusal.fileTooLarge',
    );
    expect(failureReasonOf(new Error('network')).reason).toBe('equipmentImport:refusal.failed');
  });
});
