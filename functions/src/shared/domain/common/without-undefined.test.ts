import { describe, expect, it } from 'vitest';
import { withoutUndefined } from './without-undefined.js';

describe('withoutUndefined', () => {
  it('leaves out undefined fields and keeps every other value, one level deep', () => {
    const nested = { inner: undefined };
    expect(
      withoutUndefined({ a: undefined, b: 0, c: '', d: false, e: null, f: nested, g: 'x' }),
    ).toEqual({ b: 0, c: '', d: false, e: null, f: nested, g: 'x' });
    expect(Object.keys(withoutUndefined({ a: undefined }))).toEqual([]);
  });
});
