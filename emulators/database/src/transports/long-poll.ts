import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';
import { respondError } from './rest/http-utils.js';
import { endPreviousSession, type Connection } from '../protocol/connection.js';
import { FrameAssembler, splitIntoFrames } from '../protocol/framing.js';
import { LongPollSession } from './long-poll-session.js';
import type { Namespaces } from '../core/namespaces.js';
import { corkedSender } from './ws-transport.js';

/** A session with no poll for this long is closed (the SDK polls at least every 25 s). */
const IDLE_MS = 60_000;

/**
 * Long-polling sessions (`/.lp`), the browser SDK's fallback after a WebSocket failure: `start=t`
 * opens a session, polls carry input segments and receive output, `dframe=t` is the disconnect
 * frame whose end closes the session. A WebSocket opened with `s=<session id>` can take over.
 */
export class LongPollSessions {
  private readonly byId = new Map<string, LongPollSession>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly namespaces: Namespaces,
    private readonly connections: Set<Connection>,
    private readonly stats: { longPollSessions: number; upgrades: number },
  ) {
    this.sweeper = setInterval(() => {
      const cutoff = Date.now() - IDLE_MS;
      for (const session of [...this.byId.values()]) {
        if (session.lastSeen >= cutoff) continue;
        session.close();
        this.byId.delete(session.id);
      }
    }, 10_000);
    this.sweeper.unref();
  }

  /** Serves one `/.lp` request. */
  handle(req: IncomingMessage, res: ServerResponse, params: URLSearchParams): void {
    if (params.get('start') === 't') {
      const db = this.namespaces.get(params.get('ns'));
      // The browser SDK sends its previous session id on the start request too.
      endPreviousSession(db, params.get('ls'));
      const session = new LongPollSession(
        db,
        req.headers.host ?? '',
        params.get('cb') ?? '',
        (s) => {
          // A channel a WebSocket took over stays known until the sweep, so that a poll the
          // client sent before it read the close is answered with the close again, not a 404 (a
          // script that fails to load ends the SDK's whole long-poll transport at once).
          if (!s.isUpgraded) {
            this.byId.delete(s.id);
            this.connections.delete(s.connection);
          }
        },
      );
      this.byId.set(session.id, session);
      this.stats.longPollSessions++;
      this.connections.add(session.connection);
      session.start(res);
      return;
    }
    const session = this.byId.get(params.get('id') ?? '');
    if (!session || params.get('pw') !== session.password) {
      return respondError(res, 404, 'Unknown long-poll session');
    }
    if (params.get('dframe') === 't') {
      // Held open for the page's lifetime; its end means the page went away.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<html><body></body></html>');
      req.socket.once('close', () => session.close());
      return;
    }
    session.poll(params, res);
  }

  /**
   * Attaches an upgrading WebSocket (`s=<session id>`) to its long-poll session: answers pings,
   * acknowledges the switch, and carries the session's traffic once the poll channel ends.
   */
  attachUpgrade(socket: WebSocket, sessionId: string): boolean {
    const session = [...this.byId.values()].find((s) => s.connection.sessionId === sessionId);
    if (!session) return false;
    this.stats.upgrades++;
    const sendFrame = corkedSender(socket);
    const send = (text: string): void => {
      if (socket.readyState === socket.OPEN) for (const f of splitIntoFrames(text)) sendFrame(f);
    };
    session.prepareUpgrade({ send, close: () => socket.terminate() });
    const frames = new FrameAssembler();
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = frames.push(data.toString());
      if (text === null) return;
      if (/^\{"t":"c"/.test(text)) {
        const control = JSON.parse(text) as { d?: { t?: string } };
        if (control.d?.t === 'p') send(JSON.stringify({ t: 'c', d: { t: 'o', d: {} } }));
        return;
      }
      session.receiveFromSocket(text);
    });
    socket.on('close', () => {
      if (session.isUpgraded) {
        this.connections.delete(session.connection);
        session.connection.close();
      }
    });
    send(JSON.stringify({ t: 'c', d: { t: 'a', d: {} } }));
    return true;
  }

  /** Ends every session. */
  closeAll(): void {
    clearInterval(this.sweeper);
    for (const session of [...this.byId.values()]) session.close();
  }
}
