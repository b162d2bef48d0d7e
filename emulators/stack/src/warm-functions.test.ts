import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { directlyCalled, warmFunctions, type ListedFunction } from './warm-functions.ts';

/** Entries as firebase-tools 15's Functions emulator lists them at `GET /backends` (trimmed). */
const LISTED: ListedFunction[] = [
  { entryPoint: 'users', region: 'europe-west1', httpsTrigger: {} },
  {
    entryPoint: 'recomputeBulk',
    region: 'europe-west1',
    httpsTrigger: {},
    taskQueueTrigger: { retryConfig: { maxAttempts: 5 } },
  },
  {
    entryPoint: 'onBuildingCreated',
    region: 'europe-west1',
    eventTrigger: { eventType: 'google.firebase.database.ref.v1.created' },
  },
  {
    entryPoint: 'nightlyPass',
    region: 'europe-west1',
    eventTrigger: { eventType: 'google.cloud.pubsub.topic.v1.messagePublished' },
  },
  { entryPoint: 'series', region: 'us-central1', httpsTrigger: {} },
];

let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** A stand-in for the Functions emulator: lists `LISTED`, records each call, answers `status`. */
async function emulator(
  status: (path: string) => number,
): Promise<{ origin: string; calls: string[] }> {
  const calls: string[] = [];
  server = createServer((request, response) => {
    const path = request.url ?? '';
    if (path === '/backends') {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ backends: [{ directory: '/f', functionTriggers: LISTED }] }));
      return;
    }
    calls.push(`${request.method} ${path}`);
    response.statusCode = status(path);
    response.end('{}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, calls };
}

describe('warmFunctions', () => {
  it('lists the HTTP, callable and task-queue functions, not the database or scheduled ones', () => {
    const names = directlyCalled({ backends: [{ functionTriggers: LISTED }] }).map(
      (listed) => listed.entryPoint,
    );
    expect(names).toEqual(['users', 'recomputeBulk', 'series']);
  });

  it('calls each of them once, in its region, with a GET that carries nothing', async () => {
    const { origin, calls } = await emulator((path) => (path.endsWith('/users') ? 401 : 404));
    await expect(warmFunctions(origin, 'demo-facet')).resolves.toEqual([
      'users',
      'recomputeBulk',
      'series',
    ]);
    expect(calls.sort()).toEqual([
      'GET /demo-facet/europe-west1/recomputeBulk',
      'GET /demo-facet/europe-west1/users',
      'GET /demo-facet/us-central1/series',
    ]);
  });

  it('fails, naming the function, when one could not load (a server error)', async () => {
    const { origin } = await emulator((path) => (path.endsWith('/series') ? 500 : 400));
    await expect(warmFunctions(origin, 'demo-facet')).rejects.toThrow(
      'The function series did not start: 500',
    );
  });
});
