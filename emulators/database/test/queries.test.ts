import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endAt,
  endBefore,
  equalTo,
  get,
  limitToFirst,
  limitToLast,
  onValue,
  orderByChild,
  orderByKey,
  orderByPriority,
  orderByValue,
  query,
  ref,
  remove,
  set,
  startAfter,
  startAt,
  type Query,
} from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
import {
  RawClient,
  rest,
  startTestEmulator,
  webClient,
  withTimeout,
  type WebClient,
} from './helpers.js';

let emulator: RunningEmulator;
let a: WebClient;
const NS = 'queries';
const scores = {
  a: { s: 1 },
  b: { s: 2 },
  c: { s: 2 },
  d: { s: 3 },
  e: { s: 'x' },
  f: { s: true },
};

beforeAll(async () => {
  // Firebase answers a query's get by a child or value only where the rules index it.
  emulator = await startTestEmulator({
    rulesText: JSON.stringify({
      rules: {
        '.read': true,
        '.write': true,
        scores: { '.indexOn': ['s'] },
        vals: { '.indexOn': ['.value'] },
        board: { '.indexOn': ['s'] },
      },
    }),
  });
  await rest(emulator, 'PUT', `/.json?ns=${NS}`, {
    scores,
    ints: { '10': 'ten', '9': 'nine', '-1': 'neg', a: 'a', '1': 'one' },
    vals: { x: 3, y: 'str', z: false, w: 1, v: { o: 1 } },
    prios: {
      p: { '.value': 1, '.priority': 1 },
      q: { '.value': 1, '.priority': 2 },
      r: { '.value': 1, '.priority': 'b' },
      s: { '.value': 1, '.priority': 'a' },
      t: 1,
    },
  });
  a = webClient(emulator, NS);
});
afterAll(async () => {
  await a.close();
  await emulator.stop();
});

async function keysOf(q: Query): Promise<string[]> {
  const snap = await withTimeout(get(q), 'query get');
  const keys: string[] = [];
  snap.forEach((c) => {
    keys.push(c.key!);
  });
  return keys;
}

