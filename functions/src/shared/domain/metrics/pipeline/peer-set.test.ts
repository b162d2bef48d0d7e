import { describe, expect, it } from 'vitest';
import type { BenchmarkSubject } from '../benchmarks/benchmark.js';
import { peerSetOf } from './peer-set.js';

const subject = (buildingId: string) => ({ buildingId }) as BenchmarkSubject;

describe('peerSetOf', () => {
  it('counts the chosen peers with figures, in the order chosen, and says why the others are not', () => {
    const set = peerSetOf(
      'me',
      { buildingIds: { a: true, b: true, c: true, d: true } },
      [subject('c'), subject('a')],
      { b: 'noFigures' },
    );
    expect(set).toEqual({
      chosen: 4,
      countedIds: ['a', 'c'],
      // Without a reason from the reader, a chosen building not counted is unavailable.
      excluded: { b: 'noFigures', d: 'unavailable' },
    });
  });

  it('leaves the building itself out, and stores only the count when nothing is chosen', () => {
    expect(peerSetOf('me', { buildingIds: { me: true } }, [], {})).toEqual({ chosen: 0 });
    expect(peerSetOf('me', undefined, [])).toEqual({ chosen: 0 });
  });
});
