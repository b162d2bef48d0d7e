import { getNode, sameNode, type Path, type TreeNode } from '../tree/node.js';
import { childRule, runRule, type RequestContext } from './rule-runner.js';
import type { RuleNode } from './rules-tree.js';

type Wildcards = { readonly [name: string]: string };

/** Outcome of a write check, as `canWrite` returns it. */
export type WriteDecision =
  | { allowed: true }
  | { allowed: false; path: Path; reason: 'write' | 'validate' };

/** Options of a write check. */
export interface WriteOptions {
  /**
   * Let deeper `.write` rules grant a write made above them when they grant every part of it
   * that changes. Off by default: Firebase documents that a write fails without a grant at or
   * above its location "even if every affected child path is accessible".
   */
  readonly grantFromDescendants?: boolean;
}

/**
 * Decides a write (a set, or every path of a multi-path update at once).
 *
 * `.write`: each changed path needs a `.write` evaluating true at the path or above; it grants the
 * whole subtree, whatever deeper rules say. With {@link WriteOptions.grantFromDescendants}, a
 * write without such a grant is still allowed when every part of it that actually changes is
 * granted by deeper `.write` rules: the check descends through the children whose old and new
 * values differ; a change that cannot be split further (a leaf replaced, a priority changed) must
 * be granted where it happens, and a write that changes nothing needs a grant at or above it.
 *
 * `.validate`: evaluated on the ancestors of each changed path and on every node of the new value
 * written at it, wherever the new data exists (never on deletes); all must be true.
 */
export function checkWrite(
  root: RuleNode,
  context: RequestContext,
  changedPaths: readonly Path[],
  options: WriteOptions = {},
): WriteDecision {
  const paths = outermost(changedPaths);
  for (const path of paths) {
    if (!writeGranted(root, context, path, options.grantFromDescendants === true))
      return { allowed: false, path, reason: 'write' };
  }
  const visitedAncestors = new Set<string>();
  for (const path of paths) {
    let node: RuleNode | null = root;
    let wildcards: Wildcards = {};
    for (let depth = 0; depth < path.length && node !== null; depth++) {
      const prefix = path.slice(0, depth);
      const key = prefix.join('/');
      if (!visitedAncestors.has(key)) {
        visitedAncestors.add(key);
        if (!validateAt(node, context, prefix, wildcards))
          return { allowed: false, path: prefix, reason: 'validate' };
      }
      const next = childRule(node, path[depth] as string, wildcards);
      node = next?.node ?? null;
      wildcards = next?.wildcards ?? wildcards;
    }
    if (node === null) continue;
    const failed = validateSubtree(
      node,
      context,
      path,
      getNode(context.newRoot ?? null, path),
      wildcards,
    );
    if (failed !== null) return { allowed: false, path: failed, reason: 'validate' };
  }
  return { allowed: true };
}

/**
 * Drops paths inside (or equal to) another changed path: the outer one's checks cover them.
 * Shortest first, in their order otherwise; each path looks its own ancestors up in a set of the
 * kept ones, so a 90,000-path update is not compared pair by pair.
 */
function outermost(paths: readonly Path[]): Path[] {
  const sorted = [...paths].sort((a, b) => a.length - b.length);
  const kept: Path[] = [];
  const keptKeys = new Set<string>();
  for (const path of sorted) {
    let key = '';
    let covered = keptKeys.has(key);
    for (let i = 0; i < path.length && !covered; i++) {
      key += `/${path[i]}`;
      covered = keptKeys.has(key);
    }
    if (covered) continue;
    kept.push(path);
    keptKeys.add(key);
  }
  return kept;
}

function writeGranted(
  root: RuleNode,
  context: RequestContext,
  path: Path,
  fromDescendants: boolean,
): boolean {
  let node = root;
  let wildcards: Wildcards = {};
  for (let depth = 0; ; depth++) {
    if (node.write !== undefined && runRule(node.write, context, path.slice(0, depth), wildcards))
      return true;
    if (depth === path.length) break;
    const next = childRule(node, path[depth] as string, wildcards);
    if (next === null) return false;
    node = next.node;
    wildcards = next.wildcards;
  }
  if (!fromDescendants) return false;
  const before = getNode(context.oldRoot, path);
  const after = getNode(context.newRoot ?? null, path);
  if (sameNode(before, after)) return false;
  return changesGranted(node, context, path, before, after, wildcards);
}

/** Whether every change between `before` and `after` below `path` is granted by deeper rules. */
function changesGranted(
  node: RuleNode,
  context: RequestContext,
  path: Path,
  before: TreeNode | null,
  after: TreeNode | null,
  wildcards: Wildcards,
): boolean {
  if (!splittable(before, after)) return false;
  const keys = new Set([...childrenOf(before).keys(), ...childrenOf(after).keys()]);
  for (const key of keys) {
    const oldChild = childrenOf(before).get(key) ?? null;
    const newChild = childrenOf(after).get(key) ?? null;
    if (sameNode(oldChild, newChild)) continue;
    const next = childRule(node, key, wildcards);
    if (next === null) return false;
    const childPath = [...path, key];
    if (
      next.node.write !== undefined &&
      runRule(next.node.write, context, childPath, next.wildcards)
    )
      continue;
    if (!changesGranted(next.node, context, childPath, oldChild, newChild, next.wildcards))
      return false;
  }
  return true;
}

/** A change can be split into its children's changes only if no leaf or priority changes here. */
function splittable(before: TreeNode | null, after: TreeNode | null): boolean {
  if (before?.kind === 'leaf' || after?.kind === 'leaf') return false;
  return before?.priority === after?.priority;
}

const NO_CHILDREN: ReadonlyMap<string, TreeNode> = new Map();

function childrenOf(node: TreeNode | null): ReadonlyMap<string, TreeNode> {
  return node?.kind === 'branch' ? node.children : NO_CHILDREN;
}

function validateAt(
  node: RuleNode,
  context: RequestContext,
  path: Path,
  wildcards: Wildcards,
): boolean {
  if (node.validate === undefined) return true;
  if (getNode(context.newRoot ?? null, path) === null) return true;
  return runRule(node.validate, context, path, wildcards);
}

/** Runs `.validate` over the written value; returns the first failing path, or null. */
function validateSubtree(
  node: RuleNode,
  context: RequestContext,
  path: Path,
  value: TreeNode | null,
  wildcards: Wildcards,
): Path | null {
  if (value === null || !hasValidate(node)) return null;
  if (node.validate !== undefined && !runRule(node.validate, context, path, wildcards)) return path;
  if (value.kind === 'leaf') return null;
  for (const [key, child] of value.children) {
    const next = childRule(node, key, wildcards);
    if (next === null) continue;
    const failed = validateSubtree(next.node, context, [...path, key], child, next.wildcards);
    if (failed !== null) return failed;
  }
  return null;
}

const validateCache = new WeakMap<RuleNode, boolean>();

/** Whether any `.validate` exists at or below this rules node (skips big subtrees quickly). */
function hasValidate(node: RuleNode): boolean {
  let cached = validateCache.get(node);
  if (cached === undefined) {
    cached =
      node.validate !== undefined ||
      [...node.children.values()].some(hasValidate) ||
      (node.wildcard !== undefined && hasValidate(node.wildcard.node));
    validateCache.set(node, cached);
  }
  return cached;
}
