/**
 * Bulk work at production sizes through the stack, with production's trigger limits on in our
 * database emulator (strict trigger validation: at most 500 2nd-gen functions in a region per
 * write): a 5,000-building file import, a 5,000-asset register imported into one building, and
 * the deletion of a building with 2,000 assets (with a log each) and its measures. Each is timed
 * to its reply (imports) or until every part is gone (deletion: the building's trigger removes
 * its items 400 an update, and each removal fires a function); and the import's buildings until
 * the bulk recompute queue (Cloud Tasks) has computed them all. Figures only, no assertion: the
 * tests (tests/functions/bulk-limits.test.ts) prove the behaviour at 1,200. Recorded as measured
 * and normalised (support/record.ts).
 *
 * Uses the running stack when it answers, else builds and starts its own.
 */
import { deleteApp } from 'firebase-admin/app';
import { DATABASE_NAMESPACE, HOST, PORTS, PROJECT_ID, ROOT } from '../emulators/stack/src/paths.ts';
import { functionsRegion } from '../emulators/stack/src/functions-region.ts';
import { buildingDeleteUpdate } from '../functions/src/shared/domain/building/building-delete.ts';
import { assetRegisterFile, portfolioManagerFile } from '../tests/support/generated-files.ts';
import { benchUsers, deleteBenchUser, type BenchUser } from './support/portfolio-data.ts';
import { recordFigure, recordTimeMs } from './support/record.ts';
import { runOnStack, type BenchStack } from './support/stack.ts';

const FUNCTIONS = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${functionsRegion(ROOT, PROJECT_ID)}`;
const BUILDINGS = 5_000;
const ASSETS = 5_000;
const DELETED_ASSETS = 2_000;
const log = (line: string) => console.log(line);

async function database(
  databaseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  query = '',
  token = 'owner',
): Promise<unknown> {
  const auth = token === 'owner' ? '' : `&auth=${token}`;
  const response = await fetch(
    `${databaseUrl}${path}.json?ns=${DATABASE_NAMESPACE}${query}${auth}`,
    {
      method,
      headers: token === 'owner' ? { Authorization: 'Bearer owner' } : {},
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(120_000),
    },
  );
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function upload(url: string, user: BenchUser, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()], { type: 'text/csv' }), 'bulk.csv');
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.idToken}` },
    body: form,
    signal: AbortSignal.timeout(600_000),
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

