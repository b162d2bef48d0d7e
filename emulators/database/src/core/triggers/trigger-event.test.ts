import { describe, expect, it } from 'vitest';
import { ADMIN } from '../auth.js';
import { fromJSON, sameNode, setNode, toJSON, type BranchNode } from '../../tree/node.js';
import { parseWireData } from '../../tree/wire-data.js';
import { parseRegistration } from './registration.js';
import { deltaOf, eventDataBytes, eventRequest, firesOn } from './trigger-event.js';

/** firebase-functions' applyChange (common/utilities/utils.js), the reader of `delta`. */
function applyChange(src: unknown, dest: unknown): unknown {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;
  if (!isObject(dest) || !isObject(src)) return dest;
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(src), ...Object.keys(dest)])) {
    if (key in dest) {
      if (dest[key] !== null) out[key] = applyChange(src[key], dest[key]);
    } else if (src[key] !== null) out[key] = src[key];
  }
  return out;
}

describe('deltaOf', () => {
  const cases: [unknown, unknown][] = [
    [null, { a: 1 }],
    [
      { a: 1, b: { c: 2, d: 3 } },
      { a: 1, b: { c: 2 } },
    ],
    [{ a: 1 }, { b: 2 }],
    [{ a: { x: 1 } }, 'leaf'],
    ['leaf', { a: 1 }],
    [{ a: 1 }, null],
  ];
  it.each(cases)('applyChange(before, delta) gives after: %j → %j', (b, a) => {
    const delta = deltaOf(fromJSON(b), fromJSON(a));
    expect(applyChange(b, delta) ?? null).toEqual(a);
  });
  it('holds only what changed', () => {
    expect(
      deltaOf(fromJSON({ a: 1, b: { c: 2, d: 3 } }), fromJSON({ a: 1, b: { c: 5, d: 3 } })),
    ).toEqual({ b: { c: 5 } });
  });
});

describe('sameNode and firesOn', () => {
  it('compares values, not identities', () => {
    expect(sameNode(fromJSON({ a: { b: 1 } }), fromJSON({ a: { b: 1 } }))).toBe(true);
    expect(sameNode(fromJSON({ a: { b: 1 } }), fromJSON({ a: { b: 2 } }))).toBe(false);
    expect(sameNode(fromJSON({ '.value': 1, '.priority': 2 }), fromJSON(1))).toBe(false);
    expect(toJSON(fromJSON({ a: 1 }))).toEqual({ a: 1 });
  });
  it('created, updated, deleted fire only on their change', () => {
    const one = fromJSON(1);
    expect([firesOn('create', null, one), firesOn('create', one, one)]).toEqual([true, false]);
    expect([firesOn('update', one, one), firesOn('update', null, one)]).toEqual([true, false]);
    expect([firesOn('delete', one, null), firesOn('delete', null, one)]).toEqual([true, false]);
  });
});

describe('eventDataBytes', () => {
  const registration = parseRegistration(
    {
      name: 'projects/p/locations/europe-west1/triggers/europe-west1-fn-0',
      path: 'a/{id}',
      event: 'google.firebase.database.ref.v1.written',
    },
    null,
  );
  const cases: [unknown, unknown][] = [
    [null, { a: 1 }],
    [
      { a: 1, b: { c: 'ž', d: 3 } },
      { a: 1, b: { c: 'Ž “x”' } },
    ],
    [{ a: 'line\nbreak' }, { b: 2, c: true }],
    [{ a: { x: 1 } }, 'leaf 🏢'],
    [
      { '.priority': 1, a: 1 },
      { '.priority': 2, a: 1 },
    ],
    [{ a: 1, b: 2 }, null],
    [1.5e-7, -0],
  ];
  it.each(cases)('is the UTF-8 size of the delivered data: %j → %j', (b, a) => {
    const [before, after] = [fromJSON(b), fromJSON(a)];
    const body = eventRequest(
      {
        registration,
        namespace: 'ns',
        path: ['a', 'x'],
        before,
        after,
        who: ADMIN,
        timeMs: 0,
        write: 1,
      },
      '127.0.0.1:9000',
    ).body;
    const data = (JSON.parse(body) as { data: unknown }).data;
    expect(eventDataBytes(before, after)).toBe(Buffer.byteLength(JSON.stringify(data)));
  });
});

describe('eventDataBytes of data kept as written (tree/json-children.ts)', () => {
  it("sizes an event over production's 1 MB as for the same data built node by node", () => {
    // A building with one long text of 1,000,000 bytes (two a letter): its event is over 1 MB.
    const large = () => ({
      meta: { ownerUid: 'u1', status: 'temporary' },
      general: { name: 'Žižkov Offices', grossFloorAreaM2: 2150.5 },
      notes: { text: 'ž'.repeat(500_000) },
    });
    const kept = parseWireData(large(), 2);
    expect((kept as BranchNode).json).toBeDefined();
    const after = setNode(kept, ['general', 'name'], { kind: 'leaf', value: 'Renamed' });
    const bytes = eventDataBytes(kept, after);
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(bytes).toBe(eventDataBytes(fromJSON(large()), after));
  });
});
