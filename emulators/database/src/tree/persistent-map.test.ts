import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistent-map.js';

describe('PersistentMap', () => {
  it('behaves like a Map under random sets and deletes, sharing old versions', () => {
    let map = PersistentMap.from<number>([]);
    const model = new Map<string, number>();
    const snapshots: [PersistentMap<number>, Map<string, number>][] = [];
    let seed = 7;
    const rand = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 20000; i++) {
      const key = `k${rand(3000)}`;
      if (rand(3) === 0) {
        map = map.delete(key);
        model.delete(key);
      } else {
        map = map.set(key, i);
        model.set(key, i);
      }
      if (i % 5000 === 0) snapshots.push([map, new Map(model)]);
    }
    expect(map.size).toBe(model.size);
    expect(new Map(map)).toEqual(model);
    for (const [old, copy] of snapshots) expect(new Map(old)).toEqual(copy);
    for (const key of model.keys()) expect(map.get(key)).toBe(model.get(key));
    expect(map.get('missing')).toBeUndefined();
  });

  it('applies a batch of changes as the chain of sets and deletes would, leaving the old map', () => {
    const base = PersistentMap.from(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i] as const));
    const changes: [string, number | null][] = [];
    const model = new Map(base);
    let seed = 3;
    const rand = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 8000; i++) {
      const key = `k${rand(7000)}`;
      const value = rand(3) === 0 ? null : -i;
      changes.push([key, value]);
      if (value === null) model.delete(key);
      else model.set(key, value);
    }
    const next = base.withChanges(changes);
    expect(next.size).toBe(model.size);
    expect(new Map(next)).toEqual(model);
    expect(base.size).toBe(5000);
    expect(base.get('k42')).toBe(42);
    expect(base.withChanges([['missing', null]])).toBe(base);
  });
});
