import { describe, expect, it } from 'vitest';
import { fromJSON } from './node.js';
import { MAX_NAME, MIN_NAME, compareKeys, sortedChildren } from './order.js';

describe('compareKeys', () => {
  it('puts 32-bit integer keys first, numerically, shorter first on ties', () => {
    const keys = ['b', '10', 'a', '9', '-1', '007', '7', '2147483648', 'A'];
    expect([...keys].sort(compareKeys)).toEqual([
      '-1',
      '7',
      '007',
      '9',
      '10',
      '2147483648',
      'A',
      'a',
      'b',
    ]);
  });
  it('treats MIN_NAME and MAX_NAME as extremes', () => {
    expect(compareKeys(MIN_NAME, '-5')).toBeLessThan(0);
    expect(compareKeys('zzz', MAX_NAME)).toBeLessThan(0);
  });
});

describe('sortedChildren', () => {
  const node = fromJSON({
    a: { s: 'x' },
    b: { s: 2 },
    c: { s: true },
    d: { s: false },
    e: {},
    f: { s: { deep: 1 } },
    g: { s: 1 },
  });
  it('orders by child value: null, false, true, numbers, strings, objects', () => {
    const keys = sortedChildren(node, { kind: 'child', path: ['s'] }).map(([k]) => k);
    expect(keys).toEqual(['d', 'c', 'g', 'b', 'a', 'f']);
  });
  it('orders by priority: none, numbers, strings', () => {
    const p = fromJSON({
      x: { '.value': 1, '.priority': 'a' },
      y: { '.value': 1, '.priority': 5 },
      z: 1,
    });
    expect(sortedChildren(p, { kind: 'priority' }).map(([k]) => k)).toEqual(['z', 'y', 'x']);
  });
});
