import { describe, expect, it } from 'vitest';
import { childPath } from '../tree/node.js';
import { overlapOf, overlapMessage, updateEntries } from './update-entries.js';

describe('updateEntries', () => {
  it('gives each key of a multi-path update its path below the base, as childPath splits it', () => {
    const keys = [
      'buildings/b1',
      'buildings/b2/meta',
      'buildings/b2/general',
      'users/u1/buildings/b1',
      'users/u1/buildings/b2',
      'top',
      // Doubled, leading and trailing slashes are ignored, as in a path of a REST URL.
      'a//b',
      '/a/c',
      'a/d/',
      'a/d//e',
    ];
    const update = Object.fromEntries(keys.map((key, index) => [key, index]));
    for (const base of [[], ['ns', 'x']]) {
      const entries = updateEntries(base, update, true);
      expect(entries.map((entry) => entry.path)).toEqual(keys.map((key) => childPath(base, key)));
      expect(entries.map((entry) => entry.data)).toEqual(keys.map((_key, index) => index));
      expect(entries.every((entry) => entry.plain === true)).toBe(true);
      // A key without an empty segment is its path joined; overlapOf reads it as it is.
      expect(entries.map((entry) => entry.key)).toEqual(
        keys.map((key) => (/^\/|\/$|\/\//.test(key) ? undefined : [...base, key].join('/'))),
      );
    }
  });

  it('gives every key a path of its own, which a later write may not change', () => {
    const [first, second] = updateEntries([], { 'users/u1/a': 1, 'users/u1/b': 2 });
    (first!.path as string[]).push('changed');
    expect(second!.path).toEqual(['users', 'u1', 'b']);
    expect(updateEntries([], { 'users/u1/c': 3 })[0]!.path).toEqual(['users', 'u1', 'c']);
  });

  it('finds a key of an update that is another key, or below one, in any order and spelling', () => {
    const overlap = (keys: string[]) =>
      overlapOf(updateEntries(['base'], Object.fromEntries(keys.map((k) => [k, 1]))));
    expect(overlap(['a/b', 'a/c', 'ab', 'a-b/c', 'b/a'])).toBeNull();
    expect(overlap(['a'])).toBeNull();
    expect(overlap(['a', 'a/b'])).toEqual([
      ['base', 'a'],
      ['base', 'a', 'b'],
    ]);
    expect(overlap(['x/y/z', 'q', 'x/y'])).toEqual([
      ['base', 'x', 'y'],
      ['base', 'x', 'y', 'z'],
    ]);
    expect(overlap(['x//y', '/x/y/'])).toEqual([
      ['base', 'x', 'y'],
      ['base', 'x', 'y'],
    ]);
    expect(overlapOf(updateEntries([], { '': 1, a: 2 }))).toEqual([[], ['a']]);
    // Siblings share a parent checked once; a parent that is itself a key is still found.
    expect(overlap(['u/1/a', 'u/1/b', 'u/2/a', 'u/1/c', 'u/2'])).toEqual([
      ['base', 'u', '2'],
      ['base', 'u', '2', 'a'],
    ]);
    expect(overlap(['u/1/a', 'u/1/b', 'u//1/c/', 'u/3/a'])).toBeNull();
    // A commit's shape: many keys of one depth and a shallower one.
    const commit = Array.from({ length: 1000 }, (_, i) => `users/u1/buildings/b${i}`);
    expect(overlap([...commit, 'imports/u1/i1'])).toBeNull();
    expect(overlap(commit)).toBeNull();
    expect(overlap([...commit, 'imports/u1/i1', 'users/u1'])).toEqual([
      ['base', 'users', 'u1'],
      ['base', 'users', 'u1', 'buildings', 'b0'],
    ]);
    expect(overlap([...commit, 'users/u1/buildings/b999/x'])).toEqual([
      ['base', 'users', 'u1', 'buildings', 'b999'],
      ['base', 'users', 'u1', 'buildings', 'b999', 'x'],
    ]);
    expect(overlap(['u/1/a', 'u/1/b', '/u/1/'])).toEqual([
      ['base', 'u', '1'],
      ['base', 'u', '1', 'a'],
    ]);
    expect(overlapMessage([['a'], ['a', 'b']])).toMatch(/\/a and \/a\/b/);
  });
});
