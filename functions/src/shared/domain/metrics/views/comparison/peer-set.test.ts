import { describe, expect, it } from 'vitest';
import { peerSetChoice } from './peer-set.js';

function benchmarks(counted: number, chosen?: number) {
  return {
    total: { peers: { count: counted } },
    ...(chosen === undefined ? {} : { peerSet: { chosen } }),
  } as Parameters<typeof peerSetChoice>[0];
}

describe('peerSetChoice', () => {
  it.each([
    // counted, chosen, asked, defaultToChosen → requested, shown
    [0, undefined, undefined, true, 'reference', 'reference'],
    [3, 3, undefined, true, 'peers', 'peers'],
    [0, 2, undefined, true, 'peers', 'reference'],
    [0, 2, undefined, false, 'reference', 'reference'],
    [3, 4, undefined, false, 'peers', 'peers'],
    [3, 3, 'reference', true, 'reference', 'reference'],
    [0, 0, 'peers', true, 'peers', 'reference'],
    [2, 2, 'peers', false, 'peers', 'peers'],
  ] as const)(
    'counted %s of %s chosen, asked %s, default to chosen %s: requests %s, shows %s',
    (counted, chosen, asked, defaultToChosen, requested, shown) => {
      expect(peerSetChoice(benchmarks(counted, chosen), asked, defaultToChosen)).toEqual({
        requested,
        shown,
        counted,
        chosen: chosen ?? 0,
      });
    },
  );
});