describe('queries', () => {
  const s = (): Query => ref(a.db, 'scores');
  it('orders by child with bounds, with and without keys', async () => {
    expect(await keysOf(query(s(), orderByChild('s'), startAt(2)))).toEqual(['b', 'c', 'd', 'e']);
    expect(await keysOf(query(s(), orderByChild('s'), startAt(2, 'c')))).toEqual(['c', 'd', 'e']);
    expect(await keysOf(query(s(), orderByChild('s'), startAfter(2)))).toEqual(['d', 'e']);
    expect(await keysOf(query(s(), orderByChild('s'), startAfter(2, 'b')))).toEqual([
      'c',
      'd',
      'e',
    ]);
    expect(await keysOf(query(s(), orderByChild('s'), endAt(2)))).toEqual(['f', 'a', 'b', 'c']);
    expect(await keysOf(query(s(), orderByChild('s'), endBefore(2)))).toEqual(['f', 'a']);
    expect(await keysOf(query(s(), orderByChild('s'), equalTo(2)))).toEqual(['b', 'c']);
    expect(await keysOf(query(s(), orderByChild('s'), equalTo(2, 'c')))).toEqual(['c']);
  });

  it('orders by key and value, integer keys first, mixed types in order', async () => {
    expect(await keysOf(query(ref(a.db, 'ints'), orderByKey()))).toEqual([
      '-1',
      '1',
      '9',
      '10',
      'a',
    ]);
    expect(await keysOf(query(ref(a.db, 'ints'), orderByKey(), startAt('9'), endAt('a')))).toEqual([
      '9',
      '10',
      'a',
    ]);
    expect(await keysOf(query(ref(a.db, 'vals'), orderByValue()))).toEqual([
      'z',
      'w',
      'x',
      'y',
      'v',
    ]);
    expect(
      await keysOf(query(ref(a.db, 'vals'), orderByValue(), startAt(2), limitToFirst(2))),
    ).toEqual(['x', 'y']);
    const ints = ref(a.db, 'ints');
    expect(await keysOf(query(ints, orderByKey(), startAfter('1'), endBefore('a')))).toEqual([
      '9',
      '10',
    ]);
    const vals = ref(a.db, 'vals');
    expect(await keysOf(query(vals, orderByValue(), startAfter(1), endBefore('str')))).toEqual([
      'x',
    ]);
    const prios = ref(a.db, 'prios');
    expect(await keysOf(query(prios, orderByPriority(), startAt(2), endAt('b')))).toEqual([
      'q',
      's',
      'r',
    ]);
  });

  it('keeps a limitToLast window live on insert, delete and move', async () => {
    await withTimeout(set(ref(a.db, 'board'), { p: { s: 1 }, q: { s: 2 }, r: { s: 3 } }), 'seed');
    const other = webClient(emulator, NS);
    const views: string[][] = [];
    const q = query(ref(other.db, 'board'), orderByChild('s'), limitToLast(2));
    const unsubscribe = onValue(q, (snap) => {
      const keys: string[] = [];
      snap.forEach((c) => {
        keys.push(c.key!);
      });
      views.push(keys);
    });
    const until = (want: string): Promise<void> =>
      withTimeout(
        new Promise<void>((resolve) => {
          const poll = setInterval(() => {
            if (views.some((v) => v.join() === want)) {
              clearInterval(poll);
              resolve();
            }
          }, 5);
        }),
        `window ${want}`,
      );
    try {
      await until('q,r');
      await set(ref(a.db, 'board/t'), { s: 4 });
      await until('r,t');
      await remove(ref(a.db, 'board/t'));
      await until('q,r');
      await set(ref(a.db, 'board/p/s'), 10);
      await until('r,p');
      const first: string[][] = [];
      const stopFirst = onValue(
        query(ref(other.db, 'board'), orderByChild('s'), limitToFirst(1)),
        (snap) => {
          const keys: string[] = [];
          snap.forEach((c) => {
            keys.push(c.key!);
          });
          first.push(keys);
        },
      );
      await set(ref(a.db, 'board/u'), { s: 0 });
      await withTimeout(
        new Promise<void>((resolve) => {
          const poll = setInterval(
            () => first.some((v) => v.join() === 'u') && (clearInterval(poll), resolve()),
            5,
          );
        }),
        'limitToFirst window',
      );
      stopFirst();
    } finally {
      unsubscribe();
      await other.close();
    }
  });

  it('tags filtered listens beside a default listener, and unlisten stops pushes', async () => {
    const raw = await RawClient.connect(emulator, NS);
    await raw.request('q', { p: '/scores', h: '' });
    const q = { i: 's', sp: 3, sin: true };
    const reply = await raw.request('q', { p: '/scores', h: '', q, t: 7 });
    expect(reply.s).toBe('ok');
    // Indexed: no warning. The same listen where the rules index nothing is answered too, with
    // the warning the SDK turns into "Using an unspecified index".
    expect(reply.d).toBe('');
    const unindexed = await raw.request('q', { p: '/ints', h: '', q: { i: 's' }, t: 8 });
    expect(unindexed).toMatchObject({ s: 'ok', d: { w: ['no_index'] } });
    await raw.request('n', { p: '/ints', q: { i: 's' }, t: 8 });
    const tagged = await raw.waitFor((m) => m.d?.b?.t === 7, 'tagged push');
    expect(tagged.d.b?.d).toEqual({ d: { s: 3 }, e: { s: 'x' } });
    const count = raw.messages.length;
    await raw.request('n', { p: '/scores', q, t: 7 });
    await raw.request('n', { p: '/scores' });
    await rest(emulator, 'PUT', `/scores/z.json?ns=${NS}`, { s: 9 });
    await raw.request('s', {});
    expect(raw.messages.slice(count).filter((m) => m.d.a === 'd')).toEqual([]);
    await raw.close();
  });
});
