import type { TreeNode } from '../tree/node.js';
import { getNode } from '../tree/node.js';
import { InvalidDataError } from '../tree/wire-data.js';

function resolveOne(sv: unknown, existing: TreeNode | null, now: number): unknown {
  if (sv === 'timestamp') return now;
  if (typeof sv === 'object' && sv !== null && 'increment' in sv) {
    const delta = (sv as { increment: unknown }).increment;
    if (typeof delta !== 'number') throw new InvalidDataError('increment needs a number');
    const current = existing?.kind === 'leaf' ? existing.value : undefined;
    return typeof current === 'number' ? current + delta : delta;
  }
  throw new InvalidDataError(`Unknown server value: ${JSON.stringify(sv)}`);
}

/**
 * Replaces `{".sv": ...}` placeholders in export-format JSON: `timestamp` with `now`, and
 * `{increment: n}` with the number stored at that exact location plus n (or n if it is not a
 * number). `existing` is the node currently stored where `json` is about to be written.
 */
export function resolveServerValues(
  json: unknown,
  existing: TreeNode | null,
  now: number,
): unknown {
  if (json === null || typeof json !== 'object') return json;
  const record = json as Record<string, unknown>;
  if ('.sv' in record) return resolveOne(record['.sv'], existing, now);
  let out: Record<string, unknown> | null = null;
  // `for…in`, not `Object.entries`: no pair per key (an import-sized update has millions).
  for (const key in record) {
    const child = record[key];
    if (child === null || typeof child !== 'object') continue;
    let resolved: unknown;
    if (key === '.priority') {
      const p = existing?.priority;
      resolved = resolveServerValues(
        child,
        p === undefined ? null : { kind: 'leaf', value: p },
        now,
      );
    } else if (key === '.value') {
      resolved = resolveServerValues(child, existing, now);
    } else {
      resolved = resolveServerValues(child, getNode(existing, [key]), now);
    }
    if (resolved !== child) {
      out ??= Array.isArray(record) ? Object.assign({}, record) : { ...record };
      out[key] = resolved;
    }
  }
  return out ?? json;
}

/** True when export-format JSON contains any `.sv` placeholder. */
export function hasServerValues(json: unknown): boolean {
  if (json === null || typeof json !== 'object') return false;
  if ('.sv' in (json as object)) return true;
  return Object.values(json as Record<string, unknown>).some(hasServerValues);
}
