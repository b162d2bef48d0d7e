/**
 * One large multi-path update, as the CSV building import sends it: 46,615 new buildings as one
 * path each plus their portfolio entries (93,230 paths, ~24 MB), over REST (`PATCH`, admin), and
 * over the raw WebSocket protocol (`m`, admin) with a listener on the portfolio, there as two
 * updates of half the paths each: one write from the SDKs may have at most 16 MB
 * (src/core/transfer-limits.ts), so production refuses the whole update sent that way; and
 * 50,000 paths of a signed-in user through rules with `.validate` on every item; and the import
 * as the function sends it today, in steps of 400 buildings with their summaries and a commit of
 * the entries, with the app's building triggers registered (what an import costs the database on
 * the stack, issue 33). Goal (issue 6's import benchmark): the import-shaped update within 1 s.
 */
import { parseRegistration } from '../src/core/triggers/registration.js';
import { startEmulator } from '../src/server/emulator.js';
import { BENCH_RULES, BenchClient, benchToken, report } from './bench-utils.js';

const BUILDINGS = 46_615;
const USER_PATHS = 50_000;
const GOAL_MS = 1000;
/** Buildings an import step holds (functions' IMPORT_STEP_LIMITS). */
const STEP_BUILDINGS = 400;
/** Steps an import has in flight at once (functions' STEPS_IN_FLIGHT). */
const STEPS_IN_FLIGHT = 2;
const MB = 1024 * 1024;

const emulator = await startEmulator({ port: 0, rulesText: BENCH_RULES });
const wsUrl = emulator.url.replace('http', 'ws');

/** A new building of the import, as one path's value. */
function newBuilding(i: number): Record<string, unknown> {
  return {
    meta: {
      ownerUid: 'importer',
      status: 'temporary',
      createdAtMs: 1_700_000_000_000,
      updatedAtMs: 1_700_000_000_000,
      editedBy: 'Bench Importer',
      editedByUid: 'importer',
      externalId: `espm:${500_000 + i}`,
      wizard: { step: 'general', percent: 0 },
    },
    general: {
      name: `Building ${i}, Block ${i % 97}`,
      street: `${1000 + (i % 9000)} N Main Street`,
      city: 'Springfield',
      state: 'Illinois',
      postCode: `${10_100 + (i % 900)}-${String(i % 10_000).padStart(4, '0')}`,
      country: 'US',
      useType: 'office',
      grossFloorAreaM2: 2000 + (i % 40_000),
      constructionYear: 1900 + (i % 120),
    },
    members: { importer: 'owner' },
  };
}

const idOf = (prefix: string, i: number) => `-${prefix}${String(i).padStart(12, '0')}`;

/** The import's update: each new building whole, and its portfolio entry. */
function importUpdate(prefix: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < BUILDINGS; i++) {
    const id = idOf(prefix, i);
    paths[`buildings/${id}`] = newBuilding(i);
    paths[`users/importer/buildings/${id}`] = true;
  }
  return paths;
}

/**
 * The import as the function sends it (docs/building-import.md): steps of 400 new buildings, each
 * with its portfolio summary (one JSON string), then the commit of every portfolio entry.
 */
function importSteps(prefix: string): { steps: string[]; commit: string } {
  const steps: string[] = [];
  const commit: Record<string, true> = {};
  for (let first = 0; first < BUILDINGS; first += STEP_BUILDINGS) {
    const step: Record<string, unknown> = {};
    for (let i = first; i < Math.min(first + STEP_BUILDINGS, BUILDINGS); i++) {
      const id = idOf(prefix, i);
      const building = newBuilding(i);
      step[`buildings/${id}`] = building;
      step[`portfolios/importer/${id}`] = JSON.stringify({
        ...(building['general'] as object),
        role: 'owner',
      });
      commit[`users/importer/buildings/${id}`] = true;
    }
    steps.push(JSON.stringify(step));
  }
  return { steps, commit: JSON.stringify(commit) };
}

function line(label: string, paths: number, bytes: number, ms: number): void {
  report(`${label}: ${paths.toLocaleString('en-US')} paths`, ms, 'ms', {
    value: GOAL_MS,
    higherIsBetter: false,
  });
  report(`  ${label}, paths/s`, paths / (ms / 1000), 'paths/s');
  report(`  ${label}, MB/s`, bytes / MB / (ms / 1000), 'MB/s');
}

