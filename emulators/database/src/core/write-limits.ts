/**
 * Production's write-size limit (`writeSizeLimit`): "Realtime Database estimates the size of each
 * write request and aborts requests that will take longer than the target time" (firebase-tools'
 * lib/database/settings.js; targets tiny 1 s, small 10 s, medium 30 s, large 60 s; unlimited
 * allows any write). Production's estimator is not published; ours counts the nodes a write
 * stores and the nodes it replaces or removes, at the rate this emulator writes them.
 */
import type { TreeNode } from '../tree/node.js';
import { nodeCount } from '../tree/tree-measure.js';
import { WRITE_TOO_LARGE } from './transfer-limits.js';

/** A write refused because it would break one of production's limits. */
export interface LimitRefusal {
  readonly status: 'too_many_triggers' | 'trigger_payload_too_large' | 'write_too_big';
  /** Production's sentence, then our detail: a WebSocket reply's `d`, REST's `error`. */
  readonly message: string;
}

/** The values of REST's `writeSizeLimit` parameter, smallest first. */
export const WRITE_SIZE_LIMITS = ['tiny', 'small', 'medium', 'large', 'unlimited'] as const;
export type WriteSizeLimit = (typeof WRITE_SIZE_LIMITS)[number];

/** The target time of each limit, in seconds. */
const TARGET_SECONDS: Readonly<Record<Exclude<WriteSizeLimit, 'unlimited'>, number>> = {
  tiny: 1,
  small: 10,
  medium: 30,
  large: 60,
};

/**
 * Nodes stored or removed per second. Measured (docs/emulator-protocol.md, Tests and benchmarks):
 * the import-shaped multi-path update stores 1,165,375 nodes (46,615 buildings of 24 nodes and
 * their portfolio entries) in 1.0–1.2 s, acked and pushed.
 */
export const NODES_PER_SECOND = 1_000_000;

/** The `writeSizeLimit` a REST parameter names, or undefined for anything else. */
export function parseWriteSizeLimit(text: string): WriteSizeLimit | undefined {
  return (WRITE_SIZE_LIMITS as readonly string[]).includes(text)
    ? (text as WriteSizeLimit)
    : undefined;
}

/**
 * Refuses a write whose estimated time exceeds `limit`'s target. It costs the nodes it stores
 * (`written`) plus those of the subtrees it replaces, so a delete costs what it removes.
 */
export function writeSizeRefusal(
  written: number,
  replaced: readonly TreeNode[],
  limit: WriteSizeLimit,
): LimitRefusal | null {
  if (limit === 'unlimited') return null;
  let nodes = written;
  for (const node of replaced) nodes += nodeCount(node);
  const seconds = nodes / NODES_PER_SECOND;
  const target = TARGET_SECONDS[limit];
  if (seconds <= target) return null;
  return {
    status: 'write_too_big',
    message:
      `${WRITE_TOO_LARGE} ` +
      `(${nodes.toLocaleString('en-US')} nodes written or removed, about ${seconds.toFixed(1)} s; ` +
      `writeSizeLimit ${limit} allows ${target} s)`,
  };
}
