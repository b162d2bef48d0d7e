import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  get,
  increment,
  onValue,
  orderByChild,
  orderByKey,
  orderByValue,
  push,
  query,
  ref,
  remove,
  serverTimestamp,
  set,
  setPriority,
  setWithPriority,
  update,
  equalTo,
} from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
import { rest, startTestEmulator, webClient, withTimeout, type WebClient } from './helpers.js';

let emulator: RunningEmulator;
let a: WebClient;
let b: WebClient;
const NS = 'rw';

beforeAll(async () => {
  emulator = await startTestEmulator();
  const rules = {
    rules: {
      '.write': true,
      $other: { '.read': true },
      people: { '.read': true, '.indexOn': ['age'] },
      secret: { '.read': false },
      checked: { $id: { '.validate': 'newData.isNumber()' } },
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

const t = <T>(p: Promise<T>, label: string): Promise<T> => withTimeout(p, label);

describe('reads and writes through the web SDK', () => {
  it('updates deep paths', async () => {
    await t(set(ref(a.db, 'u'), { x: { y: 1, z: 2 } }), 'set');
    await t(update(ref(a.db, 'u'), { 'x/y': 10, w: 'new' }), 'update');
    expect((await t(get(ref(b.db, 'u')), 'get')).val()).toEqual({ x: { y: 10, z: 2 }, w: 'new' });
  });

  it('applies a root multi-location update atomically', async () => {
    await t(update(ref(a.db), { 'checked/a': 1, 'checked/b': 2 }), 'valid multi-update');
    const bad = update(ref(a.db), { 'checked/c': 3, 'checked/d': 'not a number' });
    await expect(t(bad, 'invalid multi-update')).rejects.toThrow(/permission_denied/i);
    const after = (await rest(emulator, 'GET', `/checked.json?ns=${NS}`)).body;
    expect(after).toEqual({ a: 1, b: 2 });
  });

  it('keeps push order and prunes emptied parents', async () => {
    const list = ref(a.db, 'list');
    for (let i = 0; i < 5; i++) await t(Promise.resolve(push(list, i)), 'push');
    const keys = Object.keys((await t(get(ref(b.db, 'list')), 'get')).val());
    const values = keys.map(() => 0);
    expect(keys).toEqual([...keys].sort());
    expect(values).toHaveLength(5);
    await t(set(ref(a.db, 'deep/a/b/c'), 1), 'set deep');
    await t(remove(ref(a.db, 'deep/a/b/c')), 'remove');
    expect((await rest(emulator, 'GET', `/deep.json?ns=${NS}`)).body).toBeNull();
  });

  it('gets uncached, missing and query paths, and rejects denied ones', async () => {
    await t(set(ref(a.db, 'people'), { p1: { age: 3 }, p2: { age: 5 } }), 'set');
    const fresh = webClient(emulator, NS);
    try {
      expect((await t(get(ref(fresh.db, 'people/p1/age')), 'uncached')).val()).toBe(3);
      expect((await t(get(ref(fresh.db, 'nothing/here')), 'missing')).exists()).toBe(false);
      const q = query(ref(fresh.db, 'people'), orderByChild('age'), equalTo(5));
      expect((await t(get(q), 'query get')).val()).toEqual({ p2: { age: 5 } });
      await expect(t(get(ref(fresh.db, 'secret')), 'denied get')).rejects.toThrow(
        /Permission denied/,
      );
    } finally {
      await fresh.close();
    }
  });

  it("refuses a query's get by a child or value without its index, as Firebase does, and still answers a listen", async () => {
    await t(set(ref(a.db, 'pets'), { p1: { age: 3 }, p2: { age: 5 } }), 'set');
    const fresh = webClient(emulator, NS);
    try {
      await expect(
        t(get(query(ref(fresh.db, 'pets'), orderByChild('age'), equalTo(5))), 'unindexed get'),
      ).rejects.toThrow('Index not defined, add ".indexOn": "age", for path "/pets", to the rules');
      await expect(
        t(get(query(ref(fresh.db, 'pets'), orderByValue())), 'unindexed value get'),
      ).rejects.toThrow(
        'Index not defined, add ".indexOn": ".value", for path "/pets", to the rules',
      );
      expect((await t(get(query(ref(fresh.db, 'pets'), orderByKey())), 'by key')).size).toBe(2);
      // A listen is answered (the SDK warns "Using an unspecified index").
      const listened = await t(
        new Promise<unknown>((resolve) => {
          const stop = onValue(
            query(ref(fresh.db, 'pets'), orderByChild('age'), equalTo(5)),
            (snap) => {
              stop();
              resolve(snap.val());
            },
          );
        }),
        'unindexed listen',
      );
      expect(listened).toEqual({ p2: { age: 5 } });
    } finally {
      await fresh.close();
    }
  });

  it('resolves serverTimestamp within the server clock window', async () => {
    const before = Date.now();
    await t(set(ref(a.db, 'ts'), serverTimestamp()), 'set ts');
    const after = Date.now();
    const stored = (await rest(emulator, 'GET', `/ts.json?ns=${NS}`)).body as number;
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(after);
  });

  it('increments missing, number and string values', async () => {
    await t(set(ref(a.db, 'inc'), { n: 5, s: 'text' }), 'seed');
    await t(
      update(ref(a.db, 'inc'), { n: increment(2), s: increment(3), m: increment(4) }),
      'increments',
    );
    expect((await rest(emulator, 'GET', `/inc.json?ns=${NS}`)).body).toEqual({ n: 7, s: 3, m: 4 });
  });

  it('loses no concurrent increments from two clients', async () => {
    const n = 25;
    const writes = [];
    for (let i = 0; i < n; i++) {
      writes.push(set(ref(a.db, 'counter'), increment(1)));
      writes.push(set(ref(b.db, 'counter'), increment(1)));
    }
    await t(Promise.all(writes), 'increments');
    expect((await rest(emulator, 'GET', `/counter.json?ns=${NS}`)).body).toBe(2 * n);
  });

  it('does not flicker after an own write', async () => {
    await t(set(ref(a.db, 'flick'), 'old'), 'seed');
    const seen: unknown[] = [];
    const unsubscribe = onValue(ref(a.db, 'flick'), (s) => seen.push(s.val()));
    await t(
      new Promise<void>((resolve) => {
        const check = setInterval(() => seen.length > 0 && (clearInterval(check), resolve()));
      }),
      'first value',
    );
    await t(set(ref(a.db, 'flick'), 'new'), 'write');
    await new Promise((r) => setTimeout(r, 50));
    unsubscribe();
    expect(seen).toEqual(['old', 'new']);
  });

  it('stores and orders by priorities', async () => {
    await t(setWithPriority(ref(a.db, 'prio/x'), 'x', 2), 'setWithPriority');
    await t(setWithPriority(ref(a.db, 'prio/y'), 'y', 1), 'setWithPriority');
    await t(set(ref(a.db, 'prio/z'), 'z'), 'set');
    await t(setPriority(ref(a.db, 'prio/z'), 'str'), 'setPriority');
    const exported = (await rest(emulator, 'GET', `/prio.json?ns=${NS}&format=export`)).body;
    expect(exported).toEqual({
      x: { '.value': 'x', '.priority': 2 },
      y: { '.value': 'y', '.priority': 1 },
      z: { '.value': 'z', '.priority': 'str' },
    });
    const snap = await t(get(ref(b.db, 'prio')), 'get');
    const order: string[] = [];
    snap.forEach((c) => {
      order.push(c.key!);
    });
    expect(order).toEqual(['y', 'x', 'z']);
  });
});
