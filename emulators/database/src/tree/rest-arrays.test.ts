import { describe, expect, it } from 'vitest';
import { fromJSON, toJSON } from './node.js';
import { toRestJSON, withFirebaseArrays } from './rest-arrays.js';

describe('withFirebaseArrays', () => {
  it('turns dense integer-keyed objects into arrays, at any depth', () => {
    expect(withFirebaseArrays({ t: { '0': 1, '1': 2, '2': 3 }, v: { '0': 'a' } })).toEqual({
      t: [1, 2, 3],
      v: ['a'],
    });
    expect(withFirebaseArrays({ '0': { '0': true, '1': false } })).toEqual([[true, false]]);
  });

  it('fills gaps with null while more than half of the indices are present', () => {
    expect(withFirebaseArrays({ '0': 'a', '2': 'c' })).toEqual(['a', null, 'c']);
    expect(withFirebaseArrays({ '0': 'a', '5': 'f' })).toEqual({ '0': 'a', '5': 'f' });
  });

  it('leaves other objects and leaves alone', () => {
    expect(withFirebaseArrays({ a: 1, '0': 2 })).toEqual({ a: 1, '0': 2 });
    expect(withFirebaseArrays({ '01': 1 })).toEqual({ '01': 1 });
    expect(withFirebaseArrays({ '-1': 1 })).toEqual({ '-1': 1 });
    expect(withFirebaseArrays('text')).toBe('text');
    expect(withFirebaseArrays(null)).toBeNull();
  });
});

describe('toRestJSON', () => {
  /** A random tree: branches of random keys (indices, digit-led names, others), leaves. */
  function randomJson(random: () => number, depth: number): unknown {
    if (depth > 3 || random() < 0.3) {
      const pick = random();
      return pick < 0.4 ? Math.round(random() * 100) : pick < 0.7 ? `s${pick}` : pick < 0.85;
    }
    const out: Record<string, unknown> = {};
    const kind = random();
    const size = 1 + Math.floor(random() * 6);
    for (let i = 0; i < size; i++) {
      const key =
        kind < 0.4
          ? String(Math.floor(random() * 8))
          : kind < 0.6
            ? `${Math.floor(random() * 9)}x`
            : kind < 0.7
              ? random() < 0.5
                ? String(i)
                : `k${i}`
              : `key${Math.floor(random() * 20)}`;
      out[key] = randomJson(random, depth + 1);
    }
    return out;
  }

  it('answers what withFirebaseArrays(toJSON(node)) answers', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let run = 0; run < 2000; run++) {
      const node = fromJSON(randomJson(random, 0));
      expect(toRestJSON(node)).toEqual(withFirebaseArrays(toJSON(node)));
    }
    expect(toRestJSON(null)).toBeNull();
    expect(toRestJSON(fromJSON({ 0: 'a', 2: 'c' }))).toEqual(['a', null, 'c']);
    expect(toRestJSON(fromJSON({ 0: 'a', 5: 'f' }))).toEqual({ 0: 'a', 5: 'f' });
    expect(toRestJSON(fromJSON({ '01': 'a', 1: 'b' }))).toEqual({ '01': 'a', 1: 'b' });
  });
});
