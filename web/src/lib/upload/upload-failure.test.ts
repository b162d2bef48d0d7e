import { describe, expect, it } from 'vitest';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';
import { bareFailure as bare, replied } from '@/testing/call-failures';
import { uploadFailureOf, type UploadReasons } from './upload-failure';

const reasons: UploadReasons = {
  byKind: { network: 'failure.network', tooLarge: 'upload.tooLarge' },
  otherwise: 'upload.failed',
};

describe('uploadFailureOf', () => {
  it("gives the server's reason and the line it names", () => {
    expect(uploadFailureOf(replied(422, 'file.unclosedQuote', 3), reasons)).toMatchObject({
      stated: true,
      message: { reason: 'file.unclosedQuote', line: 3 },
    });
    expect(uploadFailureOf(replied(500, 'import.writeFailed'), reasons).message).toEqual({
      reason: 'import.writeFailed',
    });
  });

  it('names a failure without a reason by its kind, else by the upload’s word for the rest', () => {
    expect(uploadFailureOf(bare('network'), reasons)).toMatchObject({
      stated: false,
      message: { reason: 'failure.network' },
    });
    expect(uploadFailureOf(bare('tooLarge', 413), reasons).message.reason).toBe('upload.tooLarge');
    expect(uploadFailureOf(replied(500), reasons).message.reason).toBe('upload.failed');
  });

  it('takes anything but a call error as a server failure', () => {
    const { error, stated, message } = uploadFailureOf(new Error('boom'), reasons);
    expect(error).toBeInstanceOf(FunctionsCallError);
    expect(error).toMatchObject({ kind: 'server', status: 0 });
    expect(stated).toBe(false);
    expect(message).toEqual({ reason: 'upload.failed' });
  });

  it('explains only the reasons the upload knows, the others by kind', () => {
    const keyed: UploadReasons = {
      known: (reason) => (reason === 'file.malformed' ? 'csv:file.malformed' : undefined),
      byKind: { forbidden: 'refusal.notAllowed' },
      otherwise: 'refusal.failed',
    };
    expect(uploadFailureOf(replied(422, 'file.malformed', 7), keyed)).toMatchObject({
      stated: true,
      message: { reason: 'csv:file.malformed', line: 7 },
    });
    expect(uploadFailureOf(replied(403, 'import.new'), keyed)).toMatchObject({
      stated: false,
      message: { reason: 'refusal.notAllowed' },
    });
    expect(uploadFailureOf(replied(422, 'import.new'), keyed).message.reason).toBe(
      'refusal.failed',
    );
  });
});
