/**
 * Database triggers through the real firebase-tools Functions emulator: our database emulator is
 * started first (as the stack does), then `firebase emulators:start --only functions` through
 * bin/firebase-with-database.cjs, which registers it as firebase-tools' database emulator. The
 * probe functions in test/trigger-functions record every event they receive under /events.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../src/server/emulator.js';
import { startTestEmulator } from './helpers.js';

const PROJECT = 'demo-triggers';
const NAMESPACE = `${PROJECT}-default-rtdb`;
const HERE = fileURLToPath(new URL('.', import.meta.url));
const LAUNCHER = fileURLToPath(new URL('../bin/firebase-with-database.cjs', import.meta.url));
const STARTUP_MS = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An unsigned ID token of `uid`, as the emulators accept. */
function userToken(uid: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: uid, user_id: uid, iat: 0 })}.`;
}

let database: RunningEmulator;
let functionsPort: number;
let firebase: ChildProcess | undefined;
let output = '';
let workDir: string;

async function rest(
  method: string,
  path: string,
  body?: unknown,
  token = 'owner',
): Promise<unknown> {
  const response = await fetch(`${database.url}/${path}.json?ns=${NAMESPACE}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return response.json();
}

interface Recorded {
  [field: string]: unknown;
  at: number;
}

/** Fields the probes store as JSON text (the database keeps no nulls). */
const JSON_FIELDS = ['before', 'after', 'value', 'authId', 'authUid'];

/** The events a probe recorded, in the order they were recorded, JSON fields decoded. */
async function recorded(probe: string): Promise<Recorded[]> {
  const value = (await rest('GET', `events/${probe}`)) as Record<string, Recorded> | null;
  // In the order the functions recorded them. Not by push key: each function runs in a worker of
  // its own whose push keys follow that worker's estimate of the server's clock, which may lag
  // another worker's by more than the events lie apart.
  return Object.entries(value ?? {})
    .sort(([a, x], [b, y]) => Number(x['at']) - Number(y['at']) || a.localeCompare(b))
    .map(([, entry]) => {
      const decoded: Recorded = { ...entry };
      for (const field of JSON_FIELDS) {
        if (typeof entry[field] === 'string') decoded[field] = JSON.parse(entry[field] as string);
      }
      return decoded;
    });
}

/** How long a test waits for a function's events. */
const WAIT_MS = 30_000;

