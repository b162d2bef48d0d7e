import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import {
  requestAuth,
  requestNamespace,
  respond,
  respondError,
} from '../transports/rest/http-utils.js';
import {
  handleCoverageRequest,
  handleFunctionTriggers,
  handleRulesRequest,
  handleSettingRequest,
} from '../transports/rest/rest-admin.js';
import { handleDataRequest } from '../transports/rest/rest-data.js';
import type { Connection } from '../protocol/connection.js';
import { LongPollSessions } from '../transports/long-poll.js';
import { Namespaces, type NamespacesOptions } from '../core/namespaces.js';
import { serveWebSocket } from '../transports/ws-transport.js';
import { TriggerDispatcher } from '../core/triggers/trigger-dispatcher.js';
import { isSettingName } from '../core/database-settings.js';

/** Options of {@link startEmulator}. */
export interface EmulatorOptions extends NamespacesOptions {
  /** Interface to listen on (default 127.0.0.1). */
  readonly host?: string;
  /** Port (default 9000; 0 picks a free one). */
  readonly port?: number;
  /** firebase-tools' Functions emulator (`host:port`), where trigger events are delivered. */
  readonly functionsEmulator?: string;
  /** Trigger deliveries in flight at once (default 4). */
  readonly triggerConcurrency?: number;
  /** How long undeliverable trigger events are retried (default 120 s). */
  readonly triggerRetryMs?: number;
  /** The database's location: 2nd-gen triggers of other regions are refused (unset: none). */
  readonly location?: string;
}

/** Counts of transports opened since the emulator started. */
export interface TransportStats {
  webSockets: number;
  longPollSessions: number;
  upgrades: number;
}

/** A running emulator. */
export interface RunningEmulator {
  /** Base URL, e.g. `http://127.0.0.1:9000`. */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  readonly namespaces: Namespaces;
  /** Transport counters since start (WebSockets, long-poll sessions, LP-to-WS upgrades). */
  readonly stats: TransportStats;
  /** Database triggers registered by the Functions emulator, and their delivery. */
  readonly triggers: TriggerDispatcher;
  /** Closes every connection (running their onDisconnect queues) and the server. */
  stop(): Promise<void>;
}

/** Starts the database emulator: WebSocket at `/.ws`, long polling at `/.lp`, REST elsewhere. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  let hostPort = '127.0.0.1:9000';
  const triggers: TriggerDispatcher = new TriggerDispatcher({
    ...(options.functionsEmulator === undefined
      ? {}
      : { functionsEmulator: options.functionsEmulator }),
    ...(options.triggerConcurrency === undefined
      ? {}
      : { concurrency: options.triggerConcurrency }),
    ...(options.triggerRetryMs === undefined ? {} : { retryForMs: options.triggerRetryMs }),
    ...(options.location === undefined ? {} : { location: options.location }),
    databaseHost: () => hostPort,
    resolveNamespace: (name: string): string => namespaces.resolve(name),
  });
  const namespaces = new Namespaces({ ...options, triggers });
  const connections = new Set<Connection>();
  const stats: TransportStats = { webSockets: 0, longPollSessions: 0, upgrades: 0 };
  const longPoll = new LongPollSessions(namespaces, connections, stats);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 * 1024 });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = url.searchParams;
    if (req.method === 'OPTIONS') {
      return respond(res, 204, null, {
        'Access-Control-Allow-Methods': 'GET, PUT, POST, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Firebase-ETag, If-Match',
      });
    }
    if (url.pathname === '/.lp') return longPoll.handle(req, res, params);
    const db = namespaces.get(requestNamespace(req, params));
    if (url.pathname === '/.inspect/coverage' || url.pathname === '/.inspect/coverage.json')
      return handleCoverageRequest(req, res, db);
    const who = requestAuth(req, params);
    if (who === null) return respondError(res, 401, 'Could not parse auth token.');
    if (url.pathname === '/.settings/rules.json') return handleRulesRequest(req, res, db, who);
    if (url.pathname === '/.settings/functionTriggers.json')
      return handleFunctionTriggers(req, res, who, triggers, params.get('ns'));
    const setting = /^\/\.settings\/([^/]+)\.json$/.exec(url.pathname)?.[1];
    if (setting !== undefined && isSettingName(setting))
      return handleSettingRequest(req, res, db, who, setting);
    if (!url.pathname.endsWith('.json')) {
      return respondError(res, 404, 'Not found: data paths end in .json');
    }
    return handleDataRequest(req, res, db, who, url.pathname, params);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (!res.headersSent)
        respondError(res, 500, error instanceof Error ? error.message : String(error));
      else res.destroy();
    });
  });
  // Idle kept-alive connections stay open longer than any client keeps one (undici 4 s, the
  // Admin SDK's agent and browsers longer): Node's default of 5 s let the server close a
  // connection while a loaded client was reusing it, failing that request with EPIPE or
  // ECONNRESET (the unit suites saw both under load).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const upgrading = params.get('s');
      if (upgrading && longPoll.attachUpgrade(ws, upgrading)) return;
      stats.webSockets++;
      const db = namespaces.get(requestNamespace(req, params));
      const conn = serveWebSocket(ws, db, req.headers.host ?? '', params.get('ls'));
      connections.add(conn);
      ws.on('close', () => connections.delete(conn));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 9000, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';
  const urlHost = host.includes(':') ? `[${host}]` : host;
  hostPort = `${urlHost}:${address.port}`;
  return {
    url: `http://${urlHost}:${address.port}`,
    host,
    port: address.port,
    namespaces,
    stats,
    triggers,
    stop: async () => {
      triggers.stop();
      for (const conn of [...connections]) conn.disconnect();
      longPoll.closeAll();
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
