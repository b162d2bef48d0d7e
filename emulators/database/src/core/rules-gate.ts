import type { Path, TreeNode } from '../tree/node.js';
import type { QuerySpec } from '../tree/query.js';
import type { CompiledRules, RulesQuery } from '../rules/engine.js';
import { canRead, canWrite, compileRules, indexOnAt } from '../rules/engine.js';
import type { AuthState } from './auth.js';

/**
 * Rules when none are given: open, as firebase-tools' emulator defaults to when firebase.json
 * names no rules file ("allowing all reads and writes").
 */
export const DEFAULT_RULES_TEXT =
  '{\n  "rules": {\n    ".read": true,\n    ".write": true\n  }\n}\n';

/** A namespace's rules: the uploaded text and its compiled form. */
export interface RulesState {
  readonly text: string;
  readonly compiled: CompiledRules;
}

/** Compiles rules text; throws the engine's RulesSyntaxError when invalid. */
export function loadRules(text: string): RulesState {
  return { text, compiled: compileRules(text) };
}

/**
 * The `.indexOn` entry a query at `path` needs and the rules do not declare there, or null: a
 * query by a child needs that child's path, by value `.value`; by key or priority none (keys are
 * indexed, https://firebase.google.com/docs/database/security/indexing-data).
 */
export function missingIndex(rules: RulesState, path: Path, spec: QuerySpec): string | null {
  const { index } = spec;
  if (index.kind !== 'child' && index.kind !== 'value') return null;
  const wanted = index.kind === 'child' ? index.path.join('/') : '.value';
  return indexOnAt(rules.compiled, path).includes(wanted) ? null : wanted;
}

/**
 * Production's refusal of a one-shot read (`g`, a REST GET) of a query without its index:
 * `Index not defined, add ".indexOn": "at", for path "/tracking/u1", to the rules` (the REST
 * answer's wording, e.g. beste/firebase-php#50; the SDKs' `get()` rejects with the same,
 * firebase/firebase-js-sdk#8488, #7843). A listen is answered, with the `no_index` warning.
 */
export function indexNotDefined(wanted: string, path: Path): string {
  return `Index not defined, add ".indexOn": "${wanted}", for path "/${path.join('/')}", to the rules`;
}

/** The `query` variable of `.read` rules for a listen or get's query. */
export function rulesQueryOf(spec: QuerySpec | undefined): RulesQuery | undefined {
  if (!spec) return undefined;
  const q: RulesQuery = {};
  const { index, start, end, limit } = spec;
  if (index.kind === 'key') q.orderByKey = true;
  else if (index.kind === 'value') q.orderByValue = true;
  else if (index.kind === 'child') q.orderByChild = index.path.join('/');
  else if (start || end) q.orderByPriority = true;
  if (start && end && start.inclusive && end.inclusive && start.value === end.value) {
    q.equalTo = start.value;
  } else {
    if (start) q.startAt = start.value;
    if (end) q.endAt = end.value;
  }
  if (limit) {
    if (limit.fromLeft) q.limitToFirst = limit.count;
    else q.limitToLast = limit.count;
  }
  return q;
}

/** Whether `who` may read `path` (admins always may). */
export function mayRead(
  rules: RulesState,
  who: AuthState,
  path: Path,
  root: TreeNode | null,
  spec?: QuerySpec,
): boolean {
  if (who.admin) return true;
  const query = rulesQueryOf(spec);
  return canRead(rules.compiled, {
    // A priority is read with its node.
    path: path[path.length - 1] === '.priority' ? path.slice(0, -1) : path,
    auth: who.auth,
    now: Date.now(),
    root,
    ...(query ? { query } : {}),
  });
}

/** A write's rules verdict; a denial names the path and whether `.write` or `.validate` failed. */
export type WriteVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly path: Path; readonly reason: 'write' | 'validate' };

/** Whether `who` may turn `oldRoot` into `newRoot` by writing `changedPaths`. */
export function mayWrite(
  rules: RulesState,
  who: AuthState,
  changedPaths: Path[],
  oldRoot: TreeNode | null,
  newRoot: TreeNode | null,
  now: number,
): WriteVerdict {
  if (who.admin) return { allowed: true };
  return canWrite(rules.compiled, { changedPaths, auth: who.auth, now, oldRoot, newRoot });
}
