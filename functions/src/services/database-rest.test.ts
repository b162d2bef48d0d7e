import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { App } from 'firebase-admin/app';
import type { Database } from 'firebase-admin/database';
import { memoryDatabase } from '../shared/testing/memory-database.js';
import {
  accessTokens,
  inKeyOrder,
  RestDatabaseError,
  restDatabase,
  subtreeReader,
  valueWriter,
} from './database-rest.js';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

let server: Server | null = null;

/** A stand-in database: `answer` decides each request's reply (null: drop the connection). */
async function database(
  answer: (request: Received, index: number) => { status: number; body: string } | null,
): Promise<{ received: Received[]; rest: ReturnType<typeof restDatabase> }> {
  const received: Received[] = [];
  server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      const reply = answer(entry, received.length - 1);
      if (reply === null) {
        request.socket.destroy();
        return;
      }
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const rest = restDatabase(
    { databaseURL: 'https://demo-ns.firebaseio.com' },
    { FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${port}` },
  );
  return { received, rest };
}

afterEach(async () => {
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = null;
  vi.unstubAllEnvs();
});

describe('restDatabase against the emulator', () => {
  it('sends an update of bytes whole, as admin, to the namespace, answered silently', async () => {
    const { received, rest } = await database(() => ({ status: 204, body: '' }));
    const text = JSON.stringify({ 'buildings/b1/general': { name: 'Žlutý dům' } });
    await rest.update(new TextEncoder().encode(text));
    await rest.update(text);
    expect(received).toHaveLength(2);
    for (const request of received) {
      expect(request).toMatchObject({
        method: 'PATCH',
        url: '/.json?ns=demo-ns&print=silent',
        authorization: 'Bearer owner',
        body: text,
      });
    }
  });

  it('reads a query as JSON, null when empty', async () => {
    const { received, rest } = await database((request) => ({
      status: 200,
      body: request.url.includes('equalTo') ? '{"b1":{"meta":{"ownerUid":"u1"}}}' : 'null',
    }));
    const query = { orderBy: '"meta/ownerUid"', equalTo: '"u1"' };
    expect(await rest.get('buildings', query)).toEqual({ b1: { meta: { ownerUid: 'u1' } } });
    expect(await rest.get('nothing')).toBeNull();
    expect(received[0]?.url).toBe(
      '/buildings.json?ns=demo-ns&orderBy=%22meta%2FownerUid%22&equalTo=%22u1%22',
    );
  });

  it('sends again once a request whose connection dropped before an answer', async () => {
    const { received, rest } = await database((_, index) =>
      index === 0 ? null : { status: 204, body: '' },
    );
    await rest.update('{"a":1}');
    expect(received.map((request) => request.body)).toEqual(['{"a":1}', '{"a":1}']);
  });

  it("throws the database's refusal with its status and text, without sending again", async () => {
    const { received, rest } = await database(() => ({
      status: 400,
      body: '{"error":"Data to write exceeds the maximum size"}',
    }));
    const refused = rest.update('{"a":1}');
    await expect(refused).rejects.toBeInstanceOf(RestDatabaseError);
    await expect(refused).rejects.toThrow(/400: \{"error":"Data to write exceeds/);
    expect(received).toHaveLength(1);
  });
});

describe('accessTokens', () => {
  it('keeps a token until five minutes before it expires, then fetches a new one', async () => {
    let nowMs = 0;
    let fetched = 0;
    const header = accessTokens(
      async () => ({ access_token: `token-${++fetched}`, expires_in: 3600 }),
      () => nowMs,
    );
    expect(await header()).toBe('Bearer token-1');
    nowMs = 54 * 60_000;
    expect(await header()).toBe('Bearer token-1');
    nowMs = 55 * 60_000;
    expect(await header()).toBe('Bearer token-2');
    expect(fetched).toBe(2);
  });

  it('shares one fetch among the requests waiting for it, and fetches again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const header = accessTokens(async () => {
      calls += 1;
      if (fail) throw new Error('metadata server down');
      return { access_token: 'fresh', expires_in: 3600 };
    });
    const both = await Promise.allSettled([header(), header()]);
    expect(both.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    fail = false;
    expect(await header()).toBe('Bearer fresh');
    expect(calls).toBe(2);
  });
});

describe('subtreeReader', () => {
  it('gives one reader per app', () => {
    vi.stubEnv('FIREBASE_DATABASE_EMULATOR_HOST', '127.0.0.1:9000');
    const app = (name: string) =>
      ({ name, options: { databaseURL: `https://${name}.firebaseio.com` } }) as unknown as App;
    const [first, second] = [app('first-ns'), app('second-ns')];
    const of = (owner: App) => subtreeReader({ app: owner } as Database);
    expect(of(first)).toBe(of(first));
    expect(of(second)).not.toBe(of(first));
  });
});

