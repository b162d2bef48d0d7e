import type { ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { Connection, type Transport } from '../protocol/connection.js';
import type { NamespaceDb } from '../core/namespace-db.js';

/** How long a poll is held open without data (the SDK re-polls after 25 s regardless). */
const HOLD_MS = 20_000;

/**
 * One long-polling session: a {@link Connection} whose output is queued and delivered as JSONP
 * packets (`pRTLPCB(n, [...])`) on held poll requests, and whose input arrives as base64
 * segments on those requests. A WebSocket may take its output over (transport upgrade).
 */
export class LongPollSession {
  readonly id = randomBytes(9).toString('base64url');
  readonly password = randomBytes(9).toString('base64url');
  readonly connection: Connection;
  private queue: string[] = [];
  private held: { res: ServerResponse; timer: NodeJS.Timeout }[] = [];
  private packet = 0;
  private segments = new Map<number, { total: number; data: string }>();
  private nextSegment = 0;
  private upgraded: Transport | null = null;
  private pendingUpgrade: Transport | null = null;
  /** Whether the client ended transmission on the poll channel (control `n`). */
  private pollInputEnded = false;
  /** Requests that came on the upgrading WebSocket before the poll channel ended, in order. */
  private socketInput: string[] = [];
  /** A WebSocket took the session over: the next packet, carrying our `n`, is the channel's last. */
  private endingForSocket = false;
  /** The number of that last packet, once sent. */
  private lastPacket: number | null = null;
  private closed = false;
  lastSeen = Date.now();

  constructor(
    db: NamespaceDb,
    host: string,
    private readonly callbackId: string,
    private readonly onClose: (session: LongPollSession) => void,
  ) {
    const transport: Transport = {
      send: (text) => {
        if (this.upgraded) this.upgraded.send(text);
        else {
          this.queue.push(text);
          this.flush();
        }
      },
      close: () => {
        // Ending the session (server stop, a reconnect's `ls`) also ends a socket that took it over.
        this.upgraded?.close();
        this.close();
      },
    };
    this.connection = new Connection(db, transport, host);
  }

  /** The JS preamble binding the callbacks to the page's per-connection names. */
  private preamble(): string {
    const cb = JSON.stringify(this.callbackId);
    return (
      `function pLPCommand(c,a1,a2,a3,a4){parent['pLPCommand'+${cb}](c,a1,a2,a3,a4);}\n` +
      `function pRTLPCB(pN,data){parent['pRTLPCB'+${cb}](pN,data);}\n`
    );
  }

  /** Answers the `start=t` request: the session id and password, then the hello. */
  start(res: ServerResponse): void {
    this.connection.start();
    const hello = this.takePacket();
    respondScript(
      res,
      `${this.preamble()}pLPCommand('start',${JSON.stringify(this.id)},${JSON.stringify(this.password)});\n${hello}`,
    );
  }

  /** Takes incoming segments from a poll, then holds the poll until there is output. */
  poll(params: URLSearchParams, res: ServerResponse): void {
    this.lastSeen = Date.now();
    for (let i = 0; params.has(`seg${i}`); i++) {
      const seg = Number(params.get(`seg${i}`));
      this.segments.set(seg, {
        total: Number(params.get(`ts${i}`)),
        data: params.get(`d${i}`) ?? '',
      });
    }
    this.assemble();
    if (this.closed) return respondScript(res, this.preamble() + this.closeCommand());
    const timer = setTimeout(() => this.release(res), HOLD_MS);
    this.held.push({ res, timer });
    if (this.held.length > 1) this.release(this.held[0]!.res);
    this.flush();
  }

  /**
   * Registers a WebSocket that is upgrading this session; output moves to it once the client
   * ends transmission on the poll channel (control `n`).
   */
  prepareUpgrade(transport: Transport): void {
    this.pendingUpgrade = transport;
  }

  /**
   * Takes one request that came on the upgrading WebSocket. The client sends on the socket as soon
   * as it has queued `n` on the poll channel (@firebase/database `Connection.proceedWithUpgrade_`),
   * while polls carrying its earlier requests (an `auth`, a write) may still be on their way: the
   * socket's requests wait for the poll channel's end, so the session handles every request in the
   * order the client sent it, as it buffers the server's socket messages until our `n`. Without
   * this a listen sent on the socket could be checked against the rules before the `auth` that
   * preceded it, and refused.
   */
  receiveFromSocket(text: string): void {
    if (this.pollInputEnded) this.connection.receive(text);
    else this.socketInput.push(text);
  }

  /** True once output goes to the WebSocket. */
  get isUpgraded(): boolean {
    return this.upgraded !== null;
  }

  /**
   * Ends the poll channel (timeout, disconnect frame closed, server stop, or a WebSocket took the
   * session over). Unless a WebSocket took it over, this ends the connection too and runs its
   * onDisconnect queue.
   */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const { res, timer } of this.held) {
      clearTimeout(timer);
      respondScript(res, this.preamble() + this.closeCommand());
    }
    this.held = [];
    if (!this.upgraded) this.connection.close();
    this.onClose(this);
  }

  /** Whether the session is closed. */
  get isClosed(): boolean {
    return this.closed;
  }

  private assemble(): void {
    for (;;) {
      const first = this.segments.get(this.nextSegment);
      if (!first) return;
      const parts: string[] = [];
      for (let i = 0; i < first.total; i++) {
        const seg = this.segments.get(this.nextSegment + i);
        if (!seg) return;
        parts.push(seg.data);
      }
      for (let i = 0; i < first.total; i++) this.segments.delete(this.nextSegment + i);
      this.nextSegment += first.total;
      // The SDK's web-safe base64 pads with '.' instead of '='.
      const text = Buffer.from(parts.join('').replace(/\./g, '='), 'base64').toString('utf8');
      this.receive(text);
    }
  }

  private receive(text: string): void {
    let parsed: { t?: unknown; d?: { t?: unknown } | null } | null;
    try {
      parsed = JSON.parse(text) as { t?: unknown; d?: { t?: unknown } | null } | null;
    } catch {
      return;
    }
    if (parsed?.t === 'c' && parsed.d?.t === 'n') {
      // End of transmission on this channel: confirm it here, then output goes to the socket.
      this.queue.push(JSON.stringify({ t: 'c', d: { t: 'n', d: {} } }));
      if (this.pendingUpgrade) {
        this.upgraded = this.pendingUpgrade;
        this.endingForSocket = true;
      }
      this.pollInputEnded = true;
      this.flush();
      for (const waiting of this.socketInput.splice(0)) this.connection.receive(waiting);
      return;
    }
    this.connection.receive(text);
  }

  private takePacket(): string {
    if (this.queue.length === 0) return '';
    const messages = this.queue.join(',');
    this.queue = [];
    return `pRTLPCB(${this.packet++},[${messages}]);\n`;
  }

  private flush(): void {
    while (this.queue.length > 0 && this.held.length > 0) {
      const { res, timer } = this.held.shift()!;
      clearTimeout(timer);
      const number = this.packet;
      const body = this.preamble() + this.takePacket();
      if (!this.endingForSocket) {
        respondScript(res, body);
        continue;
      }
      // The packet with our `n` is the channel's last: the client reads every packet up to it,
      // then closes its long-poll transport, as it expects of the server once it has switched
      // ("the server will shutdown the old connection", @firebase/database
      // `Connection.tryCleanupConnection`; `pLPCommand('close', n)` waits for packet n). Without
      // it the page went on polling for as long as it was open, a held request every 20 s.
      this.lastPacket = number;
      respondScript(res, body + this.closeCommand());
      this.close();
    }
  }

  /**
   * The close command. After a switch it names the channel's last packet, so a poll answered out
   * of order cannot close the transport before the client has read our `n` (closing it earlier
   * would end the whole connection).
   */
  private closeCommand(): string {
    const last = this.lastPacket === null ? '' : `,${this.lastPacket}`;
    return `pLPCommand('close'${last});\n`;
  }

  private release(res: ServerResponse): void {
    const index = this.held.findIndex((h) => h.res === res);
    if (index < 0) return;
    clearTimeout(this.held[index]!.timer);
    this.held.splice(index, 1);
    respondScript(res, this.preamble());
  }
}

/** Sends a JSONP script response. */
export function respondScript(res: ServerResponse, body: string): void {
  if (res.writableEnded) return;
  res.writeHead(200, {
    'Content-Type': 'application/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(body);
}
