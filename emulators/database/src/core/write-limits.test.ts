import { describe, expect, it } from 'vitest';
import { fromJSON } from '../tree/node.js';
import { nodeCount } from '../tree/tree-measure.js';
import { parseWireData } from '../tree/wire-data.js';
import { NODES_PER_SECOND, parseWriteSizeLimit, writeSizeRefusal } from './write-limits.js';

describe('writeSizeRefusal', () => {
  it('allows what the target time writes, refuses one node more', () => {
    expect(writeSizeRefusal(NODES_PER_SECOND, [], 'tiny')).toBeNull();
    expect(writeSizeRefusal(NODES_PER_SECOND + 1, [], 'tiny')).toEqual({
      status: 'write_too_big',
      message:
        'Data to write exceeds the maximum size that can be modified with a single request. ' +
        '(1,000,001 nodes written or removed, about 1.0 s; writeSizeLimit tiny allows 1 s)',
    });
    expect(writeSizeRefusal(10 * NODES_PER_SECOND, [], 'small')).toBeNull();
    expect(writeSizeRefusal(60 * NODES_PER_SECOND + 1, [], 'large')?.status).toBe('write_too_big');
    expect(writeSizeRefusal(Number.MAX_SAFE_INTEGER, [], 'unlimited')).toBeNull();
  });

  it('counts the nodes a write replaces or removes', () => {
    const removed = fromJSON({ a: { b: 1, c: 2 }, d: 3 })!;
    expect(nodeCount(removed)).toBe(5);
    expect(writeSizeRefusal(NODES_PER_SECOND - 5, [removed], 'tiny')).toBeNull();
    expect(writeSizeRefusal(NODES_PER_SECOND - 4, [removed], 'tiny')).not.toBeNull();
  });

  it('takes the written nodes parseWireData counts', () => {
    const counter = { nodes: 0 };
    const node = parseWireData(
      { a: { b: 1, c: { '.value': 'x', '.priority': 1 } }, e: {}, f: null },
      0,
      counter,
    );
    expect(counter.nodes).toBe(nodeCount(node));
    expect(counter.nodes).toBe(4);
  });

  it('parses the REST parameter’s five values and nothing else', () => {
    expect(['tiny', 'small', 'medium', 'large', 'unlimited'].map(parseWriteSizeLimit)).toEqual([
      'tiny',
      'small',
      'medium',
      'large',
      'unlimited',
    ]);
    expect(parseWriteSizeLimit('huge')).toBeUndefined();
    expect(parseWriteSizeLimit('Large')).toBeUndefined();
  });
});
