import { describe, expect, it } from 'vitest';
import { fromJSON, toJSON, type Path } from '../../tree/node.js';
import {
  forEachTouched,
  parseTriggerPath,
  touchedPaths,
  TriggerPathError,
  WriteNodes,
} from './trigger-path.js';

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

describe('forEachTouched', () => {
  /** Each concrete path with its values before and after, for writes at `changed`. */
  const touched = (pattern: string, changed: Path[]) => {
    const write = new WriteNodes(before, after, changed);
    const seen: [string, unknown, unknown][] = [];
    changed.forEach((_, index) =>
      forEachTouched(parseTriggerPath(pattern), write, index, (path, old, now) =>
        seen.push([path.join('/'), toJSON(old), toJSON(now)]),
      ),
    );
    return seen.sort(([a], [b]) => a.localeCompare(b));
  };
  it('gives the nodes at each path it expands to, looked up from the written path', () => {
    expect(touched('b/{id}/meta', [['b']])).toEqual([
      ['b/x/meta', 1, null],
      ['b/y/meta', 2, 3],
      ['b/z/meta', null, 4],
    ]);
    expect(
      touched('b/{id}', [
        ['b', 'y'],
        ['b', 'z'],
      ]),
    ).toEqual([
      ['b/y', { meta: 2 }, { meta: 3 }],
      ['b/z', null, { meta: 4 }],
    ]);
  });
  it('gives the nodes at the ancestor a write below the pattern fires at', () => {
    expect(touched('b/{id}', [['b', 'x', 'meta']])).toEqual([['b/x', { meta: 1 }, null]]);
  });
  it('gives no node below a leaf or a missing child', () => {
    expect(touched('b/{id}/meta/deeper', [['b', 'y']])).toEqual([['b/y/meta/deeper', null, null]]);
  });
});
