import type { AuthState } from '../core/auth.js';
import type { Listen, ListenerSink } from '../core/listen-registry.js';
import type { NamespaceDb } from '../core/namespace-db.js';
import type { OnDisconnectQueue } from '../core/on-disconnect.js';

/**
 * One client session as a request's handler sees it (actions.ts and the listen and write actions):
 * the sink of its listens, and what a request may read and change of it, without its transport.
 * `Connection` is the one implementation; the handlers name this instead, so that they need not
 * know the connection that calls them.
 */
export interface Session extends ListenerSink {
  readonly db: NamespaceDb;
  /** The session's listens, by path and query identity (`listenKey`). */
  readonly listens: Map<string, Listen>;
  readonly onDisconnect: OnDisconnectQueue;
  /** Changes the session's auth and revokes listens it can no longer read. */
  setAuth(who: AuthState): void;
}
