import type { Path, TreeNode } from '../tree/node.js';
import type { CoverageReport } from './coverage.js';
import { childRule, runRule, type RequestContext } from './rule-runner.js';
import { compileRulesTree, type RuleNode, type RulesTree } from './rules-tree.js';
import { RuleSnapshot } from './snapshot.js';
import { checkWrite, type WriteOptions } from './write-check.js';

export { RulesSyntaxError } from './syntax-error.js';
export type { CoverageEntry, CoverageReport } from './coverage.js';
export type { WriteOptions } from './write-check.js';

/**
 * The `auth` rules variable: `uid` (the token's `sub`/`user_id`), `provider`
 * (`firebase.sign_in_provider`) and `token` (all claims). Null when unauthenticated.
 */
export interface RulesAuth {
  uid: string;
  provider: string;
  token: Record<string, unknown>;
}

/**
 * The query a read is made with, as the `query` rules variable sees it. Fields left out are
 * `false` (the `orderBy*` flags) or `null` (everything else) in rules.
 */
export interface RulesQuery {
  orderByKey?: boolean;
  orderByValue?: boolean;
  orderByPriority?: boolean;
  orderByChild?: string;
  startAt?: unknown;
  endAt?: unknown;
  equalTo?: unknown;
  limitToFirst?: number;
  limitToLast?: number;
}

/** A compiled rules file. Opaque apart from the text it was compiled from. */
export interface CompiledRules {
  /** The rules file text as given to {@link compileRules} (comments included). */
  readonly text: string;
}

interface CompiledRulesInternal extends CompiledRules {
  readonly tree: RulesTree;
}

function internal(rules: CompiledRules): CompiledRulesInternal {
  return rules as CompiledRulesInternal;
}

/**
 * Compiles a rules file: `{"rules": {...}}` with `//` and `/* *\/` comments allowed. Every
 * `.read`/`.write`/`.validate` expression is parsed and type-checked now; `.indexOn` must be a
 * string or an array of strings; any other `.key` is an error.
 *
 * @throws {@link RulesSyntaxError} with the line and column in `text` and a reason.
 */
export function compileRules(text: string): CompiledRules {
  const compiled: CompiledRulesInternal = { text, tree: compileRulesTree(text) };
  return compiled;
}

function queryVariable(query: RulesQuery | undefined): { readonly [key: string]: unknown } {
  return {
    orderByKey: query?.orderByKey === true,
    orderByValue: query?.orderByValue === true,
    orderByPriority: query?.orderByPriority === true,
    orderByChild: query?.orderByChild ?? null,
    startAt: query?.startAt ?? null,
    endAt: query?.endAt ?? null,
    equalTo: query?.equalTo ?? null,
    limitToFirst: query?.limitToFirst ?? null,
    limitToLast: query?.limitToLast ?? null,
  };
}

function authVariable(auth: RulesAuth | null): { readonly [key: string]: unknown } | null {
  return auth === null ? null : { uid: auth.uid, provider: auth.provider, token: auth.token };
}

/**
 * Whether a read (listen, `get`, REST GET) of `path` is allowed: true if any `.read` from the root
 * down to `path` evaluates to true. A grant above covers everything below; rules deeper than
 * `path` never grant it (rules are not filters). `root` and `data` see `req.root`; `query` holds
 * the read's query parameters.
 */
export function canRead(
  rules: CompiledRules,
  req: {
    path: Path;
    auth: RulesAuth | null;
    now: number;
    root: TreeNode | null;
    query?: RulesQuery;
  },
): boolean {
  const context: RequestContext = {
    auth: authVariable(req.auth),
    now: req.now,
    query: queryVariable(req.query),
    oldRoot: req.root,
    rootSnapshot: new RuleSnapshot(req.root, []),
  };
  let node: RuleNode = internal(rules).tree.root;
  let wildcards: { readonly [name: string]: string } = {};
  for (let depth = 0; ; depth++) {
    if (
      node.read !== undefined &&
      runRule(node.read, context, req.path.slice(0, depth), wildcards)
    ) {
      return true;
    }
    if (depth === req.path.length) return false;
    const next = childRule(node, req.path[depth] as string, wildcards);
    if (next === null) return false;
    node = next.node;
    wildcards = next.wildcards;
  }
}

/**
 * Whether a write is allowed. `changedPaths` are the paths written (one for a set, one per entry
 * of a multi-path update, checked together as one atomic write); `newRoot` is `oldRoot` with the
 * whole write applied, server values resolved. `root` and `data` see `oldRoot`, `newData` sees
 * `newRoot`.
 *
 * Each changed path needs a `.write` that is true at or above it; a grant there covers the whole
 * subtree, and deeper rules cannot grant a shallower write (as Firebase documents; `options`
 * can relax this, see {@link WriteOptions}). Then `.validate` runs on each changed path's ancestors and
 * on every node of the new value written there, except where the new data is null (deletes).
 * On denial, `path` is the changed path without write access or the node whose `.validate` failed.
 */
export function canWrite(
  rules: CompiledRules,
  req: {
    changedPaths: Path[];
    auth: RulesAuth | null;
    now: number;
    oldRoot: TreeNode | null;
    newRoot: TreeNode | null;
  },
  options: WriteOptions = {},
): { allowed: true } | { allowed: false; path: Path; reason: 'write' | 'validate' } {
  const context: RequestContext = {
    auth: authVariable(req.auth),
    now: req.now,
    query: null,
    oldRoot: req.oldRoot,
    newRoot: req.newRoot,
    rootSnapshot: new RuleSnapshot(req.oldRoot, []),
  };
  return checkWrite(internal(rules).tree.root, context, req.changedPaths, options);
}

/**
 * The `.indexOn` keys declared at the rules location matching `path` (named children before the
 * `$wildcard`), or `[]`. The server uses it for the SDK's "no index defined" warning.
 */
export function indexOnAt(rules: CompiledRules, path: Path): string[] {
  let node: RuleNode = internal(rules).tree.root;
  let wildcards: { readonly [name: string]: string } = {};
  for (const key of path) {
    const next = childRule(node, key, wildcards);
    if (next === null) return [];
    node = next.node;
    wildcards = next.wildcards;
  }
  return [...node.indexOn];
}

/**
 * A snapshot of the coverage counters: every rule expression in file order with its location
 * pattern, kind, source text, line/column and how often it evaluated to true, false or an error
 * since compilation or the last {@link resetCoverage}.
 */
export function coverageReport(rules: CompiledRules): CoverageReport {
  const expressions = internal(rules).tree.expressions.map((rule) => ({
    path: rule.pattern,
    kind: rule.kind,
    source: rule.source,
    line: rule.line,
    column: rule.column,
    counts: { ...rule.counts },
  }));
  const evaluated = expressions.filter(
    (e) => e.counts.true + e.counts.false + e.counts.error > 0,
  ).length;
  return { expressions, evaluated, total: expressions.length };
}

/** Sets every coverage counter back to zero. */
export function resetCoverage(rules: CompiledRules): void {
  for (const rule of internal(rules).tree.expressions) {
    rule.counts.true = 0;
    rule.counts.false = 0;
    rule.counts.error = 0;
  }
}
