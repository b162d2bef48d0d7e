/**
 * Path patterns of database triggers and the concrete paths a write touches under them.
 *
 * Syntax, as firebase-functions registers it: v1 `ref('/buildings/{buildingId}')` and v2
 * `onValueWritten('buildings/{buildingId}/meta')` give literal segments and `{name}` captures; v2
 * also allows `{name=*}` (one segment), `*` (one segment, not captured), and `{name=**}` / `**`
 * (one or more segments) as the last segment.
 */
import type { Path, TreeNode } from '../../tree/node.js';
import { childNode, getNode, parsePath } from '../../tree/node.js';

/** One segment of a trigger path. */
export type PatternSegment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'one' }
  | { readonly kind: 'many' };

/** A parsed trigger path. `many` occurs at most once, as the last segment. */
export interface TriggerPath {
  readonly source: string;
  readonly segments: readonly PatternSegment[];
}

/** Thrown for a trigger path the emulator cannot serve. */
export class TriggerPathError extends Error {}

/** Parses a trigger path (leading/trailing slashes ignored). */
export function parseTriggerPath(source: string): TriggerPath {
  const segments = parsePath(source).map((raw): PatternSegment => {
    if (raw === '*') return { kind: 'one' };
    if (raw === '**') return { kind: 'many' };
    const capture = /^\{([^{}=]+)(?:=(\*\*?))?\}$/.exec(raw);
    if (capture) return { kind: capture[2] === '**' ? 'many' : 'one' };
    if (/[{}*]/.test(raw)) throw new TriggerPathError(`Unsupported trigger path segment "${raw}"`);
    return { kind: 'literal', value: raw };
  });
  const many = segments.findIndex((segment) => segment.kind === 'many');
  if (many !== -1 && many !== segments.length - 1) {
    throw new TriggerPathError(`A multi-segment wildcard must be last: "${source}"`);
  }
  return { source, segments };
}

function segmentMatches(segment: PatternSegment, key: string): boolean {
  return segment.kind !== 'literal' || segment.value === key;
}

function childKeys(before: TreeNode | null, after: TreeNode | null): Set<string> {
  const keys = new Set<string>();
  if (before?.kind === 'branch') for (const key of before.children.keys()) keys.add(key);
  if (after?.kind === 'branch') for (const key of after.children.keys()) keys.add(key);
  return keys;
}

/**
 * The trees before and after a write and the paths it changed, with the nodes at each changed
 * path looked up once (on first use) for every trigger the write may fire: a large multi-path
 * update (an import step of 800 paths) would otherwise walk from the root to the same places
 * once per trigger and again per level of each pattern.
 */
export class WriteNodes {
  private readonly at: ({ before: TreeNode | null; after: TreeNode | null } | undefined)[] = [];

  constructor(
    readonly before: TreeNode | null,
    readonly after: TreeNode | null,
    readonly changed: readonly Path[],
  ) {}

  /** The nodes before and after at `changed[index]`. */
  nodesAt(index: number): { before: TreeNode | null; after: TreeNode | null } {
    let nodes = this.at[index];
    if (nodes === undefined) {
      const path = this.changed[index] as Path;
      nodes = { before: getNode(this.before, path), after: getNode(this.after, path) };
      this.at[index] = nodes;
    }
    return nodes;
  }
}

/** Receives a concrete path under a trigger's pattern with its nodes before and after. */
export type TouchedVisitor = (path: Path, before: TreeNode | null, after: TreeNode | null) => void;

/**
 * Visits the concrete paths under `pattern` that the write of `write.changed[index]` may have
 * changed, with their nodes before and after. A pattern shorter than the write matches the
 * write's ancestor; a longer one is expanded over the children that existed before or exist
 * after, from the nodes at the written path. (A `**` pattern fires at the write's own path, or
 * at each child of its fixed prefix when the write is above it.) Equality of before and after is
 * checked by the caller.
 */
export function forEachTouched(
  pattern: TriggerPath,
  write: WriteNodes,
  index: number,
  visit: TouchedVisitor,
): void {
  const { segments } = pattern;
  const changed = write.changed[index] as Path;
  const many = segments.length > 0 && segments[segments.length - 1]?.kind === 'many';
  const fixed = many ? segments.length - 1 : segments.length;
  const common = Math.min(changed.length, fixed);
  for (let i = 0; i < common; i++) {
    if (!segmentMatches(segments[i] as PatternSegment, changed[i] as string)) return;
  }
  if (changed.length > fixed) {
    const path = many ? changed : changed.slice(0, fixed);
    visit(path, getNode(write.before, path), getNode(write.after, path));
    return;
  }
  // The write is at or above the pattern's depth: expand the remaining segments.
  const { before, after } = write.nodesAt(index);
  expand(segments, many ? fixed + 1 : fixed, [...changed], before, after, visit);
}

function expand(
  segments: readonly PatternSegment[],
  target: number,
  path: string[],
  before: TreeNode | null,
  after: TreeNode | null,
  visit: TouchedVisitor,
): void {
  if (path.length === target) {
    visit(path, before, after);
    return;
  }
  const segment = segments[path.length] as PatternSegment;
  if (segment.kind === 'literal') {
    const key = segment.value;
    expand(segments, target, [...path, key], childNode(before, key), childNode(after, key), visit);
    return;
  }
  for (const key of childKeys(before, after)) {
    expand(segments, target, [...path, key], childNode(before, key), childNode(after, key), visit);
  }
}

/**
 * The concrete paths under `pattern` that a write at `changed` may have changed, given the trees
 * before and after ({@link forEachTouched}).
 */
export function touchedPaths(
  pattern: TriggerPath,
  changed: Path,
  before: TreeNode | null,
  after: TreeNode | null,
): Path[] {
  const found: Path[] = [];
  forEachTouched(pattern, new WriteNodes(before, after, [changed]), 0, (path) => found.push(path));
  return found;
}
