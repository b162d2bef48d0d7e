/**
 * A reconnecting client names its previous session with `ls=<session id>` (the SDK's
 * LAST_SESSION_PARAM); Firebase ends that session at once if it is still open and runs its
 * onDisconnect queue, rather than waiting for the half-open socket to time out.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  getDatabase,
  onDisconnect,
  onValue,
  ref,
  set,
} from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
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

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
}

/** What the proxy saw of one connection: the client's request URL and the server's hello. */
interface SeenConnection {
  /** Request target of the HTTP upgrade, e.g. `/.ws?v=5&ns=…&ls=…`. */
  url: string;
  /** Session id of the server's hello (`{t:'c', d:{t:'h', d:{s}}}`), once it has passed. */
  sessionId: string | undefined;
}

/**
 * A TCP proxy in front of the emulator that can cut the client side of every connection while
 * leaving the server side open: the server then holds a half-open session, as after a network
 * switch. It reads the upgrade's URL and the hello's session id off the wire (the emulator's
 * WebSocket frames are unmasked and uncompressed, so the hello's JSON is plain text).
 */
async function startCuttingProxy(targetPort: number): Promise<{
  port: number;
  seen: SeenConnection[];
  /** Resolves when a server-side socket cut off by {@link cutClients} is closed by the server. */
  cutClients(): Promise<void>[];
  close(): Promise<void>;
}> {
  const pairs: { client: Socket; upstream: Socket }[] = [];
  const seen: SeenConnection[] = [];
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    client.on('error', () => undefined);
    upstream.on('error', () => undefined);
    const connection: SeenConnection = { url: '', sessionId: undefined };
    seen.push(connection);
    let request = '';
    client.on('data', (chunk: Buffer) => {
      if (connection.url !== '' || request.length > 64 * 1024) return;
      request += chunk.toString('latin1');
      const line = /^[A-Z]+ (\S+) HTTP\/1\.1\r\n/.exec(request);
      if (line) connection.url = line[1]!;
    });
    let response = '';
    upstream.on('data', (chunk: Buffer) => {
      if (connection.sessionId !== undefined || response.length > 64 * 1024) return;
      response += chunk.toString('latin1');
      const hello = /\{"t":"c","d":\{"t":"h","d":\{[^}]*"s":"([^"]+)"/.exec(response);
      if (hello) connection.sessionId = hello[1];
    });
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.push({ client, upstream });
  });
  const port = await listen(server);
  return {
    port,
    seen,
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
    const proxy = await startCuttingProxy(emulator.port);
    const webSocketsBefore = emulator.stats.webSockets;
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
      expect(emulator.stats.webSockets - webSocketsBefore).toBe(1);
      expect(proxy.seen).toHaveLength(1);
      const first = proxy.seen[0]!;
      expect(first.url).toMatch(/^\/\.ws\?/);
      expect(first.url).not.toMatch(/[?&]ls=/);
      expect(first.sessionId).toMatch(/^[\w-]+$/);

      const serverSideClosed = proxy.cutClients();
      // The server still holds the first session; only the SDK's `ls` can end it this soon.
      expect(await valueSoon('presence/a', (v) => v === 'offline')).toBe('offline');
      await withTimeout(Promise.all(serverSideClosed), 'half-open socket closed by the server');
      expect(emulator.stats.webSockets - webSocketsBefore).toBe(2);
      expect(proxy.seen).toHaveLength(2);
      expect(new URL(proxy.seen[1]!.url, 'http://x').searchParams.get('ls')).toBe(first.sessionId);
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
