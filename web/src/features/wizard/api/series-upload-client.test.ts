import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/auth-service';
import { FunctionsCallError } from '@/lib/functions/functions-call-error';
import { seriesUploadFailureOf, uploadSeries } from './series-upload-client';

vi.mock('@/lib/firebase', () => ({
  apiOrigin: () => '',
  longRequestOrigin: () => 'https://europe-west1-p.cloudfunctions.net',
  auth: { currentUser: null },
}));

const user: AuthUser = {
  uid: 'alice',
  email: null,
  emailVerified: false,
  displayName: null,
  getIdToken: async () => 'token',
};
const file = new Blob(['Timestamp;Value;Unit\n'], { type: 'text/csv' });
const request = { buildingId: 'b1', scope: 'cooling' as const, equipmentId: 'e1', file };

function answer(status: number, body: unknown) {
  const fetchImpl = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

async function failureOf(call: Promise<unknown>) {
  const error = await call.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(FunctionsCallError);
  return seriesUploadFailureOf(error);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadSeries', () => {
  it('sends the CSV with its query and resolves with the parsed reply', async () => {
    const reply = {
      seriesId: 'cooling~e1',
      rows: 2,
      months: ['2025-01'],
      firstAt: 0,
      lastAt: 1,
      timestampsAt: 'end',
      timestampsFrom: 'header',
      // Kept by the reply's schema, not dropped as an unknown key.
      clockChanges: [{ kind: 'repeated', hourAt: 0, readings: 8, intervals: 4 }],
    };
    const fetchImpl = answer(200, reply);
    await expect(uploadSeries(user, request)).resolves.toEqual(reply);
    expect(fetchImpl).toHaveBeenCalledWith(
      // Past Hosting, which ends a request at 60 s: an upload may take up to 120 s.
      'https://europe-west1-p.cloudfunctions.net/series/upload?buildingId=b1&scope=cooling&target=series&equipmentId=e1',
      expect.objectContaining({
        method: 'POST',
        headers: { Authorization: 'Bearer token', 'Content-Type': 'text/csv' },
        body: file,
      }),
    );
  });

  it('gives the refused rows of a 422 with the counts of problems and of rows', async () => {
    const issues = [{ line: 3, code: 'cell.notANumber', detail: 'x' }];
    answer(422, {
      code: 'unprocessable',
      message: '100 rows cannot be read (120 problems).',
      reason: 'upload.badRows',
      issues,
      issueCount: 120,
      rowCount: 100,
    });
    expect(await failureOf(uploadSeries(user, request))).toEqual({
      kind: 'rows',
      issues,
      issueCount: 120,
      rowCount: 100,
    });
  });

  it('gives the headers found or the unit named of a refused file', async () => {
    answer(422, {
      code: 'unprocessable',
      message: 'x',
      reason: 'file.missingColumns',
      found: ['Time stamp', 'Reading'],
    });
    expect(await failureOf(uploadSeries(user, request))).toEqual({
      kind: 'file',
      reason: 'file.missingColumns',
      found: ['Time stamp', 'Reading'],
    });
    answer(422, {
      code: 'unprocessable',
      message: 'x',
      reason: 'file.unknownUnit',
      detail: 'therms',
    });
    expect(await failureOf(uploadSeries(user, request))).toEqual({
      kind: 'file',
      reason: 'file.unknownUnit',
      detail: 'therms',
    });
  });

  it("gives the file's reason and line, upload.tooLarge for a bare 413, upload.failed otherwise", async () => {
    answer(400, { code: 'invalid-argument', message: 'x', reason: 'file.notText', line: 2 });
    expect(await failureOf(uploadSeries(user, request))).toEqual({
      kind: 'file',
      reason: 'file.notText',
      line: 2,
    });
    vi.stubGlobal('fetch', async () => new Response('Request Entity Too Large', { status: 413 }));
    expect(await failureOf(uploadSeries(user, request))).toEqual({
      kind: 'file',
      reason: 'upload.tooLarge',
    });
    answer(500, { code: 'internal', message: 'boom' });
    expect(await failureOf(uploadSeries(user, request))).toEqual({
      kind: 'file',
      reason: 'upload.failed',
    });
  });

  it('says network when no answer came', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failureOf(uploadSeries(user, request))).toEqual({ kind: 'network' });
  });
});
