/**
 * Production's limits on the functions one write triggers (`strictTriggerValidation`, on by
 * default) and on write sizes (`writeSizeLimit`), on every transport: the web and Admin SDKs over
 * WebSocket, a raw long-polling session, REST. Triggers are registered as firebase-tools'
 * Functions emulator registers them; a stand-in HTTP server takes their events.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLogLevel } from 'firebase/app';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import { goOffline, onDisconnect, ref, set, update } from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
import {
  mockJwt,
  rest,
  startTestEmulator,
  webClient,
  withTimeout,
  type WebClient,
} from './helpers.js';

const PROJECT = 'demo-limits';
const NS = 'limits';
const TOO_MANY = 'This request would cause too many functions to be triggered.';
const TOO_LARGE = 'This request would cause a function payload exceeding the maximum size allowed.';

let emulator: RunningEmulator;
let functions: Server;
/** The paths of the events the stand-in Functions emulator received, in arrival order. */
const delivered: string[] = [];
let adminApp: App;
let web: WebClient;

/** Registers a trigger on `path`: v2 in `region`, or v1 (no region, `?ns=`). */
async function register(key: string, path: string, region: string | 'v1'): Promise<void> {
  const body =
    region === 'v1'
      ? {
          name: `projects/${PROJECT}/locations/_/functions/${key}`,
          path,
          event: 'providers/google.firebase.database/eventTypes/ref.write',
          topic: `projects/${PROJECT}/topics/${key}`,
        }
      : {
          name: `projects/${PROJECT}/locations/${region}/triggers/${region}-${key}-0`,
          path,
          event: 'google.firebase.database.ref.v1.written',
          topic: `projects/${PROJECT}/topics/${key}`,
          namespacePattern: NS,
        };
  const { status } = await rest(
    emulator,
    'POST',
    `/.settings/functionTriggers.json?ns=${NS}`,
    body,
  );
  expect(status).toBe(200);
}

/** A string whose event, `{"data":null,"delta":"…"}`, is `bytes` long (24 around it). */
const exactly = (bytes: number): string => 'x'.repeat(bytes - 24);

/** `count` children `k0`… under one object, each `value`. */
function children(count: number, value: unknown = 1): Record<string, unknown> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, value]));
}

/** The events delivered below `prefix` once every queued event has left. */
async function eventsBelow(prefix: string): Promise<number> {
  await emulator.triggers.idle();
  return delivered.filter((path) => path.startsWith(prefix)).length;
}

async function stored(path: string): Promise<unknown> {
  return (await rest(emulator, 'GET', `/${path}.json?ns=${NS}`)).body;
}

/** Seeds data without firing triggers or a size limit, as firebase-tools imports. */
async function seed(path: string, value: unknown): Promise<void> {
  const query = `ns=${NS}&disableTriggers=true&writeSizeLimit=unlimited`;
  const response = await withTimeout(
    fetch(`${emulator.url}/${path}.json?${query}`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify(value),
    }),
    `seed ${path}`,
    20_000,
  );
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

async function setStrict(value: unknown): Promise<{ status: number; body: unknown }> {
  return rest(emulator, 'PUT', `/.settings/strictTriggerValidation.json?ns=${NS}`, value);
}

