/**
 * A reconnecting client names its previous session with `ls=<session id>` (the SDK's
 * LAST_SESSION_PARAM); Firebase ends that session at once if it is still open and runs its
 * onDisconnect queue, rather than waiting for the half-open socket to time out.
 */
import { createServer, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase,
  onDisconnect,
  onValue,
  ref,
  set,
} from 'firebase/database';
import type { Connection } from '../src/server/connection.js';
import type { RunningEmulator } from '../src/server/emulator.js';
import { serveWebSocket } from '../src/server/ws-transport.js';
import { RawClient, rest, startTestEmulator, withTimeout } from './helpers.js';

let emulator: RunningEmulator;
const NS = 'lastsession';

beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.stop());

async function valueSoon(path: string, test: (v: unknown) => boolean): Promise<unknown> {
  return withTimeout(
    (async () => {
      for (;;) {
        const { body } = await rest(emulator, 'GET', `/${path}.json?ns=${NS}`);
        if (test(body)) return body;
        await new Promise((r) => setTimeout(r, 10));
      }
    })(),
    `value at ${path}`,
  );
}

function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
}

/**
 * WebSockets served as the emulator's `/.ws` serves them, onto the emulator's namespaces, with
 * the URL's `ls` passed on; records each upgrade's URL and connection.
 */
async function startWebSocketFront(): Promise<{
  port: number;
  upgrades: { url: string; connection: Connection }[];
  close(): Promise<void>;
}> {
  const upgrades: { url: string; connection: Connection }[] = [];
  const server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const params = new URL(req.url ?? '/', 'http://localhost').searchParams;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const db = emulator.namespaces.get(params.get('ns'));
      const connection = serveWebSocket(ws, db, req.headers.host ?? '', params.get('ls'));
      upgrades.push({ url: req.url ?? '', connection });
    });
  });
  const port = await listen(server);
  return {
    port,
    upgrades,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A TCP proxy that can cut the client side of every connection while leaving the server side
 * open: the server then holds a half-open session, as after a network switch.
 */
async function startCuttingProxy(targetPort: number): Promise<{
  port: number;
  /** Resolves when a server-side socket cut off by {@link cutClients} is closed by the server. */
  cutClients(): Promise<void>[];
  close(): Promise<void>;
}> {
  const pairs: { client: Socket; upstream: Socket }[] = [];
  const server = createTcpServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.push({ client, upstream });
  });
  const port = await listen(server);
  return {
    port,
    cutClients: () =>
      pairs.splice(0).map(({ client, upstream }) => {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.destroy();
        return new Promise<void>((resolve) => {
          if (upstream.closed) resolve();
          else upstream.once('close', () => resolve());
        });
      }),
    close: async () => {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('last session (ls)', () => {
  it('a reconnecting web SDK ends its half-open session and its onDisconnect runs at once', async () => {
    const front = await startWebSocketFront();
    const proxy = await startCuttingProxy(front.port);
    const app = initializeApp(
      { projectId: 'demo-test', databaseURL: `https://${NS}.firebaseio.com` },
      'last-session-sdk',
    );
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', proxy.port);
    const connected: boolean[] = [];
    const unsubscribe = onValue(ref(db, '.info/connected'), (s) => {
      connected.push(s.val() as boolean);
    });
    try {
      await withTimeout(onDisconnect(ref(db, 'presence/a')).set('offline'), 'onDisconnect');
      await withTimeout(set(ref(db, 'presence/a'), 'online'), 'online');
      expect(front.upgrades).toHaveLength(1);
      const first = front.upgrades[0]!;
      expect(first.url).not.toMatch(/[?&]ls=/);

      const serverSideClosed = proxy.cutClients();
      // The server still holds the first session; only the SDK's `ls` can end it this soon.
      expect(await valueSoon('presence/a', (v) => v === 'offline')).toBe('offline');
      await withTimeout(Promise.all(serverSideClosed), 'half-open socket closed by the server');
      expect(front.upgrades).toHaveLength(2);
      expect(new URL(front.upgrades[1]!.url, 'http://x').searchParams.get('ls')).toBe(
        first.connection.sessionId,
      );
      await withTimeout(
        (async () => {
          while (connected.at(-1) !== true || !connected.includes(false)) {
            await new Promise((r) => setTimeout(r, 10));
          }
        })(),
        'reconnected',
      );
      // The new session works; presence code re-registers on .info/connected, as apps do.
      await withTimeout(set(ref(db, 'presence/a'), 'online again'), 'write after reconnect');
      expect(await valueSoon('presence/a', (v) => v === 'online again')).toBe('online again');
    } finally {
      unsubscribe();
      await deleteApp(app);
      await proxy.close();
      await front.close();
    }
  });

  it('a long-poll start with ls ends that session (and an unknown ls is harmless)', async () => {
    const raw = await RawClient.connect(emulator, NS);
    const hello = await raw.waitFor((m) => m.d.t === 'h', 'hello');
    const sessionId = hello.d.d!.s;
    expect((await raw.request('o', { p: '/lp/a', d: 'offline' })).s).toBe('ok');
    const closed = new Promise<void>((resolve) => raw.socket.once('close', () => resolve()));

    const start = async (ls: string): Promise<string> => {
      const res = await fetch(`${emulator.url}/.lp?start=t&ser=1&cb=7&v=5&ns=${NS}&ls=${ls}`);
      return res.text();
    };
    expect(await withTimeout(start('no-such-session'), 'lp start, unknown ls')).toContain(
      "pLPCommand('start'",
    );
    expect((await rest(emulator, 'GET', `/lp/a.json?ns=${NS}`)).body).toBeNull();

    expect(await withTimeout(start(sessionId), 'lp start, ls')).toContain("pLPCommand('start'");
    // Ended before the start was answered: the write is there at once, the old socket closed.
    expect((await rest(emulator, 'GET', `/lp/a.json?ns=${NS}`)).body).toBe('offline');
    await withTimeout(closed, 'old socket closed');
  });
});
