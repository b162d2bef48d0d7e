/**
 * Sizes of stored subtrees, for production's limits: the UTF-8 bytes of a node's JSON (how large
 * a trigger event's data is) and its number of nodes (what a write costs under writeSizeLimit).
 *
 * Neither builds the JSON. Trees are immutable, so a large branch's figures are cached, keyed by
 * the node: a large subtree that outlives a write is measured once. Small branches are measured
 * again each time; caching every one (a WeakMap entry per new branch of every write) cost more
 * than walking them.
 */
import { storedJson, type BranchNode, type LeafValue, type TreeNode } from './node.js';

const bytesOfBranch = new WeakMap<BranchNode, number>();
const nodesOfBranch = new WeakMap<BranchNode, number>();
/** Branches of at least this many JSON bytes, or nodes, have their figure cached. */
const CACHED_FROM_BYTES = 2048;
const CACHED_FROM_NODES = 64;
/** Branches with at most this many children are summed without a cache lookup. */
const FEW_CHILDREN = 4;

/**
 * UTF-8 bytes of `JSON.stringify(text)`: the quotes, two bytes for `\"`, `\\`, `\b`, `\f`,
 * `\n`, `\r`, `\t`, six for the `\u00XX` of other control characters and of lone surrogates
 * (well-formed JSON.stringify, ES2019), four for a surrogate pair.
 */
export function jsonStringBytes(text: string): number {
  let bytes = 2;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      if (code >= 0x20) bytes += code === 0x22 || code === 0x5c ? 2 : 1;
      else
        bytes +=
          code === 0x08 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d ? 2 : 6;
    } else if (code < 0x800) {
      bytes += 2;
    } else if (code < 0xd800 || code > 0xdfff) {
      bytes += 3;
    } else {
      const next = text.charCodeAt(i + 1);
      if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 6;
    }
  }
  return bytes;
}

function leafBytes(value: LeafValue): number {
  if (typeof value === 'string') return jsonStringBytes(value);
  if (typeof value === 'number') return String(value).length;
  return value ? 4 : 5;
}

/**
 * UTF-8 bytes of `JSON.stringify(toJSON(node))` (priorities dropped, as events and plain reads
 * carry them); `null` is 4.
 */
export function jsonBytes(node: TreeNode | null): number {
  if (node === null) return 4;
  if (node.kind === 'leaf') return leafBytes(node.value);
  let bytes = bytesOfBranch.get(node);
  if (bytes === undefined) {
    const stored = storedJson(node);
    if (stored !== undefined) bytes = cleanJsonBytes(stored);
    else {
      // `{` and `}`, a colon per child and a comma between children (a branch is never empty).
      let total = 2 * node.children.size + 1;
      node.children.forEach((child, key) => {
        total += jsonStringBytes(key) + jsonBytes(child);
      });
      bytes = total;
    }
    if (bytes >= CACHED_FROM_BYTES) bytesOfBranch.set(node, bytes);
  }
  return bytes;
}

/** {@link jsonBytes} of clean JSON (json-children.ts), without making its nodes. */
function cleanJsonBytes(json: unknown): number {
  if (typeof json !== 'object') return leafBytes(json as LeafValue);
  const record = json as Record<string, unknown>;
  let total = 1;
  for (const key in record) total += 2 + jsonStringBytes(key) + cleanJsonBytes(record[key]);
  return total;
}

/** Nodes in a subtree, branches and leaves; 0 for `null`. */
export function nodeCount(node: TreeNode | null): number {
  if (node === null) return 0;
  if (node.kind === 'leaf') return 1;
  // Every write counts the node it replaces: a branch of a few leaves is added up directly.
  if (node.children.size <= FEW_CHILDREN) return branchNodes(node);
  let count = nodesOfBranch.get(node);
  if (count === undefined) {
    count = branchNodes(node);
    if (count >= CACHED_FROM_NODES) nodesOfBranch.set(node, count);
  }
  return count;
}

/** Nodes of a branch, counted in the JSON it was written as when it has one (json-children.ts). */
function branchNodes(node: BranchNode): number {
  return node.json !== undefined ? cleanJsonNodes(node.json) : 1 + childNodes(node);
}

/** {@link nodeCount} of clean JSON, without making its nodes. */
function cleanJsonNodes(json: unknown): number {
  if (typeof json !== 'object') return 1;
  let nodes = 1;
  const record = json as Record<string, unknown>;
  for (const key in record) nodes += cleanJsonNodes(record[key]);
  return nodes;
}

function childNodes(node: BranchNode): number {
  let total = 0;
  node.children.forEach((child) => {
    total += child.kind === 'leaf' ? 1 : nodeCount(child);
  });
  return total;
}