{
  const client = await BenchClient.connect(wsUrl, 'bench');
  await client.request('auth', { cred: 'owner' });
  const listener = await BenchClient.connect(wsUrl, 'bench');
  await listener.request('auth', { cred: 'owner' });
  let pushed: () => void = () => undefined;
  const push = new Promise<void>((resolve) => (pushed = resolve));
  listener.onPush = () => pushed();
  await listener.request('q', { p: '/users/importer/buildings', h: '' });
  const update = importUpdate('ws');
  const entries = Object.entries(update);
  const halves = [entries.slice(0, entries.length / 2), entries.slice(entries.length / 2)].map(
    (half) => Object.fromEntries(half),
  );
  const bytes = halves.reduce((sum, half) => sum + JSON.stringify(half).length, 0);
  const started = performance.now();
  const [statuses] = await Promise.all([
    Promise.all(halves.map((half) => client.request('m', { p: '/', d: half }))),
    push,
  ]);
  const ms = performance.now() - started;
  for (const status of statuses) if (status !== 'ok') throw new Error(`update failed: ${status}`);
  line(
    'WS `m` ×2 (16 MB each at most), admin, 1 listener (acked and pushed)',
    entries.length,
    bytes,
    ms,
  );
  client.close();
  listener.close();
}

{
  const body = JSON.stringify(importUpdate('rest'));
  const started = performance.now();
  const response = await fetch(`${emulator.url}/.json?ns=bench&print=silent`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner' },
    body,
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 204) throw new Error(`PATCH answered ${response.status}`);
  line('REST PATCH, admin', BUILDINGS * 2, body.length, ms);
}

{
  const client = await BenchClient.connect(wsUrl, 'bench');
  await client.request('auth', { cred: benchToken('u1') });
  const update: Record<string, unknown> = {};
  for (let i = 0; i < USER_PATHS; i++) update[`bench/u1/k${i}`] = { n: i, at: i };
  const bytes = JSON.stringify(update).length;
  const started = performance.now();
  const status = await client.request('m', { p: '/', d: update });
  const ms = performance.now() - started;
  if (status !== 'ok') throw new Error(`update failed: ${status}`);
  line('WS `m`, user, rules with .validate', USER_PATHS, bytes, ms);
  client.close();
}

{
  // The app's triggers below `buildings` registered (functions/src/triggers): a new building
  // fires none of them, but each step's 800 paths are planned against them.
  for (const [key, path, event] of [
    ['updated', 'buildings/{buildingId}', 'updated'],
    ['deleted', 'buildings/{buildingId}', 'deleted'],
    ['created', 'buildings/{buildingId}/meta/createdBy', 'created'],
  ] as const) {
    emulator.triggers.register(
      parseRegistration(
        {
          name: `projects/bench/locations/europe-west1/triggers/${key}`,
          path,
          event: `google.firebase.database.ref.v1.${event}`,
          namespacePattern: '*',
        },
        null,
      ),
    );
  }
  const { steps, commit } = importSteps('steps');
  const patch = async (body: string) => {
    const response = await fetch(`${emulator.url}/.json?ns=bench&print=silent`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner' },
      body,
    });
    await response.arrayBuffer();
    if (response.status !== 204) throw new Error(`PATCH answered ${response.status}`);
  };
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < steps.length) await patch(steps[next++]!);
  };
  await Promise.all(Array.from({ length: STEPS_IN_FLIGHT }, lane));
  const stored = performance.now();
  await patch(commit);
  const ms = performance.now() - started;
  const bytes = steps.reduce((sum, step) => sum + step.length, commit.length);
  // What the import costs the database on the stack, where it shares two cores with the function
  // (bench/building-import.bench.ts); no goal of its own.
  report(
    `REST PATCH, the import's ${steps.length} steps of ${STEP_BUILDINGS} buildings and their summaries (${STEPS_IN_FLIGHT} in flight) and its commit, 3 building triggers registered`,
    ms,
    'ms',
  );
  report('  of which the commit', started + ms - stored, 'ms');
  report('  MB/s', bytes / MB / (ms / 1000), 'MB/s');
}

await emulator.stop();
