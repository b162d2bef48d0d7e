import { describe, expect, it } from 'vitest';
import { fromJSON, getNode, setNode, setNodes, toJSON, type Path, type TreeNode } from './node.js';

/** A small seeded generator, so a failure repeats. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => (state = (state * 1103515245 + 12345) % 2 ** 31) % n;
}

const KEYS = ['a', 'b', 'c', 'd'];

function randomValue(rand: (n: number) => number, depth: number): unknown {
  const kind = rand(depth > 2 ? 2 : 5);
  if (kind === 0) return rand(100);
  if (kind === 1) return rand(4) === 0 ? null : `s${rand(10)}`;
  if (kind === 2) return {};
  const out: Record<string, unknown> = {};
  for (const key of KEYS) if (rand(2) === 0) out[key] = randomValue(rand, depth + 1);
  if (rand(6) === 0) out['.priority'] = rand(9);
  return out;
}

function randomPath(rand: (n: number) => number): Path {
  return Array.from({ length: 1 + rand(3) }, () => KEYS[rand(KEYS.length)]!);
}

describe('setNodes', () => {
  it('gives the tree that setting each path in order gives, or declines', () => {
    const rand = random(11);
    let batched = 0;
    for (let round = 0; round < 3000; round++) {
      const root = fromJSON(randomValue(rand, 0));
      const writes = Array.from({ length: 1 + rand(6) }, (): [Path, TreeNode | null] => [
        randomPath(rand),
        fromJSON(randomValue(rand, 2)),
      ]);
      const sequential = writes.reduce((tree, [path, node]) => setNode(tree, path, node), root);
      const replaced: TreeNode[] = [];
      const result = setNodes(root, writes, replaced);
      if (result === undefined) {
        expect(replaced).toEqual([]);
        continue;
      }
      batched += 1;
      expect(toJSON(result, true)).toEqual(toJSON(sequential, true));
      // What each write replaced: the node at its path before (batched paths never overlap).
      const before = writes.map(([path]) => getNode(root, path)).filter((node) => node !== null);
      expect(new Set(replaced)).toEqual(new Set(before));
    }
    expect(batched).toBeGreaterThan(1000);
  });

  it('declines overlapping paths and deletes below a branch with a priority', () => {
    const root = fromJSON({ a: { b: 1, c: 2, '.priority': 1 }, d: 1 });
    const leaf = fromJSON(5);
    expect(
      setNodes(root, [
        [['a'], leaf],
        [['a', 'b'], leaf],
      ]),
    ).toBeUndefined();
    expect(
      setNodes(root, [
        [['a', 'b'], leaf],
        [['a', 'b'], null],
      ]),
    ).toBeUndefined();
    expect(
      setNodes(root, [
        [['a', 'b'], null],
        [['d'], leaf],
      ]),
    ).toBeUndefined();
    expect(
      setNodes(root, [
        [['a', 'b'], leaf],
        [['d'], null],
      ]),
    ).toBeUndefined();
    expect(
      toJSON(
        setNodes(root, [
          [['a', 'b'], leaf],
          [['d'], leaf],
        ])!,
        true,
      ),
    ).toEqual({
      a: { b: 5, c: 2, '.priority': 1 },
      d: 5,
    });
  });

  it('copies each changed branch once and shares what it does not change', () => {
    const json: Record<string, unknown> = { other: { x: 1 } };
    for (let i = 0; i < 1000; i++) json[`k${i}`] = { n: i };
    const root = fromJSON({ big: json });
    const writes: [Path, TreeNode | null][] = [];
    for (let i = 0; i < 500; i++) writes.push([['big', `k${i}`, 'n'], fromJSON(-i)]);
    writes.push([['big', 'k999'], null], [['big', 'new'], fromJSON(true)]);
    const result = setNodes(root, writes)!;
    expect(getNode(result, ['big', 'k3', 'n'])).toEqual({ kind: 'leaf', value: -3 });
    expect(getNode(result, ['big', 'k999'])).toBeNull();
    expect(getNode(result, ['big', 'new'])).toEqual({ kind: 'leaf', value: true });
    expect(getNode(result, ['big', 'other'])).toBe(getNode(root, ['big', 'other']));
    expect(getNode(result, ['big', 'k700'])).toBe(getNode(root, ['big', 'k700']));
    expect(toJSON(getNode(root, ['big', 'k3']))).toEqual({ n: 3 });
  });
});
