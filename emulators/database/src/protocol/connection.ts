import { randomBytes } from 'node:crypto';
import type { AuthState } from '../core/auth.js';
import { ANONYMOUS } from '../core/auth.js';
import { revokeListen } from '../core/fan-out.js';
import { listenKey, type Listen } from '../core/listen-registry.js';
import type { NamespaceDb } from '../core/namespace-db.js';
import { OnDisconnectQueue } from '../core/on-disconnect.js';
import { handleRequest } from './actions.js';
import type { Reply } from './reply.js';
import type { Session } from './session.js';
import { mayRead } from '../core/rules-gate.js';
import { exceedsBytes, WRITE_TOO_LARGE } from '../core/transfer-limits.js';

/** How a connection reaches its client: a WebSocket or a long-poll session. */
export interface Transport {
  /** Sends one whole JSON message (the transport frames it as needed). */
  send(text: string): void;
  /** Closes the underlying channel. */
  close(): void;
}

let nextConnectionId = 1;

/** Open sessions of each namespace by session id, so that a reconnect's `ls` can end one. */
const openSessions = new WeakMap<NamespaceDb, Map<string, Connection>>();

/** The actions that write (set, update, and their onDisconnect forms). */
const WRITE_ACTIONS = new Set(['p', 'm', 'o', 'om']);

/**
 * A write over the size one write from the SDKs may have (16 MB, `transferLimits`): refused
 * whole, as production answers it (the SDKs' `WRITE_TOO_BIG: Data to write exceeds…`).
 */
const WRITE_TOO_BIG: Reply = { s: 'write_too_big', d: WRITE_TOO_LARGE };

/**
 * Ends the session a reconnecting client names as its last one (`ls=<session id>` on the
 * WebSocket or long-poll URL) if the server still holds it open, and so runs its onDisconnect
 * queue at once. The old socket is often half-open (a network switch, a sleeping laptop): without
 * this, its onDisconnect would wait for a TCP timeout while the client is already back. The SDK
 * sends `ls` for exactly this ("used to clean up old session in real-time server",
 * @firebase/database `Connection` constructor; `LAST_SESSION_PARAM = 'ls'`). Call it before the
 * new connection handles anything. Returns whether a session was ended.
 */
export function endPreviousSession(db: NamespaceDb, lastSessionId: string | null): boolean {
  if (!lastSessionId) return false;
  const previous = openSessions.get(db)?.get(lastSessionId);
  if (!previous) return false;
  previous.disconnect();
  return true;
}

/**
 * One client session: its auth, listens and onDisconnect queue. Messages are handled strictly in
 * arrival order and synchronously, so an `auth` applies to every request after it and data pushes
 * for a write leave before its ack.
 */
export class Connection implements Session {
  readonly id = nextConnectionId++;
  readonly sessionId = randomBytes(12).toString('base64url');
  who: AuthState = ANONYMOUS;
  /** This connection's listens, by path and query identity. */
  readonly listens = new Map<string, Listen>();
  readonly onDisconnect = new OnDisconnectQueue();
  private closed = false;

  constructor(
    readonly db: NamespaceDb,
    private readonly transport: Transport,
    private readonly host: string,
  ) {
    let sessions = openSessions.get(db);
    if (!sessions) openSessions.set(db, (sessions = new Map()));
    sessions.set(this.sessionId, this);
  }

  /** Sends the hello; must precede everything else. */
  start(): void {
    this.sendJSON({
      t: 'c',
      d: { t: 'h', d: { ts: Date.now(), v: '5', h: this.host, s: this.sessionId } },
    });
  }

  /** Handles one complete JSON text from the client. */
  receive(text: string): void {
    if (this.closed) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      this.sendJSON({ t: 'c', d: { t: 'e', d: 'Malformed message' } });
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { t, d } = message as { t?: unknown; d?: unknown };
    if (t === 'c') {
      const control = d as { t?: unknown } | null;
      if (control?.t === 'p') this.sendJSON({ t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    if (t !== 'd' || typeof d !== 'object' || d === null) return;
    const request = d as { r?: unknown; a?: unknown; b?: unknown };
    const action = String(request.a);
    const reply =
      WRITE_ACTIONS.has(action) && exceedsBytes(text, this.db.transferLimits.sdkWriteBytes)
        ? WRITE_TOO_BIG
        : handleRequest(this, action, request.b);
    if (typeof request.r === 'number') this.sendReply(request.r, reply);
  }

  /** Sends a server push. */
  push(action: string, body: unknown): void {
    this.sendJSON({ t: 'd', d: { a: action, b: body } });
  }

  /** Drops a listen the server revoked. */
  forget(listen: Listen): void {
    const key = listenKey(listen.pathKey, listen.queryId);
    if (this.listens.get(key) === listen) this.listens.delete(key);
  }

  /** Changes the connection's auth and revokes listens it can no longer read. */
  setAuth(who: AuthState): void {
    this.who = who;
    for (const listen of [...this.listens.values()]) {
      if (!mayRead(this.db.rules, who, listen.path, this.db.root, listen.spec)) {
        this.db.listens.remove(listen);
        revokeListen(listen);
      }
    }
  }

  /** Ends the session: drops listens, then runs the onDisconnect queue. Idempotent. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    openSessions.get(this.db)?.delete(this.sessionId);
    for (const listen of this.listens.values()) this.db.listens.remove(listen);
    this.listens.clear();
    this.onDisconnect.run(this.db);
  }

  /** Closes the transport (server shutdown), which in turn ends the session. */
  disconnect(): void {
    this.transport.close();
    this.close();
  }

  private sendReply(r: number, reply: Reply): void {
    this.sendJSON({ t: 'd', d: { r, b: reply } });
  }

  private sendJSON(message: unknown): void {
    if (!this.closed) this.transport.send(JSON.stringify(message));
  }
}
