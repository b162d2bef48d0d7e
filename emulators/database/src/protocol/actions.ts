import { resolveCredentials, type Credentials } from '../core/auth.js';
import { OK, bodyOf, type Reply } from './reply.js';
import type { Session } from './session.js';
import { handleGet, handleListen, handleUnlisten } from './listen-actions.js';
import {
  handleCancelDisconnect,
  handleDisconnectMerge,
  handleDisconnectPut,
  handleMerge,
  handlePut,
} from './write-actions.js';

function handleAuth(conn: Session, body: unknown): Reply {
  const who = resolveCredentials(bodyOf(body) as Credentials);
  if (who === null) return { s: 'invalid_token', d: 'Invalid token: not a JWT or owner' };
  conn.setAuth(who);
  return { s: 'ok', d: { auth: who.auth, expires: who.expires ?? null } };
}

type Handler = (conn: Session, body: unknown) => Reply;

const HANDLERS: Record<string, Handler> = {
  s: () => OK,
  auth: handleAuth,
  gauth: handleAuth,
  unauth: (conn) => {
    conn.setAuth({ admin: false, auth: null });
    return OK;
  },
  appcheck: () => OK,
  unappeck: () => OK,
  q: handleListen,
  n: handleUnlisten,
  g: handleGet,
  p: handlePut,
  m: handleMerge,
  o: handleDisconnectPut,
  om: handleDisconnectMerge,
  oc: handleCancelDisconnect,
};

/** Runs one client request synchronously and returns its reply. */
export function handleRequest(conn: Session, action: string, body: unknown): Reply {
  const handler = Object.hasOwn(HANDLERS, action) ? HANDLERS[action] : undefined;
  if (!handler) return { s: 'invalid_action', d: `Unknown action: ${action}` };
  try {
    return handler(conn, body);
  } catch (error) {
    return { s: 'internal_error', d: error instanceof Error ? error.message : String(error) };
  }
}