/** Polls until `done` holds; answers the time it took from `started`, ms. */
async function until(started: number, done: () => Promise<boolean>, timeoutMs = 1_800_000) {
  while (!(await done())) {
    if (performance.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return performance.now() - started;
}

const keys = async (databaseUrl: string, path: string) =>
  Object.keys(
    ((await database(databaseUrl, 'GET', path, undefined, '&shallow=true')) ?? {}) as object,
  );

/** A building `buildingId` owned by `uid`, listed in their portfolio, as one admin update. */
function ownedBuilding(uid: string, buildingId: string): Record<string, unknown> {
  const nowMs = Date.now();
  return {
    [`buildings/${buildingId}`]: {
      meta: {
        ownerUid: uid,
        createdBy: uid,
        status: 'temporary',
        createdAtMs: nowMs,
        updatedAtMs: nowMs,
        wizard: { step: 'general', percent: 0 },
      },
      general: { name: `Bulk ${buildingId}`, country: 'CZ', currency: 'CZK' },
      members: { [uid]: 'owner' },
    },
    [`users/${uid}/buildings/${buildingId}`]: true,
  };
}

async function main(stack: BenchStack): Promise<void> {
  const accounts = benchUsers();
  const newUser = () => accounts.create();
  try {
    // 1. A 5,000-building file.
    const importer = await newUser();
    const file = portfolioManagerFile({ rows: BUILDINGS }, 900_000);
    const started = performance.now();
    const imported = await upload(`${FUNCTIONS}/imports/buildings`, importer, file.bytes);
    const ids = await keys(stack.databaseUrl, `/users/${importer.uid}/buildings`);
    log(
      `Import of ${BUILDINGS.toLocaleString('en-US')} buildings (${(file.bytes.length / 1e6).toFixed(2)} MB): reply in ${imported.ms.toFixed(0)} ms, created ${String(imported.body['created'])}, listed ${ids.length} (steps of ≤ 400 buildings, one commit)`,
    );
    recordTimeMs(`import of ${BUILDINGS} buildings, reply`, imported.ms);
    const computedMs = await until(started, async () => {
      const metrics = new Set(await keys(stack.databaseUrl, '/metrics'));
      return ids.every((id) => metrics.has(id));
    });
    log(
      `  every building's figures by the bulk queue (Cloud Tasks, tasks of 100): ${(computedMs / 1000).toFixed(1)} s from the upload, ${(BUILDINGS / (computedMs / 1000)).toFixed(0)} buildings/s`,
    );
    recordFigure(
      {
        name: `import of ${BUILDINGS} buildings, recomputed by the bulk queue`,
        value: BUILDINGS / (computedMs / 1000),
        unit: 'buildings/s',
        scale: 'rate',
      },
      '  ',
    );

    // 2. A 5,000-asset register into one building.
    const owner = await newUser();
    const buildingId = `-bench-bulk-${Date.now().toString(36)}`;
    await database(stack.databaseUrl, 'PATCH', '/', ownedBuilding(owner.uid, buildingId));
    const register = await upload(
      `${FUNCTIONS}/imports/equipment?buildingId=${buildingId}`,
      owner,
      assetRegisterFile(ASSETS, 'B'),
    );
    const stored = await keys(stack.databaseUrl, `/equipment/${buildingId}`);
    log(
      `Asset register of ${ASSETS.toLocaleString('en-US')} assets into one building: reply in ${register.ms.toFixed(0)} ms, created ${String(register.body['created'])}, stored ${stored.length} (updates of ≤ 400 records)`,
    );
    recordTimeMs(`asset register of ${ASSETS} assets, reply`, register.ms);

    // 3. A building of 2,000 assets with a log each, and its measures, deleted by its owner.
    const doomed = `-bench-doomed-${Date.now().toString(36)}`;
    const items: Record<string, unknown> = {
      ...ownedBuilding(owner.uid, doomed),
      [`measures/${doomed}/m1`]: { name: 'LED retrofit' },
    };
    for (let index = 0; index < DELETED_ASSETS; index++) {
      items[`equipment/${doomed}/e${index}`] = {
        assetId: `D-${index}`,
        name: `Pump ${index}`,
        type: 'Pump',
        logs: { l1: { dateMs: 1_700_000_000_000, text: 'Serviced', kind: 'maintenance' } },
      };
    }
    await database(stack.databaseUrl, 'PATCH', '/', items, '&disableTriggers=true');
    const deleting = performance.now();
    await database(
      stack.databaseUrl,
      'PATCH',
      '/',
      buildingDeleteUpdate(doomed, [owner.uid]),
      '',
      owner.idToken,
    );
    const goneMs = await until(deleting, async () => {
      const [equipment, measures] = await Promise.all([
        database(stack.databaseUrl, 'GET', `/equipment/${doomed}`, undefined, '&shallow=true'),
        database(stack.databaseUrl, 'GET', `/measures/${doomed}`, undefined, '&shallow=true'),
      ]);
      return equipment === null && measures === null;
    });
    log(
      `Deletion of a building with ${DELETED_ASSETS.toLocaleString('en-US')} assets and its measures: every part gone in ${(goneMs / 1000).toFixed(1)} s (its items removed 400 an update by its trigger, ${DELETED_ASSETS} item events)`,
    );
    recordTimeMs(`deletion of a building with ${DELETED_ASSETS} assets, every part gone`, goneMs);

    // 4. The nightly pass over the database, now past 5,000 buildings, in invocations of the
    // scheduled functions' slice (services/nightly-run.ts), in this process through the Admin
    // SDK. Its day is tomorrow's, so that every building is recomputed (today's figures, the bulk
    // queue's just now, would be kept): the rate a night's invocations work at.
    await nightlyPassFigures();
  } finally {
    for (const user of accounts.all) await deleteBenchUser(stack.authUrl, user);
  }
}

/** How many buildings a night's invocations recompute, at the rate measured here. */
async function nightlyPassFigures(): Promise<void> {
  process.env['FIREBASE_DATABASE_EMULATOR_HOST'] ??= `${HOST}:${PORTS.database}`;
  const { inProcessAdminDatabase, inProcessChildKeys } =
    await import('../tests/support/in-process-functions.ts');
  const { NIGHTLY_SLICE_MS, runNightlySlice } =
    await import('../functions/src/services/nightly-run.ts');
  const database = await inProcessAdminDatabase();
  const childKeys = await inProcessChildKeys();
  const tomorrow = Date.now() + 86_400_000;
  let buildings = 0;
  let buildingsMs = 0;
  let invocations = 0;
  const started = performance.now();
  try {
    for (let mode: 'start' | 'resume' = 'start'; ; mode = 'resume') {
      const sliceStarted = performance.now();
      const result = await runNightlySlice(database, { mode, nowMs: tomorrow, childKeys });
      invocations += 1;
      if (!result.ran) throw new Error(`nightly pass: ${result.reason}`);
      buildings += result.outcome.buildings;
      if (result.outcome.buildings > 0) buildingsMs += performance.now() - sliceStarted;
      if (result.phase === 'done') break;
    }
  } finally {
    // The Admin SDK's connection to the database would keep this process waiting for the stack
    // after it stops, retrying for ever: `npm run bench` hung here until the bench was killed.
    await deleteApp(database.app);
  }
  const totalMs = performance.now() - started;
  const rate = buildings / (buildingsMs / 1000);
  const perNight = rate * (NIGHTLY_SLICE_MS / 1000) * 16;
  log(
    `Nightly pass over ${buildings.toLocaleString('en-US')} buildings (every one recomputed): ${(totalMs / 1000).toFixed(1)} s in ${invocations} invocation(s), ${rate.toFixed(0)} buildings/s; a night's 16 invocations of ${NIGHTLY_SLICE_MS / 1000} s hold ~${Math.round(perNight).toLocaleString('en-US')} buildings at that rate`,
  );
  recordFigure(
    { name: 'nightly pass, buildings recomputed', value: rate, unit: 'buildings/s', scale: 'rate' },
    '  ',
  );
}

await runOnStack(log, main);