beforeAll(async () => {
  // Each refused write logs "FIREBASE WARNING: set at … failed"; refusals are the point here.
  setLogLevel('error');
  functions = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const event = JSON.parse(body) as { ref?: string; resource?: string };
      delivered.push(event.ref ?? String(event.resource).replace(/^.*\/refs\//, ''));
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
  emulator = await startTestEmulator({
    functionsEmulator: `127.0.0.1:${(functions.address() as AddressInfo).port}`,
    triggerConcurrency: 16,
  });
  await register('v1Count', '/v1/{id}', 'v1');
  await register('eu', 'eu/{id}', 'europe-west1');
  await register('twoEu', 'two/{id}', 'europe-west1');
  await register('twoUs', 'two/{id}', 'us-central1');
  for (const region of ['europe-west1', 'us-central1', 'asia-southeast1']) {
    await register(`three-${region}`, 'three/{id}', region);
  }
  await register('big', 'big/{id}', 'europe-west1');
  await register('od', 'od/{id}', 'europe-west1');
  process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
  adminApp = initializeApp(
    { projectId: PROJECT, databaseURL: `https://${NS}.firebaseio.com` },
    'admin-limits',
  );
  web = webClient(emulator, NS);
});

afterAll(async () => {
  await web.close();
  await deleteApp(adminApp);
  delete process.env['FIREBASE_DATABASE_EMULATOR_HOST'];
  await emulator.stop();
  functions.closeAllConnections();
  await new Promise<void>((resolve) => functions.close(() => resolve()));
});

beforeEach(async () => {
  expect((await setStrict(true)).status).toBe(200);
});

describe('functions per write (strictTriggerValidation, on by default)', () => {
  it('1000 functions pass; 1001 fail in the web SDK with production’s error, store and fire nothing', async () => {
    await withTimeout(set(ref(web.db, 'v1'), children(1000)), 'set 1000');
    expect(await eventsBelow('v1/')).toBe(1000);
    const refused = set(ref(web.db, 'v1'), children(1001, 2));
    await expect(withTimeout(refused, 'set 1001')).rejects.toThrow(
      `TOO_MANY_TRIGGERS: ${TOO_MANY} (1,001 functions; at most 1000 per write)`,
    );
    expect(await stored('v1')).toEqual(children(1000));
    expect(await eventsBelow('v1/')).toBe(1000);
  });

  it('counts every region: 3 × 334 v2 functions fail, 3 × 333 pass', async () => {
    await withTimeout(set(ref(web.db, 'three'), children(333)), 'set 3 × 333');
    expect(await eventsBelow('three/')).toBe(999);
    const tooMany = update(ref(web.db), { three: children(334, 'x') });
    await expect(withTimeout(tooMany, 'update 3 × 334')).rejects.toThrow(
      `TOO_MANY_TRIGGERS: ${TOO_MANY} (1,002 functions; at most 1000 per write)`,
    );
    expect(await stored('three')).toEqual(children(333));
    expect(await eventsBelow('three/')).toBe(999);
  });

  it('2nd gen: 500 in one region pass, 501 fail (Admin SDK); two regions of 400 each pass', async () => {
    const admin = getDatabase(adminApp);
    await withTimeout(admin.ref('eu').set(children(500)), 'admin set 500');
    expect(await eventsBelow('eu/')).toBe(500);
    await expect(withTimeout(admin.ref('eu').set(children(501, 2)), 'admin 501')).rejects.toThrow(
      `TOO_MANY_TRIGGERS: ${TOO_MANY} (501 in europe-west1; at most 500 per region for 2nd-gen functions)`,
    );
    expect(await stored('eu')).toEqual(children(500));
    expect(await eventsBelow('eu/')).toBe(500);
    await withTimeout(admin.ref('two').update(children(400)), 'admin update 2 × 400');
    expect(await eventsBelow('two/')).toBe(800);
  });

  it('turning strictTriggerValidation off lets such a write through, and its events go out', async () => {
    expect(await setStrict(false)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(
      (await rest(emulator, 'GET', `/.settings/strictTriggerValidation.json?ns=${NS}`)).body,
    ).toBe(false);
    const before = await eventsBelow('eu/');
    await withTimeout(set(ref(web.db, 'eu'), children(1200, 'off')), 'set 1200 unchecked');
    expect(await stored('eu/k1199')).toBe('off');
    expect((await eventsBelow('eu/')) - before).toBe(1200);
  });
});

describe('the size of one event', () => {
  it('1,000,000 bytes pass, 1,000,001 fail with production’s error; nothing stored or sent', async () => {
    await withTimeout(set(ref(web.db, 'big/a'), exactly(1_000_000)), 'set 1 MB');
    expect(await eventsBelow('big/a')).toBe(1);
    await expect(
      withTimeout(set(ref(web.db, 'big/b'), exactly(1_000_001)), 'set 1 MB + 1'),
    ).rejects.toThrow(
      `TRIGGER_PAYLOAD_TOO_LARGE: ${TOO_LARGE} (event at /big/b is 1,000,001 bytes; at most 1000000)`,
    );
    expect(await stored('big/b')).toBeNull();
    expect(await eventsBelow('big/b')).toBe(0);
  });

  it('counts the data before the write: a small change to a large value fails', async () => {
    await seed('big/c', { blob: 'y'.repeat(999_990), n: 1 });
    const admin = getDatabase(adminApp);
    await expect(withTimeout(admin.ref('big/c/n').set(2), 'small change')).rejects.toThrow(
      /^TRIGGER_PAYLOAD_TOO_LARGE: .*\(event at \/big\/c is 1,000,0\d\d bytes; at most 1000000\)$/,
    );
    expect(await stored('big/c/n')).toBe(1);
    expect(await eventsBelow('big/c')).toBe(0);
  });
});

describe('other transports', () => {
  it('REST: 400 with the message; disableTriggers=true imports are not checked', async () => {
    const patch = await rest(emulator, 'PATCH', `/v1.json?ns=${NS}`, children(1001, 'rest'));
    expect(patch).toEqual({
      status: 400,
      body: { error: `${TOO_MANY} (1,001 functions; at most 1000 per write)` },
    });
    const put = await rest(
      emulator,
      'PUT',
      `/big/d.json?ns=${NS}`,
      JSON.stringify(exactly(1_000_001)),
    );
    expect(put).toEqual({
      status: 400,
      body: { error: `${TOO_LARGE} (event at /big/d is 1,000,001 bytes; at most 1000000)` },
    });
    expect(await stored('big/d')).toBeNull();
    await seed('v1', children(1001, 'imported'));
    expect(await stored('v1/k1000')).toBe('imported');
    expect(await eventsBelow('v1/k1000')).toBe(0);
  });

  it('long polling: the reply carries the status and the message', async () => {
    await seed('eu', children(501, 'lp'));
    const eventsBefore = await eventsBelow('eu/');
    const start = await (await fetch(`${emulator.url}/.lp?start=t&ser=1&cb=1&v=5&ns=${NS}`)).text();
    const [, id, pw] = /pLPCommand\('start',"([^"]+)","([^"]+)"\)/.exec(start)!;
    // A small message whose write would delete 501 children, firing 501 events in one region.
    const message = { t: 'd', d: { r: 1, a: 'p', b: { p: '/eu', d: null } } };
    // The SDK's web-safe base64, '.' for padding.
    const d0 = Buffer.from(JSON.stringify(message))
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=/g, '.');
    const reply = await withTimeout(
      fetch(`${emulator.url}/.lp?id=${id}&pw=${pw}&ser=2&seg0=0&ts0=1&d0=${d0}`).then((r) =>
        r.text(),
      ),
      'lp reply',
    );
    const [, packet] = /pRTLPCB\(\d+,(\[.*\])\);/.exec(reply)!;
    expect(JSON.parse(packet!)).toEqual([
      {
        t: 'd',
        d: {
          r: 1,
          b: {
            s: 'too_many_triggers',
            d: `${TOO_MANY} (501 in europe-west1; at most 500 per region for 2nd-gen functions)`,
          },
        },
      },
    ]);
    expect(await stored('eu/k500')).toBe('lp');
    expect(await eventsBelow('eu/')).toBe(eventsBefore);
  });

  it('onDisconnect: a queued write that would break a limit is skipped when it runs', async () => {
    await seed('od', null);
    const client = webClient(emulator, NS);
    try {
      await withTimeout(onDisconnect(ref(client.db, 'od')).set(children(501)), 'o 501');
      await withTimeout(onDisconnect(ref(client.db, 'odMarker')).set('ran'), 'o marker');
      goOffline(client.db);
      await withTimeout(
        (async () => {
          while ((await stored('odMarker')) !== 'ran') await new Promise((r) => setTimeout(r, 10));
        })(),
        'the marker written at disconnect',
      );
      expect(await stored('od')).toBeNull();
      expect(await eventsBelow('od/')).toBe(0);
    } finally {
      await client.close();
    }
  });
});

describe('settings and writeSizeLimit', () => {
  const settings = (name: string, method = 'GET', body?: unknown, token: string | null = 'owner') =>
    rest(emulator, method, `/.settings/${name}.json?ns=${NS}`, body, token);

  it('reads and validates the settings as firebase-tools sends them; owner only', async () => {
    const fresh = (name: string) => rest(emulator, 'GET', `/.settings/${name}.json?ns=fresh`);
    expect(await fresh('strictTriggerValidation')).toEqual({ status: 200, body: true });
    expect(await fresh('defaultWriteSizeLimit')).toEqual({ status: 200, body: 'large' });
    const alice = mockJwt({ sub: 'alice', user_id: 'alice' });
    expect(await settings('strictTriggerValidation', 'GET', undefined, alice)).toMatchObject({
      status: 401,
    });
    expect(await settings('strictTriggerValidation', 'PUT', '"yes"')).toEqual({
      status: 400,
      body: { error: "strictTriggerValidation must be 'true' or 'false'" },
    });
    expect(await settings('defaultWriteSizeLimit', 'PUT', '"tiny"')).toEqual({
      status: 400,
      body: {
        error:
          'defaultWriteSizeLimit must be either small, medium, large or unlimited. (tiny is not allowed)',
      },
    });
    expect(await settings('defaultWriteSizeLimit', 'PUT', 'not json')).toMatchObject({
      status: 400,
    });
    expect(await settings('defaultWriteSizeLimit', 'PUT', '"small"', null)).toMatchObject({
      status: 401,
    });
    expect(await settings('defaultWriteSizeLimit', 'PUT', '"small"')).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await settings('defaultWriteSizeLimit')).toEqual({ status: 200, body: 'small' });
    expect((await settings('defaultWriteSizeLimit', 'PUT', '"large"')).status).toBe(200);
  });

  it('?writeSizeLimit= takes tiny…unlimited only; tiny refuses a large delete', async () => {
    const bad = await rest(emulator, 'DELETE', `/sized.json?ns=${NS}&writeSizeLimit=huge`);
    expect(bad).toEqual({
      status: 400,
      body: { error: 'writeSizeLimit must be one of tiny, small, medium, large, unlimited' },
    });
    // 1,000,001 nodes: the branch and a million leaves, more than tiny's second allows. The
    // PATCH below makes a node of each of them (~1.4 s alone; more than 10 s once in the whole
    // suite, on a host whose fresh memory is dear: docs/benchmarks.md, "Fresh memory"), so these
    // requests have the seed's 20 s.
    await seed('sized', children(1_000_000));
    const big = (method: string, body?: unknown) =>
      rest(emulator, method, `/sized.json?ns=${NS}&writeSizeLimit=tiny`, body, 'owner', 20_000);
    const tiny = await big('DELETE');
    expect(tiny).toEqual({
      status: 400,
      body: {
        error:
          'Data to write exceeds the maximum size that can be modified with a single request. ' +
          '(1,000,001 nodes written or removed, about 1.0 s; writeSizeLimit tiny allows 1 s)',
      },
    });
    expect(await stored('sized/k999999')).toBe(1);
    // firebase-tools' database:remove then deletes in chunks, each within the limit.
    const chunk = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, null]));
    const patch = await big('PATCH', chunk);
    expect(patch.status).toBe(200);
    const rest999 = await big('DELETE');
    expect(rest999).toEqual({ status: 200, body: null });
    expect(await stored('sized')).toBeNull();
  }, 90_000);
});