/** Waits until `probe` recorded at least `count` events (and briefly for any extra). */
async function waitFor(probe: string, count: number, timeoutMs = WAIT_MS): Promise<Recorded[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await recorded(probe);
    if (events.length >= count) {
      await database.triggers.idle();
      return recorded(probe);
    }
    if (Date.now() > deadline) {
      throw new Error(`${probe}: ${events.length} of ${count} events\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the `written` probe saw `count` events below `prefix`; returns exactly those. */
async function waitForRefs(prefix: string, count: number): Promise<Recorded[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await database.triggers.idle();
    const events = (await recorded('written')).filter((event) =>
      String(event['ref']).startsWith(prefix),
    );
    if (events.length >= count) {
      expect(events).toHaveLength(count);
      return events;
    }
    if (Date.now() > deadline) throw new Error(`${prefix}: ${events.length} of ${count} events`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startFunctionsEmulator(): Promise<void> {
  // Every port of its own, the ones firebase-tools starts beside the Functions emulator (Eventarc,
  // Cloud Tasks) too: \`npm test\` starts the stack, on the default ports, while this file runs.
  const [hub, logging, eventarc, tasks] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  writeFileSync(
    join(workDir, 'firebase.json'),
    JSON.stringify({
      functions: [{ source: relative(workDir, join(HERE, 'trigger-functions')) }],
      emulators: {
        singleProjectMode: true,
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        functions: { host: '127.0.0.1', port: functionsPort },
        eventarc: { host: '127.0.0.1', port: eventarc },
        tasks: { host: '127.0.0.1', port: tasks },
        ui: { enabled: false },
      },
    }),
  );
  const child = spawn(
    process.execPath,
    [LAUNCHER, 'emulators:start', '--only', 'functions', '--project', PROJECT],
    {
      cwd: workDir,
      env: {
        ...process.env,
        FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${database.port}`,
        GCLOUD_PROJECT: PROJECT,
        // Where firebase-tools makes its workers' sockets, which it leaves when it stops them:
        // removed with the work folder.
        TMPDIR: workDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  firebase = child;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Functions emulator did not start:\n${output}`)),
      STARTUP_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('All emulators ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`firebase exited with ${code}:\n${output}`));
    });
  });
}

/**
 * A test here waits up to {@link WAIT_MS} for each function's events, and a function's first event
 * starts its worker in the Functions emulator: three cold workers in one test took 15 s in a
 * `npm test` whose stack was starting beside it, the project's 15 s limit (2026-12-02). A test
 * gets the time its own waits allow.
 */
const TEST_MS = 60_000;

describe('database triggers through the Functions emulator', { timeout: TEST_MS }, () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'facet-triggers-'));
    functionsPort = await freePort();
    database = await startTestEmulator({
      singleNamespace: NAMESPACE,
      functionsEmulator: `127.0.0.1:${functionsPort}`,
    });
    // Registered before the Functions emulator is up (as after a restart of it): the event of
    // this write waits, retried, until the function can take it.
    await fetch(`${database.url}/.settings/functionTriggers.json`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({
        name: `projects/${PROJECT}/locations/us-central1/triggers/us-central1-written-0`,
        path: '/probe/written/{group}/{item}',
        event: 'google.firebase.database.ref.v1.written',
        topic: `projects/${PROJECT}/topics/us-central1-written-0`,
        namespacePattern: '*',
      }),
    });
    await rest('PUT', 'probe/written/early/first', 'before the functions');
    await startFunctionsEmulator();
  }, STARTUP_MS + 10_000);

  afterAll(async () => {
    if (firebase && firebase.exitCode === null) {
      const exited = new Promise((resolve) => firebase?.once('exit', resolve));
      firebase.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (firebase.exitCode === null) firebase.kill('SIGKILL');
    }
    await database?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }, 30_000);

  it('the Functions emulator registers every database trigger of the codebase', async () => {
    const list = (await (
      await fetch(`${database.url}/.settings/functionTriggers.json`, {
        headers: { Authorization: 'Bearer owner' },
      })
    ).json()) as { name: string; path: string; event: string }[];
    const byKey = new Map(list.map((entry) => [entry.name.split('/').pop(), entry]));
    expect(byKey.get('us-central1-written-0')).toMatchObject({
      path: 'probe/written/{group}/{item}',
      event: 'google.firebase.database.ref.v1.written',
    });
    expect(byKey.get('us-central1-v1Write-0')).toMatchObject({
      path: '/probe/v1/{item}',
      event: 'providers/google.firebase.database/eventTypes/ref.write',
    });
    expect(list).toHaveLength(11);
  });

  it('delivers an event written before the Functions emulator was up', async () => {
    const [event] = await waitFor('written', 1, 60_000);
    expect(event).toMatchObject({
      ref: 'probe/written/early/first',
      params: { group: 'early', item: 'first' },
      before: null,
      after: 'before the functions',
      authType: 'admin',
    });
  });

  it('v2 onValueWritten: wildcard params, before and after, the writer as app_user', async () => {
    await rest('PUT', 'probe/written/g1/a', { n: 1, keep: true });
    await waitForRefs('probe/written/g1/', 1);
    await rest('PATCH', 'probe/written/g1/a', { n: 2, gone: null }, userToken('alice'));
    const events = await waitForRefs('probe/written/g1/', 2);
    expect(events).toEqual([
      expect.objectContaining({
        ref: 'probe/written/g1/a',
        params: { group: 'g1', item: 'a' },
        before: null,
        after: { n: 1, keep: true },
        authType: 'admin',
      }),
      expect.objectContaining({
        before: { n: 1, keep: true },
        after: { n: 2, keep: true },
        authType: 'app_user',
        authId: 'alice',
      }),
    ]);
  });

  it('one event per matching path of a multi-path update, none for unchanged paths', async () => {
    await rest('PUT', 'probe/written/g2', { same: 'x' });
    await waitForRefs('probe/written/g2/', 1);
    await rest('PATCH', '', {
      'probe/written/g2/one/x': 1,
      'probe/written/g2/one/y': 2,
      'probe/written/g2/two': 'b',
      'probe/written/g2/same': 'x',
    });
    // Three in all: `same` once (its first write only), `one` once for its two keys, `two`.
    const events = await waitForRefs('probe/written/g2/', 3);
    expect(events.map((event) => event['ref']).sort()).toEqual([
      'probe/written/g2/one',
      'probe/written/g2/same',
      'probe/written/g2/two',
    ]);
    expect(events.find((event) => event['ref'] === 'probe/written/g2/one')?.['after']).toEqual({
      x: 1,
      y: 2,
    });
  });

  it('a write above the pattern fires for each child path it changes', async () => {
    await rest('PUT', 'probe/written/g3', { one: 1, two: 2, three: 3 });
    await waitForRefs('probe/written/g3/', 3);
    await rest('DELETE', 'probe/written/g3');
    const events = (await waitForRefs('probe/written/g3/', 6)).filter(
      (event) => event['after'] === null,
    );
    expect(events.map((event) => event['ref']).sort()).toEqual([
      'probe/written/g3/one',
      'probe/written/g3/three',
      'probe/written/g3/two',
    ]);
  });

  it('v2 created, updated and deleted fire only on their kind of change', async () => {
    await rest('PUT', 'probe/lifecycle/item1', { v: 1 });
    await rest('PUT', 'probe/lifecycle/item1', { v: 2 });
    await rest('DELETE', 'probe/lifecycle/item1');
    const [created] = await waitFor('created', 1);
    const [updated] = await waitFor('updated', 1);
    const [deleted] = await waitFor('deleted', 1);
    expect(created).toMatchObject({ params: { item: 'item1' }, value: { v: 1 } });
    expect(updated).toMatchObject({ before: { v: 1 }, after: { v: 2 } });
    expect(deleted).toMatchObject({ value: { v: 2 } });
    expect(await recorded('created')).toHaveLength(1);
    expect(await recorded('updated')).toHaveLength(1);
  });

  it('a multi-segment capture gets the rest of the path', async () => {
    await rest('PUT', 'probe/deep/a/b/c', 7);
    const [event] = await waitFor('deep', 1);
    expect(event).toMatchObject({ ref: 'probe/deep/a/b/c', params: { rest: 'a/b/c' }, after: 7 });
  });

  it('events of one path arrive in write order, even when the first is slower', async () => {
    for (const value of [1, 2, 3]) await rest('PUT', 'probe/ordered/x', value);
    const deadline = Date.now() + 30_000;
    let list: unknown = null;
    while (Date.now() < deadline) {
      list = await rest('GET', 'events/orderedList');
      if (Array.isArray(list) && list.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(list).toEqual([1, 2, 3]);
  });

  it('v1 ref().onWrite/onCreate/onUpdate/onDelete with params and the writer', async () => {
    await rest('PUT', 'probe/v1/k1', 'one', userToken('bob'));
    await rest('PUT', 'probe/v1/k1', 'two');
    await rest('DELETE', 'probe/v1/k1');
    // Recorded by push keys of the runtimes' clocks: compared as a set (order is tested above).
    const writes = await waitFor('v1Write', 3);
    const find = (before: unknown) => writes.find((write) => write['before'] === before);
    expect(find(null)).toMatchObject({
      resource: `projects/_/instances/${NAMESPACE}/refs/probe/v1/k1`,
      params: { item: 'k1' },
      eventType: 'google.firebase.database.ref.write',
      authType: 'USER',
      authUid: 'bob',
      after: 'one',
    });
    expect(find('one')).toMatchObject({ authType: 'ADMIN', after: 'two' });
    expect(find('two')).toMatchObject({ after: null });
    expect(await waitFor('v1Create', 1)).toEqual([expect.objectContaining({ value: 'one' })]);
    expect(await waitFor('v1Update', 1)).toEqual([
      expect.objectContaining({ before: 'one', after: 'two' }),
    ]);
    expect(await waitFor('v1Delete', 1)).toEqual([expect.objectContaining({ value: 'two' })]);
  });

  it('a function that throws: the write stays, the failure is logged, delivery goes on', async () => {
    const failedBefore = database.triggers.stats.failed;
    await rest('PUT', 'probe/throws/t1', 'kept');
    await database.triggers.idle();
    expect(database.triggers.stats.failed).toBe(failedBefore + 1);
    expect(await rest('GET', 'probe/throws/t1')).toBe('kept');
    await rest('PUT', 'probe/written/after/throw', 1);
    await waitForRefs('probe/written/after/', 1);
  });

  it('imports with disableTriggers=true fire nothing', async () => {
    const response = await fetch(
      `${database.url}/probe/written/imported.json?ns=${NAMESPACE}&disableTriggers=true`,
      { method: 'PUT', headers: { Authorization: 'Bearer owner' }, body: '{"a":1}' },
    );
    expect(response.ok).toBe(true);
    await rest('PUT', 'probe/written/marker/m', 1);
    await waitForRefs('probe/written/marker/', 1);
    expect(await waitForRefs('probe/written/imported', 0)).toEqual([]);
  });
});
