/**
 * Branches stored as the JSON a write brought. A large write (an import's tens of thousands of
 * buildings) is mostly objects of a few primitives; building a node and a `Map` for each of their
 * million values cost more than parsing the JSON itself. When a written object is clean (valid
 * keys and values, no null, no empty object, no array, no priority, at most 1,000 keys, and the same
 * below: `CLEAN` in wire-data.ts), its branch keeps the parsed object as it is and makes nodes of
 * its children only when they are first asked for. What is never read is never built, and what is
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
  /** Nodes made so far, by key; every child, in the object's order, once {@link complete}. */
  private made: Map<string, TreeNode> | undefined;
  private complete = false;

  constructor(
    private readonly json: Readonly<Record<string, unknown>>,
    readonly size: number,
  ) {}

  get(key: string): TreeNode | undefined {
    const made = this.made?.get(key);
    if (made !== undefined || this.complete) return made;
    if (!Object.hasOwn(this.json, key)) return undefined;
    const node = cleanJsonNode(this.json[key]);
    (this.made ??= new Map()).set(key, node);
    return node;
  }

  has(key: string): boolean {
    return Object.hasOwn(this.json, key);
  }

  /**
   * Every child's node, in the object's key order, made once (a node asked for before is kept):
   * what is walked whole (a write inside the branch copies its children) is walked at a `Map`'s
   * speed from then on.
   */
  private all(): Map<string, TreeNode> {
    if (this.complete) return this.made!;
    const made = this.made;
    const all = new Map<string, TreeNode>();
    for (const key in this.json) all.set(key, made?.get(key) ?? cleanJsonNode(this.json[key]));
    this.made = all;
    this.complete = true;
    return all;
  }

  entries(): MapIterator<[string, TreeNode]> {
    return this.all().entries();
  }

  keys(): MapIterator<string> {
    return this.all().keys();
  }

  values(): MapIterator<TreeNode> {
    return this.all().values();
  }

  [Symbol.iterator](): MapIterator<[string, TreeNode]> {
    return this.all().entries();
  }

  forEach(
    callback: (value: TreeNode, key: string, map: ReadonlyMap<string, TreeNode>) => void,
  ): void {
    this.all().forEach((value, key) => callback(value, key, this));
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
