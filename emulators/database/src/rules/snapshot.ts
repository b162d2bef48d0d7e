import { getNode, type Path, type TreeNode } from '../tree/node.js';

/**
 * Raised while evaluating a rule when a value has the wrong type or is missing (e.g. `auth.uid`
 * with no auth, `data.val() > 1` on a string). Firebase treats such a rule as false.
 */
export class RuleEvaluationError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RuleEvaluationError';
  }
}

/**
 * What `val()` returns for a node with children. Firebase never materialises objects in rules;
 * it returns an opaque sentinel, so `data.val().name` is an error and `data.val() == null` false.
 */
export const BRANCH_VALUE: unique symbol = Symbol('branch value');

/**
 * The `root`, `data` and `newData` rule variables: a location in one version of the tree (the
 * tree before the write, or after it). `parent()` and `child()` move within that same version,
 * so `newData.parent()` sees the new tree and `data.parent()` the old one.
 */
export class RuleSnapshot {
  constructor(
    readonly tree: TreeNode | null,
    readonly path: Path,
    readonly node: TreeNode | null = getNode(tree, path),
  ) {}

  /** The snapshot at a relative path, which may contain `/`; empty segments are ignored. */
  child(relative: string): RuleSnapshot {
    const segments = relative.split('/').filter((s) => s.length > 0);
    if (segments.length === 0) throw new RuleEvaluationError('child() needs a non-empty path');
    return new RuleSnapshot(this.tree, [...this.path, ...segments], getNode(this.node, segments));
  }

  parent(): RuleSnapshot {
    if (this.path.length === 0) throw new RuleEvaluationError('The root has no parent()');
    return new RuleSnapshot(this.tree, this.path.slice(0, -1));
  }

  val(): string | number | boolean | null | typeof BRANCH_VALUE {
    if (this.node === null) return null;
    return this.node.kind === 'leaf' ? this.node.value : BRANCH_VALUE;
  }

  exists(): boolean {
    return this.node !== null;
  }

  hasChild(relative: string): boolean {
    return this.child(relative).node !== null;
  }

  /** Without names: whether the node has any children. With names: whether all of them exist. */
  hasChildren(names?: readonly unknown[]): boolean {
    if (names === undefined) return this.node?.kind === 'branch';
    return names.every((name) => {
      if (typeof name !== 'string')
        throw new RuleEvaluationError('hasChildren() needs child names (strings)');
      return this.hasChild(name);
    });
  }

  getPriority(): string | number | null {
    return this.node?.priority ?? null;
  }

  isNumber(): boolean {
    return this.node?.kind === 'leaf' && typeof this.node.value === 'number';
  }

  isString(): boolean {
    return this.node?.kind === 'leaf' && typeof this.node.value === 'string';
  }

  isBoolean(): boolean {
    return this.node?.kind === 'leaf' && typeof this.node.value === 'boolean';
  }
}
