import { describe, expect, it } from 'vitest';
import { fromJSON, setNode, toJSON, type TreeNode } from './node.js';
import { jsonBytes, jsonStringBytes, nodeCount } from './tree-measure.js';

/** A small seeded generator, so a failure repeats. */
function random(seed: number): (n: number) => number {
  let state = seed;
  return (n) => (state = (state * 1103515245 + 12345) % 2 ** 31) % n;
}

const STRINGS = [
  '',
  'plain',
  'quote " and backslash \\',
  'controls \b\f\n\r\t \u0000 \u001f \u007f',
  'Žluťoučký kůň, Grüße',
  'CJK 漢字 and emoji 🏢👩‍💻',
  'lone surrogates \ud800 x \udc00 and a reversed pair \udc00\ud800',
  '\u2028\u2029',
];
const NUMBERS = [0, -0, 1, -17, 0.1, 1 / 3, 1e21, 1.5e-7, -(2 ** 53), Number.MAX_VALUE];
const KEYS = ['a', 'key "quoted"', 'back\\slash', 'ünï', '🔑', '__x'];

function randomValue(rand: (n: number) => number, depth: number): unknown {
  const kind = rand(depth > 3 ? 3 : 5);
  if (kind === 0) return NUMBERS[rand(NUMBERS.length)];
  if (kind === 1) return STRINGS[rand(STRINGS.length)];
  if (kind === 2) return rand(2) === 0;
  const out: Record<string, unknown> = {};
  for (const key of KEYS) if (rand(2) === 0) out[key] = randomValue(rand, depth + 1);
  if (rand(5) === 0) out['.priority'] = rand(9);
  return out;
}

function countNodes(json: unknown): number {
  if (json === null || typeof json !== 'object') return json === null ? 0 : 1;
  return 1 + Object.values(json).reduce<number>((sum, child) => sum + countNodes(child), 0);
}

describe('jsonStringBytes', () => {
  it('is the UTF-8 length of JSON.stringify for every kind of character', () => {
    for (const text of STRINGS) {
      expect(jsonStringBytes(text), JSON.stringify(text)).toBe(
        Buffer.byteLength(JSON.stringify(text)),
      );
    }
  });
});

describe('jsonBytes and nodeCount', () => {
  it('equal the JSON text’s UTF-8 length and the nodes, for random trees', () => {
    const rand = random(5);
    for (let round = 0; round < 2000; round++) {
      const node = fromJSON(randomValue(rand, 0));
      const json = toJSON(node);
      expect(jsonBytes(node)).toBe(Buffer.byteLength(JSON.stringify(json)));
      expect(nodeCount(node)).toBe(countNodes(json));
    }
  });

  it('stay right after a write below a measured branch (persistent children included)', () => {
    const wide: Record<string, unknown> = {};
    for (let i = 0; i < 100; i++) wide[`k${i}`] = { n: i, s: `é${i}` };
    let root: TreeNode | null = fromJSON({ wide, other: 'x' });
    expect(jsonBytes(root)).toBe(Buffer.byteLength(JSON.stringify(toJSON(root))));
    root = setNode(root, ['wide', 'k7', 's'], { kind: 'leaf', value: 'longer “value”' });
    root = setNode(root, ['wide', 'k8'], null);
    expect(jsonBytes(root)).toBe(Buffer.byteLength(JSON.stringify(toJSON(root))));
    expect(nodeCount(root)).toBe(countNodes(toJSON(root)));
    expect(jsonBytes(null)).toBe(4);
    expect(nodeCount(null)).toBe(0);
  });
});
