import type { Path, TreeNode } from '../tree/node.js';
import { evaluate, type EvaluationScope } from './evaluator.js';
import type { RuleExpression, RuleNode } from './rules-tree.js';
import { RuleSnapshot } from './snapshot.js';

/** The parts of a request every rule sees, whatever its location. */
export interface RequestContext {
  readonly auth: { readonly [key: string]: unknown } | null;
  readonly now: number;
  readonly query: { readonly [key: string]: unknown } | null;
  /** The tree before the operation: `root` and `data`. */
  readonly oldRoot: TreeNode | null;
  /** The tree after a write (`newData`); absent for reads. */
  readonly newRoot?: TreeNode | null;
  readonly rootSnapshot: RuleSnapshot;
}

/**
 * Evaluates one rule at one location and counts the outcome for coverage. Anything but the
 * boolean `true` denies: a `false`, a non-boolean result, or an evaluation error.
 */
export function runRule(
  rule: RuleExpression,
  context: RequestContext,
  path: Path,
  wildcards: { readonly [name: string]: string },
): boolean {
  if (typeof rule.body === 'boolean') {
    if (rule.body) rule.counts.true++;
    else rule.counts.false++;
    return rule.body;
  }
  const scope: EvaluationScope = {
    auth: context.auth,
    now: context.now,
    root: context.rootSnapshot,
    data: new RuleSnapshot(context.oldRoot, path),
    newData: context.newRoot === undefined ? null : new RuleSnapshot(context.newRoot, path),
    query: context.query,
    wildcards,
  };
  let result: unknown;
  try {
    result = evaluate(rule.body, scope);
  } catch {
    // Type errors and missing values (RuleEvaluationError) make the rule false, as on Firebase;
    // anything unexpected is treated the same so that a bad rule can never grant access.
    rule.counts.error++;
    return false;
  }
  if (result === true) rule.counts.true++;
  else if (result === false) rule.counts.false++;
  else rule.counts.error++;
  return result === true;
}

/** The rules child for `key`: the named child if there is one, otherwise the `$wildcard`. */
export function childRule(
  node: RuleNode,
  key: string,
  wildcards: { readonly [name: string]: string },
): { node: RuleNode; wildcards: { readonly [name: string]: string } } | null {
  const named = node.children.get(key);
  if (named !== undefined) return { node: named, wildcards };
  if (node.wildcard === undefined) return null;
  return { node: node.wildcard.node, wildcards: { ...wildcards, [node.wildcard.name]: key } };
}
