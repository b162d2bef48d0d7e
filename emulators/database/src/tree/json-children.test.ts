import { describe, expect, it } from 'vitest';
import { JsonChildren } from './json-children.js';
import { fromJSON, getNode, setNode, toJSON, type BranchNode, type TreeNode } from './node.js';
import { toRestJSON } from './rest-arrays.js';
import { jsonBytes, nodeCount } from './tree-measure.js';
import { parseWireData } from './wire-data.js';

/** An imported building, as the CSV import writes one. */
const building = () => ({
  meta: {
    ownerUid: 'u1',
    status: 'temporary',
    createdAtMs: 1_700_000_000_000,
    externalId: 'espm:501',
    wizard: { step: 'general', percent: 0 },
  },
  general: { name: 'Žižkov Offices "B"', grossFloorAreaM2: 2150.5, country: 'CZ', listed: false },
  members: { u1: 'owner' },
  history: { '2023': { siteEuiKwhPerM2: 143 }, '10': { note: 'ten' }, '2': { note: 'two' } },
});

const parsed = (json: unknown) => {
  const counter = { nodes: 0 };
  const node = parseWireData(json, 2, counter);
  return { node, nodes: counter.nodes };
};

/** The same value built node by node, as before json-children.ts. */
const built = (json: unknown) => fromJSON(json);

describe('a clean object written is kept as it is', () => {
  it('becomes a branch over the object itself, its JSON that object', () => {
    const json = building();
    const { node } = parsed(json);
    expect(node?.kind).toBe('branch');
    expect((node as BranchNode).json).toBe(json);
    expect((node as BranchNode).children).toBeInstanceOf(JsonChildren);
    expect(toJSON(node)).toBe(json);
    expect(toJSON(node, true)).toBe(json);
    expect(toJSON(node)).toEqual(toJSON(built(building())));
  });

  it('makes a child once, when first asked for, and reads like the branch built from it', () => {
    const { node } = parsed(building());
    const children = (node as BranchNode).children;
    expect(children.size).toBe(4);
    expect(children.has('meta')).toBe(true);
    expect(children.has('spaces')).toBe(false);
    expect(children.get('spaces')).toBeUndefined();
    expect(children.has('toString')).toBe(false);
    const meta = children.get('meta');
    expect(children.get('meta')).toBe(meta);
    expect(getNode(node, ['meta', 'wizard', 'percent'])).toEqual({ kind: 'leaf', value: 0 });
    expect(getNode(node, ['general', 'listed'])).toEqual({ kind: 'leaf', value: false });
    // Keys in the object's own order (integer keys first, as JSON.parse and a Map built from it).
    const reference = built(building()) as BranchNode;
    expect([...children.keys()]).toEqual([...reference.children.keys()]);
    const history = getNode(node, ['history']) as BranchNode;
    const referenceHistory = getNode(reference, ['history']) as BranchNode;
    expect([...history.children.keys()]).toEqual(['2', '10', '2023']);
    expect([...history.children.keys()]).toEqual([...referenceHistory.children.keys()]);
    const visited: string[] = [];
    history.children.forEach((child, key) => visited.push(`${key}:${child.kind}`));
    expect(visited).toEqual(['2:branch', '10:branch', '2023:branch']);
    expect([...history.children.entries()].map(([key]) => key)).toEqual(
      visited.map((v) => v.split(':')[0]),
    );
    expect([...history.children.values()]).toHaveLength(3);
  });

  it('is measured as the branch built from it is, without making its nodes', () => {
    const { node, nodes } = parsed(building());
    const reference = built(building());
    expect(nodes).toBe(nodeCount(reference));
    expect(nodeCount(node)).toBe(nodeCount(reference));
    expect(jsonBytes(node)).toBe(Buffer.byteLength(JSON.stringify(building())));
    expect(jsonBytes(node)).toBe(jsonBytes(reference));
    const fresh = parsed(building()).node as BranchNode;
    jsonBytes(fresh);
    nodeCount(fresh);
    expect([
      ...((fresh.children as unknown as { made?: Map<string, TreeNode> }).made?.keys() ?? []),
    ]).toEqual([]);
  });

  it('answers REST with array-like objects as arrays, leaving the stored object as it was', () => {
    const json = { rows: { '0': 'a', '1': 'b', '2': 'c' }, name: 'x' };
    const { node } = parsed(json);
    expect(toRestJSON(node)).toEqual({ rows: ['a', 'b', 'c'], name: 'x' });
    expect(toRestJSON(node)).toEqual(toRestJSON(built(json)));
    expect(json.rows).toEqual({ '0': 'a', '1': 'b', '2': 'c' });
  });

  it('is changed as any branch: a new tree, the object and the old tree untouched', () => {
    const json = building();
    const root = parseWireData(json, 0);
    const next = setNode(root, ['general', 'name'], { kind: 'leaf', value: 'Renamed' });
    expect(toJSON(getNode(next, ['general', 'name']))).toBe('Renamed');
    expect(toJSON(getNode(next, ['general', 'country']))).toBe('CZ');
    expect((next as BranchNode).json).toBeUndefined();
    expect(toJSON(next)).toEqual({
      ...building(),
      general: { ...building().general, name: 'Renamed' },
    });
    expect(json).toEqual(building());
    expect(toJSON(root)).toBe(json);
    // Emptied by deletes: gone, as a built branch would be.
    let emptied: TreeNode | null = parseWireData({ a: { b: 1 } }, 0);
    emptied = setNode(emptied, ['a', 'b'], null);
    expect(emptied).toBeNull();
  });

  it('with a priority set on it later, shows the priority in export format', () => {
    const { node } = parsed(building());
    const withPriority = { ...(node as BranchNode), priority: 7 } as TreeNode;
    expect(toJSON(withPriority, true)).toEqual({ ...building(), '.priority': 7 });
    expect(toJSON(withPriority)).toEqual(building());
  });
});

