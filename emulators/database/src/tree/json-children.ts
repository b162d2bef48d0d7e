/**
 * Branches stored as the JSON a write brought. A large write (an import's tens of thousands of
 * buildings) is mostly objects of a few primitives; building a node and a `Map` for each of their
 * million values cost more than parsing the JSON itself. When a written object is clean (valid
 * keys and values, no null, no empty object, no array, no priority: `cleanNodes` in
 * wire-data.ts), its branch keeps the parsed object as it is and makes nodes of its children
 * only when they are first asked for. What is never read is never built, and what is
 * read whole (a reply, a trigger's data, a size) is taken from the object without building nodes.
 *
 * The object is the tree's from then on: nothing may change it (the transports hand it over once
 * parsed, and every node over it is immutable like any other).
 */
import type { BranchNode, LeafNode, TreeNode } from './node.js';

/**
 * The children of a branch held as a clean JSON object: nodes made one key at a time when first
 * asked for, and kept. Iteration follows the object's own key order, as a branch built from it.
 */
export class JsonChildren implements ReadonlyMap<string, TreeNode> {
  private made: Map<string, TreeNode> | undefined;

  constructor(
    private readonly json: Readonly<Record<string, unknown>>,
    readonly size: number,
  ) {}

  get(key: string): TreeNode | undefined {
    const made = this.made?.get(key);
    if (made !== undefined) return made;
    if (!Object.hasOwn(this.json, key)) return undefined;
    const node = cleanJsonNode(this.json[key]);
    (this.made ??= new Map()).set(key, node);
    return node;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.json, key);
  }

  *entries(): MapIterator<[string, TreeNode]> {
    for (const key in this.json) yield [key, this.get(key)!];
  }

  *keys(): MapIterator<string> {
    for (const key in this.json) yield key;
  }

  *values(): MapIterator<TreeNode> {
    for (const key in this.json) yield this.get(key)!;
  }

  [Symbol.iterator](): MapIterator<[string, TreeNode]> {
    return this.entries();
  }

  forEach(
    callback: (value: TreeNode, key: string, map: ReadonlyMap<string, TreeNode>) => void,
  ): void {
    for (const key in this.json) callback(this.get(key)!, key, this);
  }
}

/** A branch over a clean object (its `json` is what {@link BranchNode.json} documents). */
export function jsonBranch(json: Readonly<Record<string, unknown>>): BranchNode {
  let size = 0;
  for (const key in json) {
    void key;
    size++;
  }
  return { kind: 'branch', children: new JsonChildren(json, size), json };
}

/** The node of a value inside a clean object: a leaf, or a branch over it. */
function cleanJsonNode(value: unknown): TreeNode {
  if (typeof value === 'object') return jsonBranch(value as Record<string, unknown>);
  return { kind: 'leaf', value: value as LeafNode['value'] };
}

/**
 * Nodes in clean JSON (branches and leaves, as {@link import('./tree-measure.js').nodeCount}
 * counts them), without building any.
 */
export function cleanJsonNodes(json: unknown): number {
  if (typeof json !== 'object' || json === null) return 1;
  let nodes = 1;
  const record = json as Record<string, unknown>;
  for (const key in record) nodes += cleanJsonNodes(record[key]);
  return nodes;
}
