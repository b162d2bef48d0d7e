/**
 * Production's sizes of one REST write and one REST answer (256 MB each) and of one write from
 * the SDKs (16 MB; src/core/transfer-limits.ts), enforced with small limits here rather than by
 * sending 256 MB: a write over its size is refused whole (nothing stored), a read over its size
 * is refused, and a query or `shallow` that narrows the same location under it is answered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../src/server/emulator.js';
import {
  PRODUCTION_TRANSFER_LIMITS,
  READ_TOO_LARGE,
  WRITE_TOO_LARGE,
  exceedsBytes,
} from '../src/core/transfer-limits.js';
import { get, limitToFirst, onValue, orderByKey, query, ref, set, update } from 'firebase/database';
import { rest, startTestEmulator, webClient, withTimeout } from './helpers.js';

const NS = 'transfer';
const LIMITS = { restWriteBytes: 1_000, sdkWriteBytes: 1_500, responseBytes: 2_000 };
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator({
    transferLimits: LIMITS,
    rulesText: JSON.stringify({
      rules: { '.read': true, '.write': true, r: { '.indexOn': ['n'] } },
    }),
  });
});
afterAll(() => emulator.stop());

/** A JSON string value whose body is exactly `bytes` bytes of ASCII. */
const bodyOf = (bytes: number) => JSON.stringify('x'.repeat(bytes - 2));

describe('production transfer limits', () => {
  it('are 256 MB for a REST write and an answer and 16 MB for a write from the SDKs, as Firebase documents them', () => {
    expect(PRODUCTION_TRANSFER_LIMITS).toEqual({
      restWriteBytes: 256_000_000,
      sdkWriteBytes: 16_000_000,
      responseBytes: 256_000_000,
    });
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(exceedsBytes('x'.repeat(1_000), 1_000)).toBe(false);
    expect(exceedsBytes('x'.repeat(1_001), 1_000)).toBe(true);
    // 400 characters, 800 bytes; 500 characters, 1,000 bytes; 501: 1,002.
    expect(exceedsBytes('ž'.repeat(400), 1_000)).toBe(false);
    expect(exceedsBytes('ž'.repeat(500), 1_000)).toBe(false);
    expect(exceedsBytes('ž'.repeat(501), 1_000)).toBe(true);
  });
});

describe('REST writes over the size of one request', () => {
  it('takes a body of exactly the limit and refuses one byte more, storing nothing', async () => {
    const at = await rest(emulator, 'PUT', `/w/a.json?ns=${NS}&print=silent`, bodyOf(1_000));
    expect(at.status).toBe(204);
    const over = await rest(emulator, 'PUT', `/w/b.json?ns=${NS}`, bodyOf(1_001));
    expect(over).toEqual({ status: 400, body: { error: WRITE_TOO_LARGE } });
    expect((await rest(emulator, 'GET', `/w/b.json?ns=${NS}`)).body).toBeNull();
  });

  it('refuses a multi-path update over the limit whole, and one whose text is short but whose UTF-8 is not', async () => {
    const update = { 'w/c': 'c', 'w/d': 'x'.repeat(1_000) };
    const over = await rest(emulator, 'PATCH', `/.json?ns=${NS}`, update);
    expect(over).toEqual({ status: 400, body: { error: WRITE_TOO_LARGE } });
    expect((await rest(emulator, 'GET', `/w/c.json?ns=${NS}`)).body).toBeNull();
    // 600 characters of 'ž' are 1,202 bytes with their quotes.
    const accents = await rest(emulator, 'POST', `/w/list.json?ns=${NS}`, `"${'ž'.repeat(600)}"`);
    expect(accents).toEqual({ status: 400, body: { error: WRITE_TOO_LARGE } });
    expect((await rest(emulator, 'GET', `/w/list.json?ns=${NS}`)).body).toBeNull();
  });
});

