/**
 * Path patterns of database triggers and the concrete paths a write touches under them.
 *
 * Syntax, as firebase-functions registers it: v1 `ref('/buildings/{buildingId}')` and v2
 * `onValueWritten('buildings/{buildingId}/meta')` give literal segments and `{name}` captures; v2
 * also allows `{name=*}` (one segment), `*` (one segment, not captured), and `{name=**}` / `**`
 * (one or more segments) as the last segment.
 */
import type { Path, TreeNode } from '../../tree/node.js';
import { getNode, parsePath } from '../../tree/node.js';

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
 * The concrete paths under `pattern` that a write at `changed` may have changed, given the trees
 * before and after. A pattern shorter than the write matches the write's ancestor; a longer one
 * is expanded over the children that existed before or exist after. (A `**` pattern fires at the
 * write's own path, or at each child of its fixed prefix when the write is above it.) Equality
 * of before and after is checked by the caller.
 */
export function touchedPaths(
  pattern: TriggerPath,
  changed: Path,
  before: TreeNode | null,
  after: TreeNode | null,
): Path[] {
  const { segments } = pattern;
  const many = segments.length > 0 && segments[segments.length - 1]?.kind === 'many';
  const fixed = many ? segments.length - 1 : segments.length;
  const common = Math.min(changed.length, fixed);
  for (let i = 0; i < common; i++) {
    if (!segmentMatches(segments[i] as PatternSegment, changed[i] as string)) return [];
  }
  if (changed.length > fixed) return [many ? changed : changed.slice(0, fixed)];
  // The write is at or above the pattern's depth: expand the remaining segments.
  const target = many ? fixed + 1 : fixed;
  const found: Path[] = [];
  const expand = (path: string[]) => {
    if (path.length === target) {
      found.push(path);
      return;
    }
    const segment = segments[path.length] as PatternSegment;
    if (segment.kind === 'literal') {
      expand([...path, segment.value]);
      return;
    }
    for (const key of childKeys(getNode(before, path), getNode(after, path))) {
      expand([...path, key]);
    }
  };
  expand([...changed]);
  return found;
}