describe('anything but a clean object is built node by node, as before', () => {
  it.each([
    ['a null to leave out', { a: 1, b: null }, { a: 1 }],
    ['an empty object to leave out', { a: 1, b: {} }, { a: 1 }],
    ['an array', { a: ['x', 'y'] }, { a: { '0': 'x', '1': 'y' } }],
    ['a priority', { a: 1, '.priority': 3 }, { a: 1 }],
    ['a leaf with a priority', { a: { '.value': 1, '.priority': 3 } }, { a: 1 }],
  ])('%s', (_, json, plain) => {
    const { node, nodes } = parsed(json);
    expect((node as BranchNode).json).toBeUndefined();
    expect(toJSON(node)).toEqual(plain);
    expect(nodes).toBe(nodeCount(built(json)));
  });

  it('an object of more than 1,000 keys: built, its small objects kept as JSON', () => {
    const json = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, { n: i }]));
    const { node, nodes } = parsed(json);
    const branch = node as BranchNode;
    expect(branch.json).toBeUndefined();
    expect(branch.children).not.toBeInstanceOf(JsonChildren);
    expect((branch.children.get('k7') as BranchNode).json).toBe(json['k7']);
    expect(toJSON(node)).toEqual(json);
    expect(nodes).toBe(2003);
  });

  it('an object found not clean half-way keeps the clean children before and after as JSON', () => {
    const json = { a: { x: 1 }, b: 2, c: null, d: { y: { z: 'deep' } }, e: {} };
    const { node, nodes } = parsed(json);
    const children = (node as BranchNode).children;
    expect((node as BranchNode).json).toBeUndefined();
    expect([...children.keys()]).toEqual(['a', 'b', 'd']);
    expect((children.get('a') as BranchNode).json).toBe(json.a);
    expect(children.get('b')).toEqual({ kind: 'leaf', value: 2 });
    expect((children.get('d') as BranchNode).json).toBe(json.d);
    expect(toJSON(node)).toEqual({ a: { x: 1 }, b: 2, d: { y: { z: 'deep' } } });
    expect(nodes).toBe(nodeCount(built(json)));
  });

  it('refuses invalid data with the same errors', () => {
    expect(() => parsed({ a: { 'b.c': 1 } })).toThrow('Invalid key: b.c');
    expect(() => parsed({ a: { '.sv': 'timestamp' } })).toThrow('Unresolved server value');
    expect(() => parsed({ a: Number.POSITIVE_INFINITY })).toThrow('Numbers must be finite');
    expect(() => parsed({ a: { b: 1, c: () => 1 } })).toThrow('Unsupported value: function');
    expect(() => parsed({ ok: { b: 1 }, bad: { '': 1 } })).toThrow('Invalid key: ');
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 40; i++) deep = { d: deep };
    expect(() => parsed(deep)).toThrow('Data is more than 32 levels deep');
  });
});

describe('a boolean written alone', () => {
  it('is one shared, frozen leaf per value, stored and read as any other', () => {
    const first = parseWireData(true);
    expect(first).toEqual({ kind: 'leaf', value: true });
    expect(parseWireData(true)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(parseWireData(false)).toEqual({ kind: 'leaf', value: false });
    expect(parseWireData(false)).toBe(parseWireData(false));
    let root: TreeNode | null = null;
    for (const id of ['b1', 'b2']) root = setNode(root, ['users', 'u1', id], parseWireData(true));
    root = setNode(root, ['users', 'u1', 'b1'], parseWireData(false));
    expect(toJSON(root)).toEqual({ users: { u1: { b1: false, b2: true } } });
    expect(parseWireData({ '.value': true, '.priority': 2 })).toEqual({
      kind: 'leaf',
      value: true,
      priority: 2,
    });
    expect(first).toEqual({ kind: 'leaf', value: true });
  });
});

describe('keys of written objects', () => {
  it('are refused when invalid, however many valid keys were written before', () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    for (let round = 0; round < 2; round++) {
      expect(parsed({ a: many, b: { meta: { ok: true } } }).nodes).toBe(5000 + 5);
      for (const bad of ['a.b', 'a#', '$x', 'x[0]', 'y]', '', 'tab\there', 'x'.repeat(769)]) {
        expect(() => parsed({ meta: { ok: true }, [bad]: 1 })).toThrow('Invalid key');
        expect(() => parsed({ deep: { [bad]: { ok: 1 } } })).toThrow('Invalid key');
      }
    }
  });
});