describe('REST reads over the size of one answer', () => {
  beforeAll(async () => {
    const items: Record<string, { name: string; n: number }> = {};
    for (let i = 0; i < 30; i += 1)
      items[`k${String(i).padStart(2, '0')}`] = { name: 'y'.repeat(80), n: i };
    // 30 items of ~105 bytes, written in five parts (each under the write limit).
    for (let part = 0; part < 5; part += 1) {
      const slice = Object.fromEntries(Object.entries(items).slice(part * 6, part * 6 + 6));
      expect((await rest(emulator, 'PATCH', `/r.json?ns=${NS}&print=silent`, slice)).status).toBe(
        204,
      );
    }
  });

  it('refuses a location whose answer is over the limit', async () => {
    expect(await rest(emulator, 'GET', `/r.json?ns=${NS}`)).toEqual({
      status: 400,
      body: { error: READ_TOO_LARGE },
    });
  });

  it('answers a query, a child or shallow keys of the same location under the limit', async () => {
    const first = await rest(
      emulator,
      'GET',
      `/r.json?ns=${NS}&orderBy=${encodeURIComponent('"$key"')}&limitToFirst=5`,
    );
    expect(first.status).toBe(200);
    expect(Object.keys(first.body as object)).toEqual(['k00', 'k01', 'k02', 'k03', 'k04']);
    expect((await rest(emulator, 'GET', `/r/k29/n.json?ns=${NS}`)).body).toBe(29);
    const shallow = await rest(emulator, 'GET', `/r.json?ns=${NS}&shallow=true`);
    expect(shallow.status).toBe(200);
    expect(Object.keys(shallow.body as object)).toHaveLength(30);
  });

  it('refuses a stream (EventSource) whose first put is over the limit, and streams a child', async () => {
    const stream = (path: string) =>
      fetch(`${emulator.url}${path}.json?ns=${NS}`, {
        headers: { Accept: 'text/event-stream', Authorization: 'Bearer owner' },
        signal: AbortSignal.timeout(5_000),
      });
    const over = await stream('/r');
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ error: READ_TOO_LARGE });
    const child = await stream('/r/k07');
    expect(child.status).toBe(200);
    const reader = child.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: put');
    await reader.cancel();
  });

  it('refuses a query whose answer is still over the limit', async () => {
    const most = await rest(
      emulator,
      'GET',
      `/r.json?ns=${NS}&orderBy=${encodeURIComponent('"n"')}&startAt=5`,
    );
    expect(most).toEqual({ status: 400, body: { error: READ_TOO_LARGE } });
  });
});

describe('writes from the SDKs over the size of one write', () => {
  it('refuses a set and a multi-path update over it whole (WRITE_TOO_BIG), and takes one under it', async () => {
    const client = webClient(emulator, NS);
    try {
      const db = client.db;
      await withTimeout(set(ref(db, 'sdk/small'), 'x'.repeat(1_000)), 'set under the limit');
      await expect(
        withTimeout(set(ref(db, 'sdk/big'), 'x'.repeat(1_500)), 'set over the limit'),
      ).rejects.toThrow(`WRITE_TOO_BIG: ${WRITE_TOO_LARGE}`);
      await expect(
        withTimeout(
          update(ref(db), { 'sdk/a': 'a', 'sdk/b': 'ž'.repeat(800) }),
          'update over the limit in UTF-8',
        ),
      ).rejects.toThrow(`WRITE_TOO_BIG: ${WRITE_TOO_LARGE}`);
      const stored = await withTimeout(get(ref(db, 'sdk')), 'read back');
      expect(Object.keys(stored.val() as object)).toEqual(['small']);
    } finally {
      await client.close();
    }
  });
});

// The 30 items of `/r` written above (~3,150 bytes) are over the 2,000 of one answer.
describe('first answers to the SDKs over the size of one answer', () => {
  it('refuses a listen and a get of a location over it (too_big), and answers a query under it', async () => {
    const client = webClient(emulator, NS);
    try {
      const db = client.db;
      const cancelled = new Promise<Error>((resolve, reject) => {
        onValue(
          ref(db, 'r'),
          () => reject(new Error('a value arrived')),
          (error) => resolve(error),
        );
      });
      expect((await withTimeout(cancelled, 'listen over the limit')).message).toBe(
        `too_big at /r: ${READ_TOO_LARGE}`,
      );
      await expect(withTimeout(get(ref(db, 'r')), 'get over the limit')).rejects.toThrow(
        READ_TOO_LARGE,
      );
      const firstFive = await withTimeout(
        get(query(ref(db, 'r'), orderByKey(), limitToFirst(5))),
        'query under the limit',
      );
      expect(Object.keys(firstFive.val() as object)).toEqual(['k00', 'k01', 'k02', 'k03', 'k04']);
    } finally {
      await client.close();
    }
  });
});
