import { describe, expect, it } from 'vitest';
import { fromJSON } from '../../tree/node.js';
import { parseTriggerPath, touchedPaths, TriggerPathError } from './trigger-path.js';

const before = fromJSON({ b: { x: { meta: 1 }, y: { meta: 2 } } });
const after = fromJSON({ b: { y: { meta: 3 }, z: { meta: 4 } } });
const paths = (pattern: string, changed: string[]) =>
  touchedPaths(parseTriggerPath(pattern), changed, before, after).map((p) => p.join('/'));

describe('touchedPaths', () => {
  it('a write below the pattern fires at its ancestor of the pattern depth', () => {
    expect(paths('/b/{id}', ['b', 'y', 'meta', 'deep'])).toEqual(['b/y']);
  });
  it('a write above the pattern expands over children before and after', () => {
    expect(paths('b/{id}/meta', ['b']).sort()).toEqual(['b/x/meta', 'b/y/meta', 'b/z/meta']);
    expect(paths('{root}/y', [])).toEqual(['b/y']);
  });
  it('literal segments must match', () => {
    expect(paths('c/{id}', ['b', 'y'])).toEqual([]);
    expect(paths('b/{id}/other', ['b', 'y', 'meta'])).toEqual([]);
  });
  it('a multi-segment wildcard fires at the write, or at each child of its prefix', () => {
    expect(paths('b/{rest=**}', ['b', 'y', 'meta'])).toEqual(['b/y/meta']);
    expect(paths('b/**', ['b']).sort()).toEqual(['b/x', 'b/y', 'b/z']);
  });
  it('refuses patterns it cannot serve', () => {
    expect(() => parseTriggerPath('a/**/b')).toThrow(TriggerPathError);
    expect(() => parseTriggerPath('a/pre{x}')).toThrow(TriggerPathError);
  });
});
