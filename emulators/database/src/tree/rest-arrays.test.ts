import { describe, expect, it } from 'vitest';
import { withFirebaseArrays } from './rest-arrays.js';

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
