import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onValue, ref, runTransaction, set } from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
import { rest, startTestEmulator, webClient, withTimeout, type WebClient } from './helpers.js';

let emulator: RunningEmulator;
let a: WebClient;
let b: WebClient;
const NS = 'tx';

beforeAll(async () => {
  emulator = await startTestEmulator();
  const rules = {
    rules: {
      $other: { '.read': true, '.write': true },
      locked: { '.read': true, '.write': false },
    },
  };
  await rest(emulator, 'PUT', `/.settings/rules.json?ns=${NS}`, rules);
  a = webClient(emulator, NS);
  b = webClient(emulator, NS);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await emulator.stop();
});

/** Waits until the client's cache holds the server value at `path` (a warm listener). */
async function warm(client: WebClient, path: string): Promise<() => void> {
  let unsubscribe = (): void => {};
  await withTimeout(
    new Promise<void>((resolve) => {
      unsubscribe = onValue(ref(client.db, path), () => resolve());
    }),
    `warm ${path}`,
  );
  return unsubscribe;
}

describe('transactions', () => {
  it('commits a single transaction', async () => {
    const result = await withTimeout(
      runTransaction(ref(a.db, 'single'), (v: number | null) => (v ?? 0) + 1),
      'transaction',
    );
    expect(result.committed).toBe(true);
    expect(result.snapshot.val()).toBe(1);
  });

  it('counts 2 clients x N concurrent increments as 2N', async () => {
    const n = 10;
    const runs = [];
    for (let i = 0; i < n; i++) {
      for (const client of [a, b]) {
        runs.push(runTransaction(ref(client.db, 'tcount'), (v: number | null) => (v ?? 0) + 1));
      }
    }
    await withTimeout(Promise.all(runs), 'concurrent transactions', 15000);
    expect((await rest(emulator, 'GET', `/tcount.json?ns=${NS}`)).body).toBe(2 * n);
  });

  const cases: [string, unknown][] = [
    ['integer-like keys', { '1': 'a', '2': 'b', '10': 'c', '-3': 'd', x: 'e', '007': 'f' }],
    ['priorities', { p: { '.value': 1, '.priority': 5 }, q: { '.value': 2, '.priority': 'z' } }],
    ['floats', { f: 3.9999999999999996, g: 0.1, h: -2.5e-8, i: 1e21 }],
    ['booleans', { t: true, f: false }],
    ['unicode', { ключ: 'значение', emoji: '😀', 中文: '字' }],
  ];
  for (const [label, value] of cases) {
    it(`commits on the first attempt with a warm cache: ${label}`, async () => {
      const path = `warm/${label.replace(/\W/g, '')}`;
      await rest(emulator, 'PUT', `/${path}.json?ns=${NS}`, value);
      const stop = await warm(a, path);
      let attempts = 0;
      const result = await withTimeout(
        runTransaction(
          ref(a.db, path),
          (current: Record<string, unknown> | null) => {
            attempts++;
            return { ...(current ?? {}), touched: true };
          },
          { applyLocally: false },
        ),
        'warm transaction',
      );
      stop();
      expect(result.committed).toBe(true);
      expect(attempts).toBe(1);
    });
  }

  it('aborts when the update function returns undefined', async () => {
    await withTimeout(set(ref(a.db, 'abort'), 1), 'seed');
    const result = await withTimeout(
      runTransaction(ref(a.db, 'abort'), () => undefined),
      'abort',
    );
    expect(result.committed).toBe(false);
    expect((await rest(emulator, 'GET', `/abort.json?ns=${NS}`)).body).toBe(1);
  });

  it('fails with PERMISSION_DENIED on a denied path', async () => {
    await expect(
      withTimeout(
        runTransaction(ref(a.db, 'locked/x'), () => 1),
        'denied transaction',
      ),
    ).rejects.toThrow(/permission_denied/i);
  });
});