describe('subtreeReader of a stand-in database without an app', () => {
  it('reads through its refs', async () => {
    const database = memoryDatabase({ series: { b1: { s0: { meta: { unit: 'kWh' } } } } });
    const read = subtreeReader(database as unknown as Database);
    expect(await read('series/b1')).toEqual({ s0: { meta: { unit: 'kWh' } } });
    expect(await read('series/none')).toBeNull();
  });
});

describe('valueWriter', () => {
  it('replaces the value at a path in one update, as admin, answered silently; one writer per app', async () => {
    const { received } = await database(() => ({ status: 204, body: '' }));
    const { port } = server!.address() as AddressInfo;
    vi.stubEnv('FIREBASE_DATABASE_EMULATOR_HOST', `127.0.0.1:${port}`);
    const app = { name: 'w', options: { databaseURL: 'https://demo-ns.firebaseio.com' } } as App;
    const write = valueWriter({ app } as Database);
    expect(valueWriter({ app } as Database)).toBe(write);
    const figures = { energy: { siteKwh: 12.5, months: [1, 2] }, inputVersion: 'v1' };
    await write('metrics/b1', figures);
    expect(received).toEqual([
      {
        method: 'PATCH',
        url: '/.json?ns=demo-ns&print=silent',
        authorization: 'Bearer owner',
        body: JSON.stringify({ 'metrics/b1': figures }),
      },
    ]);
  });

  it('refuses undefined, NaN and infinities before sending anything, as the SDK does', async () => {
    const { received } = await database(() => ({ status: 204, body: '' }));
    const { port } = server!.address() as AddressInfo;
    vi.stubEnv('FIREBASE_DATABASE_EMULATOR_HOST', `127.0.0.1:${port}`);
    const app = { name: 'r', options: { databaseURL: 'https://demo-ns.firebaseio.com' } } as App;
    const write = valueWriter({ app } as Database);
    await expect(write('metrics/b1', { energy: { siteKwh: Number.NaN } })).rejects.toThrow(
      /Cannot write NaN at metrics\/b1 \(key "siteKwh"\)/,
    );
    await expect(write('metrics/b1', { a: [1, Infinity] })).rejects.toThrow(/Infinity/);
    await expect(write('metrics/b1', { a: undefined })).rejects.toThrow(/undefined/);
    expect(received).toEqual([]);
  });

  it('writes a stand-in database without an app through its refs', async () => {
    const stand = memoryDatabase({ metrics: { b1: { old: true } } });
    await valueWriter(stand as unknown as Database)('metrics/b1', { inputVersion: 'v2' });
    expect(await subtreeReader(stand as unknown as Database)('metrics/b1')).toEqual({
      inputVersion: 'v2',
    });
  });
});

describe('inKeyOrder', () => {
  it("orders every object's keys as the database does: integer keys by value, then text", () => {
    const ordered = inKeyOrder({
      '-b': { z: 1, a: [{ y: 2, x: 1 }] },
      '-tmx5mr1kyw': true,
      '-tmx5mr1kyl': true,
      '10': true,
      '-a': 1,
      '9': true,
      '-1': true,
      '007': true,
    }) as Record<string, unknown>;
    // A JavaScript object lists array-index keys first whatever the order they were added in, so
    // '-1' (an integer key to the database) follows them, as in the Admin SDK's `val()`.
    expect(Object.keys(ordered)).toEqual([
      '9',
      '10',
      '-1',
      '-a',
      '-b',
      '-tmx5mr1kyl',
      '-tmx5mr1kyw',
      '007',
    ]);
    const inner = ordered['-b'] as { a: Record<string, unknown>[] };
    expect(Object.keys(inner)).toEqual(['a', 'z']);
    expect(Object.keys(inner.a[0]!)).toEqual(['x', 'y']);
  });
});
