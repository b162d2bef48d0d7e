import { parsePath, toJSON } from '../tree/node.js';
import { hashNode } from '../tree/hash.js';
import { applyQuery, parseWireQuery, queryIdentity, type WireQuery } from '../tree/query.js';
import { DENIED, OK, bodyOf, type Reply } from './reply.js';
import type { Session } from './session.js';
import { listenKey, type Listen } from '../core/listen-registry.js';
import { indexNotDefined, mayRead, missingIndex } from '../core/rules-gate.js';
import { READ_TOO_LARGE } from '../core/transfer-limits.js';

/**
 * A first answer over the size one response may have (256 MB, `transferLimits`): refused, as
 * production answers it (the SDKs' `too_big at /path: The data requested exceeds…`); nothing is
 * listened to (`NamespaceDb.tooLargeToAnswer`).
 */
const TOO_BIG: Reply = { s: 'too_big', d: READ_TOO_LARGE };

function wireQueryOf(value: unknown): WireQuery | undefined {
  return typeof value === 'object' && value !== null ? (value as WireQuery) : undefined;
}

/** `q`: checks `.read`, registers the listen, pushes its data (unless `h` matches), replies. */
export function handleListen(conn: Session, body: unknown): Reply {
  const b = bodyOf(body);
  const pathKey = String(b['p'] ?? '/');
  const path = parsePath(pathKey);
  const wireQuery = wireQueryOf(b['q']);
  const tag = typeof b['t'] === 'number' ? b['t'] : undefined;
  const spec = parseWireQuery(tag === undefined ? undefined : wireQuery);
  const { db } = conn;
  if (!mayRead(db.rules, conn.who, path, db.root, spec)) return DENIED;
  const queryId = tag === undefined ? '' : queryIdentity(wireQuery);
  const key = listenKey(path.join('/'), queryId);
  const view = applyQuery(db.read(path), spec);
  if (db.tooLargeToAnswer(view)) return TOO_BIG;
  const previous = conn.listens.get(key);
  if (previous) db.listens.remove(previous);
  const listen: Listen = {
    sink: conn,
    path,
    pathKey: path.join('/'),
    queryId,
    spec,
    ...(wireQuery ? { wireQuery } : {}),
    ...(tag === undefined ? {} : { tag }),
    lastView: view,
  };
  conn.listens.set(key, listen);
  db.listens.add(listen);
  if (b['h'] !== hashNode(view) || b['h'] === undefined) {
    conn.push('d', {
      p: listen.pathKey,
      d: toJSON(view, true),
      ...(tag === undefined ? {} : { t: tag }),
    });
  }
  if (tag !== undefined && missingIndex(db.rules, path, spec) !== null) {
    return { s: 'ok', d: { w: ['no_index'] } };
  }
  return OK;
}

/** `n`: stops pushes for that view. */
export function handleUnlisten(conn: Session, body: unknown): Reply {
  const b = bodyOf(body);
  const path = parsePath(String(b['p'] ?? '/'));
  const tagged = typeof b['t'] === 'number';
  const key = listenKey(path.join('/'), tagged ? queryIdentity(wireQueryOf(b['q'])) : '');
  const listen = conn.listens.get(key);
  if (listen) {
    conn.listens.delete(key);
    conn.db.listens.remove(listen);
  }
  return OK;
}

/**
 * `g`: a one-shot read, with the query applied; denied reads reply "Permission denied", a query
 * by a child or value without its `.indexOn` production's "Index not defined…" (`missingIndex`).
 */
export function handleGet(conn: Session, body: unknown): Reply {
  const b = bodyOf(body);
  const path = parsePath(String(b['p'] ?? '/'));
  const spec = parseWireQuery(wireQueryOf(b['q']));
  const { db } = conn;
  if (!mayRead(db.rules, conn.who, path, db.root, spec)) return DENIED;
  const unindexed = missingIndex(db.rules, path, spec);
  if (unindexed !== null) return { s: 'failed', d: indexNotDefined(unindexed, path) };
  const view = applyQuery(db.read(path), spec);
  if (db.tooLargeToAnswer(view)) return TOO_BIG;
  return { s: 'ok', d: toJSON(view, true) };
}
