import { describe, expect, it } from 'vitest';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';
import { replied } from '@/testing/call-failures';
import { FILE_REFUSALS, importFailureOf, refusalAdviceOf } from './import-failure';

describe('importFailureOf', () => {
  it.each(FILE_REFUSALS)('takes %s as a refused file, whatever the status', (reason) => {
    expect(importFailureOf(replied(422, reason))).toEqual({ kind: 'refused', reason });
    expect(importFailureOf(replied(500, reason))).toEqual({ kind: 'refused', reason });
  });

  it('keeps the line a refusal names', () => {
    expect(importFailureOf(replied(422, 'file.unclosedQuote', 3))).toEqual({
      kind: 'refused',
      reason: 'file.unclosedQuote',
      line: 3,
    });
  });

  it('takes any reason given with a 400, 413 or 422 as a refusal, except a missing file', () => {
    expect(importFailureOf(replied(422, 'import.somethingNew')).kind).toBe('refused');
    expect(importFailureOf(replied(400, 'import.fileMissing')).kind).toBe('retry');
  });

  it('offers a new try for failures that can pass, with a reason for each', () => {
    expect(importFailureOf(replied(500, 'import.writeFailed'))).toEqual({
      kind: 'retry',
      reason: 'import.writeFailed',
    });
    expect(importFailureOf(replied(500))).toEqual({ kind: 'retry', reason: 'failure.server' });
    expect(importFailureOf(replied(401))).toEqual({ kind: 'retry', reason: 'failure.signedOut' });
    expect(importFailureOf(replied(400))).toEqual({ kind: 'retry', reason: 'failure.server' });
    const network = new FunctionsCallError({
      kind: 'network',
      status: 0,
      code: 'network',
      message: 'Network error',
    });
    expect(importFailureOf(network)).toEqual({ kind: 'retry', reason: 'failure.network' });
    const badReply = new FunctionsCallError({
      kind: 'badReply',
      status: 200,
      code: 'bad-reply',
      message: 'x',
    });
    expect(importFailureOf(badReply)).toEqual({ kind: 'retry', reason: 'failure.badReply' });
    expect(importFailureOf(new Error('boom'))).toEqual({ kind: 'retry', reason: 'failure.server' });
  });

  it('takes a 413 without our body (a proxy before the function) as a file too large', () => {
    const proxy = new FunctionsCallError({
      kind: 'tooLarge',
      status: 413,
      code: 'x',
      message: 'x',
    });
    expect(importFailureOf(proxy)).toEqual({ kind: 'refused', reason: 'import.fileTooLarge' });
  });
});

describe('refusalAdviceOf', () => {
  it('gives each refusal its advice, and others the template', () => {
    expect(refusalAdviceOf('import.notCsv')).toBe('notCsv');
    expect(refusalAdviceOf('file.notText')).toBe('notCsv');
    expect(refusalAdviceOf('import.headerNotRecognised')).toBe('headerNotRecognised');
    expect(refusalAdviceOf('import.fileTooLarge')).toBe('fileTooLarge');
    expect(refusalAdviceOf('file.malformed')).toBe('malformed');
    expect(refusalAdviceOf('import.somethingNew')).toBe('other');
  });
});
