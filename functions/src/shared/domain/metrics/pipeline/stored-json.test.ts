import { describe, expect, expectTypeOf, it } from 'vitest';
import { digestOf, roundSignificant, storedJson } from './stored-json.js';
import type { OnlyKnownKeys, StoredInput, UnknownKeys } from './stored-json.js';

interface Stored {
  version: 1;
  name: string;
  kind: 'a' | 'b';
  total: number;
  note?: string;
  list?: number[];
  byMonth: Record<string, number>;
  nested: { value: number; extra?: { flag: boolean } };
}

describe('storedJson', () => {
  it('rounds to 7 significant digits and keeps integers exact', () => {
    expect(roundSignificant(1234.56789)).toBe(1234.568);
    expect(roundSignificant(0.000123456789)).toBe(0.0001234568);
    expect(roundSignificant(123_456_789.4)).toBe(123_456_800);
    expect(roundSignificant(9_007_199_254_740_991)).toBe(9_007_199_254_740_991);
    expect(roundSignificant(1e-12)).toBe(0);
  });

  it('drops null, undefined, non-finite numbers, empty arrays and empty objects; Maps become objects', () => {
    const stored = storedJson<Stored>({
      version: 1,
      name: 'x',
      kind: 'a',
      total: 1 / 3,
      note: null,
      list: [],
      byMonth: new Map([['2025-01', 2]]),
      nested: { value: 1, extra: undefined },
    });
    expect(stored).toEqual({
      version: 1,
      name: 'x',
      kind: 'a',
      total: 0.3333333,
      byMonth: { '2025-01': 2 },
      nested: { value: 1 },
    });
    expect(storedJson({ a: Number.NaN, b: { c: [] } })).toBeUndefined();
  });

  it('keeps the places of an array: a missing item is 0', () => {
    expect(storedJson({ a: [1, null, Number.POSITIVE_INFINITY, 2] })).toEqual({ a: [1, 0, 0, 2] });
    expect(storedJson({ a: [null, undefined] })).toBeUndefined();
  });
});

describe('StoredInput and UnknownKeys (checked by tsc)', () => {
  it('accepts null or undefined only where the stored shape may lack the field', () => {
    expectTypeOf<{ name: string; note: null }>().toExtend<
      Pick<StoredInput<Stored>, 'name' | 'note'>
    >();
    expectTypeOf<{ name: null }>().not.toExtend<Pick<StoredInput<Stored>, 'name'>>();
    expectTypeOf<{ version: number }>().not.toExtend<Pick<StoredInput<Stored>, 'version'>>();
    expectTypeOf<{ kind: string }>().not.toExtend<Pick<StoredInput<Stored>, 'kind'>>();
  });

  it('accepts a Map for a record and readonly arrays', () => {
    expectTypeOf<{ byMonth: Map<string, number>; list: readonly number[] }>().toExtend<
      Pick<StoredInput<Stored>, 'byMonth' | 'list'>
    >();
    expectTypeOf<{ byMonth: Map<string, string> }>().not.toExtend<
      Pick<StoredInput<Stored>, 'byMonth'>
    >();
    expectTypeOf<{ nested: Map<string, number> }>().not.toExtend<
      Pick<StoredInput<Stored>, 'nested'>
    >();
  });

  it('names the keys the stored shape does not have, at any depth', () => {
    type Value = { name: string; nested: { value: number; extra: { flag: boolean; why: string } } };
    expectTypeOf<UnknownKeys<Value, Stored>>().toEqualTypeOf<'.nested.extra.why'>();
    expectTypeOf<
      UnknownKeys<{ list: { x: number }[] }, { list: { y: number }[] }>
    >().toEqualTypeOf<'.list[].x'>();
    expectTypeOf<
      UnknownKeys<{ byMonth: Map<string, { a: 1; b: 2 }> }, { byMonth: Record<string, { a: 1 }> }>
    >().toEqualTypeOf<'.byMonth.*.b'>();
    expectTypeOf<UnknownKeys<{ name: string; note: null }, Stored>>().toBeNever();
    expectTypeOf<OnlyKnownKeys<{ name: string }, Stored>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<OnlyKnownKeys<{ nome: string }, Stored>>().toEqualTypeOf<{
      unknownKeys: '.nome';
    }>();
  });
});

describe('digestOf', () => {
  it('gives the digests it always gave (stored input versions stay valid)', () => {
    // Digests taken before digestOf kept its running hash as a signed integer (2026-12-01).
    const samples: unknown[] = [
      null,
      0,
      -1.5,
      1e21,
      12345678.123456789,
      'Žižkov 🏢',
      true,
      false,
      [],
      {},
      [1, [2, 'x'], { b: 1, a: 2 }],
      { z: 1, a: { c: [1.0000001, 2], b: 'text' }, m: undefined, n: null },
      {
        general: { name: 'Anděl', grossFloorAreaM2: 5400.25 },
        rows: {
          e1: { month: '2025-01', kwh: 1234.5 },
          e10: { month: '2025-10', kwh: -0.000001 },
        },
      },
    ];
    expect(samples.map((sample) => digestOf(sample))).toEqual([
      '35362923',
      '4b95f515',
      'c569bb48',
      'be833465',
      '1a440130',
      '6215c9fa',
      '19450799',
      '052255db',
      '5246234b',
      '977eb84b',
      '5c6d9e31',
      '75a45127',
      '151c1cc8',
    ]);
  });

  it('does not depend on the order of keys', () => {
    expect(digestOf({ b: 1, a: { d: 2, c: 3 } })).toBe(digestOf({ a: { c: 3, d: 2 }, b: 1 }));
    expect(digestOf({ '10': 1, '2': 2 })).toBe(digestOf({ '2': 2, '10': 1 }));
    expect(digestOf({ a: 1 })).not.toBe(digestOf({ a: 2 }));
  });
});
