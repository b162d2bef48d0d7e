import type { Path } from '../tree/node.js';
import { parsePath } from '../tree/node.js';
import { hashNode } from '../tree/hash.js';
import { DENIED, OK, bodyOf, type Reply } from './reply.js';
import type { Session } from './session.js';
import type { WriteOutcome } from '../core/namespace-db.js';
import {
  overlapMessage,
  overlapOf,
  updateEntries,
  type WriteEntry,
} from '../core/update-entries.js';

/**
 * The reply for a write's outcome. A denial is also explained with an `sd` (security debug) push
 * when the connection's token carries `debug: true`, as Firebase does. Other refusals carry
 * their message, which the SDKs append to the upper-cased status: `TOO_MANY_TRIGGERS: This
 * request would cause…` (`repoCallOnCompleteCallback` in @firebase/database).
 */
function replyFor(conn: Session, outcome: WriteOutcome): Reply {
  if (outcome.status === 'ok') return OK;
  if (outcome.status === 'permission_denied') {
    if (conn.who.auth?.token['debug'] === true) conn.push('sd', { msg: outcome.detail });
    return DENIED;
  }
  return { s: outcome.status, d: outcome.message };
}

/** The entries of an `m` or `om` update, or its refusal (not an object, or overlapping keys). */
function mergeEntries(path: Path, data: unknown): WriteEntry[] | Reply {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { s: 'invalid_data', d: 'Update needs an object' };
  }
  const entries = updateEntries(path, data as Record<string, unknown>);
  const overlap = overlapOf(entries);
  return overlap ? { s: 'invalid_data', d: overlapMessage(overlap) } : entries;
}

/** `p`: set (with `h`, a transaction's compare-and-set against the stored value's hash). */
export function handlePut(conn: Session, body: unknown): Reply {
  const b = bodyOf(body);
  const path = parsePath(String(b['p'] ?? '/'));
  if (typeof b['h'] === 'string' && hashNode(conn.db.read(path)) !== b['h']) {
    return { s: 'datastale', d: 'Transaction hash does not match' };
  }
  return replyFor(conn, conn.db.write(conn.who, [{ path, data: b['d'] ?? null }]));
}

/** `m`: an atomic multi-location update below `p`. */
export function handleMerge(conn: Session, body: unknown): Reply {
  const b = bodyOf(body);
  const entries = mergeEntries(parsePath(String(b['p'] ?? '/')), b['d']);
  if (!Array.isArray(entries)) return entries;
  return replyFor(conn, conn.db.write(conn.who, entries));
}

/** `o`: queues an onDisconnect set/remove after checking the rules now. */
export function handleDisconnectPut(conn: Session, body: unknown): Reply {
  const b = bodyOf(body);
  const path = parsePath(String(b['p'] ?? '/'));
  const entries = [{ path, data: b['d'] ?? null }];
  const outcome = conn.db.check(conn.who, entries);
  if (outcome.status === 'ok') conn.onDisconnect.add(path, entries, conn.who);
  return replyFor(conn, outcome);
}

/** `om`: queues an onDisconnect update after checking the rules now. */
export function handleDisconnectMerge(conn: Session, body: unknown): Reply {
  const b = bodyOf(body);
  const path = parsePath(String(b['p'] ?? '/'));
  const entries = mergeEntries(path, b['d']);
  if (!Array.isArray(entries)) return entries;
  const outcome = conn.db.check(conn.who, entries);
  if (outcome.status === 'ok') conn.onDisconnect.add(path, entries, conn.who);
  return replyFor(conn, outcome);
}

/** `oc`: cancels queued onDisconnect operations at or below `p`. */
export function handleCancelDisconnect(conn: Session, body: unknown): Reply {
  conn.onDisconnect.cancel(parsePath(String(bodyOf(body)['p'] ?? '/')));
  return OK;
}
