import { describe, expect, it } from 'vitest';
import { fromJSON, toJSON } from './node.js';
import { applyQuery, parseWireQuery, type WireQuery } from './query.js';

const scores = fromJSON({ a: { s: 1 }, b: { s: 2 }, c: { s: 2 }, d: { s: 3 }, e: { s: 'x' } });
const run = (q: WireQuery): string[] =>
  Object.keys((toJSON(applyQuery(scores, parseWireQuery(q))) as object | null) ?? {});

describe('applyQuery', () => {
  it('applies child bounds with and without keys', () => {
    expect(run({ i: 's', sp: 2, sin: true })).toEqual(['b', 'c', 'd', 'e']);
    expect(run({ i: 's', sp: 2, sn: 'c', sin: true })).toEqual(['c', 'd', 'e']);
    expect(run({ i: 's', sp: 2, sn: '[MAX_NAME]', sin: false })).toEqual(['d', 'e']);
    expect(run({ i: 's', ep: 2, en: '[MIN_NAME]', ein: false })).toEqual(['a']);
    expect(run({ i: 's', sp: 2, sin: true, ep: 2, ein: true })).toEqual(['b', 'c']);
  });
  it('applies limits from either side after bounds', () => {
    expect(run({ i: 's', l: 2, vf: 'l' })).toEqual(['a', 'b']);
    expect(run({ i: 's', l: 2, vf: 'r' })).toEqual(['d', 'e']);
    expect(run({ i: 's', sp: 2, sin: true, l: 1, vf: 'r' })).toEqual(['e']);
  });
  it('applies key bounds', () => {
    expect(run({ i: '.key', sp: 'b', sin: false, ep: 'd', ein: true })).toEqual(['c', 'd']);
  });
});
