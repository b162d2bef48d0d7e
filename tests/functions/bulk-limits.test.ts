/**
 * Bulk work through the stack with production's trigger limits on (our database emulator refuses,
 * as Firebase does with strict trigger validation, a write that would trigger more than 500
 * 2nd-gen functions in one region): each at a size past the limit, so that a writer that put it
 * all in one update would fail here as it would in production. The 5,000-building import, the
 * 5,000-asset register and the 2,000-asset deletion are benchmarks (bench/bulk-limits.bench.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildingDeleteUpdate } from '../../functions/src/shared/domain/building/building-delete.js';
import { USER_COPY_KINDS } from '../../functions/src/services/user-copy-kinds.js';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  eventually,
  userWrite,
  type TestAccount,
} from '../support/emulators.js';
import { inProcessAdminDatabase } from '../support/in-process-functions.js';
import { removePortfolioQuietly } from '../support/quiet-data.js';
import { assetRegisterFile, portfolioManagerFile } from '../support/generated-files.js';

/** Past 1,000 (every limit), and more than 500 in the region the functions run in. */
const PAST_THE_LIMIT = 1_200;

async function upload(account: TestAccount, url: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()], { type: 'text/csv' }), 'bulk.csv');
  const response = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${account.idToken}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const keysOf = async (path: string) =>
  Object.keys(((await adminDatabase('GET', path)) ?? {}) as object);

describe.runIf(DATABASE_HOST)('bulk work within the trigger limits', { timeout: 240_000 }, () => {
  it('the stack refuses one update that would trigger more than 500 functions', async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const update: Record<string, unknown> = {};
    for (let index = 0; index < 501; index++) {
      update[`equipment/${buildingId}/e${index}`] = {
        assetId: `E-${index}`,
        name: 'Pump',
        type: 'Pump',
      };
    }
    await expect(adminDatabase('PATCH', '/', update)).rejects.toThrow(/too many functions/i);
    expect(await keysOf(`/equipment/${buildingId}`)).toHaveLength(0);
  });

  it(`takes back ${PAST_THE_LIMIT} buildings' per-user copies of every kind in one update, one of them over 1 MB: no function watches them`, async () => {
    // What `removeUserCopies` writes for a member who no longer lists a building (a building
    // event's cleanup, user-copies.ts), for 1,200 buildings at once: one null per kind and
    // building. Were a trigger on any copy root, the write of the copies (4,800 paths) or their
    // removal would be refused here, as the 501 assets above are.
    const uid = `copies-${Date.now()}`;
    const ids = Array.from({ length: PAST_THE_LIMIT }, (_, index) => `b${index}`);
    const pathsOf = (id: string) => USER_COPY_KINDS.map((kind) => `${kind.root}/${uid}/${id}`);
    const copies: Record<string, unknown> = {};
    for (const id of ids) for (const path of pathsOf(id)) copies[path] = '{"title":"Copy"}';
    // Past 1 MB, as one event's data may not be (triggers.test.ts: refused under /buildings).
    copies[`portfolios/${uid}/b0`] = JSON.stringify({ title: 'x'.repeat(1_100_000) });
    await adminDatabase('PATCH', '/', copies);
    expect(await keysOf(`/portfolios/${uid}`)).toHaveLength(PAST_THE_LIMIT);
    const removal = Object.fromEntries(ids.flatMap(pathsOf).map((path) => [path, null]));
    await adminDatabase('PATCH', '/', removal);
    for (const kind of USER_COPY_KINDS) expect(await keysOf(`/${kind.root}/${uid}`)).toEqual([]);
  });

  it(`the nightly pass's own updates fire no function: ${PAST_THE_LIMIT} paths of each kind in one update`, async () => {
    // What the pass writes besides the copies (services/nightly-run.ts, orphan-sweep.ts,
    // shares.ts, messages-store.ts, tracking-retention.ts): its progress (the waiting list),
    // orphaned figures' removal, expired share views' removal, and one user's old messages and
    // tracking records removed in one update each. Were a trigger on any of these roots, these
    // would be refused here.
    const run = `bulk-${Date.now()}`;
    const ids = Array.from({ length: PAST_THE_LIMIT }, (_, index) => `${run}-${index}`);
    const write = (value: unknown) =>
      Object.fromEntries(
        ids.flatMap((id) => [
          [`recompute/nightlyBulkProbe/waiting/${id}`, value],
          [`metrics/${id}`, value === null ? null : { inputVersion: 'x', computedAtMs: 1 }],
          [`shares/${id}/view`, value === null ? null : { title: 'Gone' }],
          [`messages/${run}/${id}`, value === null ? null : { createdAtMs: 1 }],
          [`tracking/${run}/${id}`, value === null ? null : { pageName: 'Sign In', at: 1 }],
        ]),
      );
    await adminDatabase('PATCH', '/', write(true));
    expect(await keysOf('/recompute/nightlyBulkProbe/waiting')).toHaveLength(PAST_THE_LIMIT);
    expect(await keysOf(`/messages/${run}`)).toHaveLength(PAST_THE_LIMIT);
    expect(await keysOf(`/tracking/${run}`)).toHaveLength(PAST_THE_LIMIT);
    await adminDatabase('PATCH', '/', write(null));
    expect(await keysOf('/recompute/nightlyBulkProbe/waiting')).toEqual([]);
    expect(await keysOf(`/messages/${run}`)).toEqual([]);
    expect(await keysOf(`/tracking/${run}`)).toEqual([]);
  });

  it('the nightly sweep removes orphaned copies whose one update would pass 16 MB, in updates within it', async () => {
    // 23,500 summaries of buildings that do not exist, each under a key of 700 characters (a
    // path of an update may have 768 bytes): one update removing them all would be ~17.6 MB,
    // over the 16 MB Firebase takes in one SDK write (our emulator refuses it: write_too_big).
    const database = await inProcessAdminDatabase();
    const { removeOrphanUserCopies } = await import('../../functions/src/services/orphan-sweep.js');
    const uid = `orphans-${Date.now()}`;
    const orphans = Array.from(
      { length: 23_500 },
      (_, index) => `-orphan-${String(index).padStart(5, '0')}-${'x'.repeat(686)}`,
    );
    const bytes = orphans.reduce((sum, id) => sum + `"portfolios/${uid}/${id}":null,`.length, 0);
    expect(bytes).toBeGreaterThan(16 * 1024 * 1024);
    await adminDatabase(
      'PUT',
      `/portfolios/${uid}`,
      Object.fromEntries(orphans.map((id) => [id, '{"title":"Gone"}'])),
      { disableTriggers: true },
    );
    const seen = new Set(await keysOf('/buildings'));
    expect(await removeOrphanUserCopies(database, USER_COPY_KINDS, seen)).toBeGreaterThanOrEqual(
      orphans.length,
    );
    expect(
      await adminDatabase('GET', `/portfolios/${uid}`, undefined, { shallow: true }),
    ).toBeNull();
  });

  it(`imports ${PAST_THE_LIMIT} buildings: they appear together, each is asked to be recomputed once committed, and a re-import updates them all`, async () => {
    const account = await createAccount();
    // Someone else's building, with its figures, before the import starts.
    const other = await createAccount();
    const edited = await createOwnedBuilding(other, { name: 'Edited during an import' });
    await eventually(`/metrics/${edited}`, (metrics) => metrics !== null);
    const file = portfolioManagerFile({ rows: PAST_THE_LIMIT }, 700_000);
    const reply = await upload(account, `${FUNCTIONS_ORIGIN}/imports/buildings`, file.bytes);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ created: PAST_THE_LIMIT, updated: 0 });
    expect(reply.body).not.toHaveProperty('pendingRecompute');
    // Listed, with their summaries, by the commit itself (no trigger on either path).
    const listed = await keysOf(`/users/${account.uid}/buildings`);
    expect(listed).toHaveLength(PAST_THE_LIMIT);
    expect((await keysOf(`/portfolios/${account.uid}`)).sort()).toEqual([...listed].sort());
    // Their edit meanwhile goes ahead of the import's backlog (its own queue).
    const updatedAtMs = Date.now();
    await userWrite(other, 'PATCH', `/buildings/${edited}`, {
      'general/grossFloorAreaM2': 4321,
      'meta/updatedAtMs': updatedAtMs,
    });
    await eventually<{ inputVersion: string }>(`/metrics/${edited}`, (metrics) =>
      Boolean(metrics?.inputVersion.startsWith(`${updatedAtMs}-`)),
    );
    const computedMeanwhile = (await adminDatabase('GET', '/metrics', undefined, {
      shallow: true,
    })) as Record<string, true>;
    expect(listed.filter((id) => computedMeanwhile[id]).length).toBeLessThan(PAST_THE_LIMIT);
    // One path to figures: the bulk recompute queue (Cloud Tasks, batches of 25) computes them all.
    const started = Date.now();
    await eventually<Record<string, true>>(
      '/metrics',
      (metrics) => listed.every((id) => metrics?.[id] === true),
      180_000,
      { shallow: true },
    );
    console.info(`${PAST_THE_LIMIT} imported buildings computed in ${Date.now() - started} ms`);
    // Re-imported with every street renamed: 1,200 matched buildings, each of which fires
    // onBuildingUpdated, written in steps of at most 400 (one write of them all is refused).
    const renamed = new TextEncoder().encode(
      new TextDecoder().decode(file.bytes).replaceAll('Main Street', 'Main Road'),
    );
    const again = await upload(account, `${FUNCTIONS_ORIGIN}/imports/buildings`, renamed);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, updated: PAST_THE_LIMIT, unchanged: 0 });
    // Stored when it answers (its triggers' summaries follow; not awaited, to spare the suite
    // 1,200 recomputes).
    const street = (id: string) => adminDatabase('GET', `/buildings/${id}/general/street`);
    expect(await street(listed[0]!)).toMatch(/Main Road$/);
    expect(await street(listed[PAST_THE_LIMIT - 1]!)).toMatch(/Main Road$/);
    await removePortfolioQuietly(account.uid);
  });

  it(`imports a register of ${PAST_THE_LIMIT} assets into one building, and re-imports it unchanged`, async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    const url = `${FUNCTIONS_ORIGIN}/imports/equipment?buildingId=${buildingId}`;
    const register = assetRegisterFile(PAST_THE_LIMIT);
    const reply = await upload(owner, url, register);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ created: PAST_THE_LIMIT, skippedCount: 0 });
    expect(await keysOf(`/equipment/${buildingId}`)).toHaveLength(PAST_THE_LIMIT);
    const again = await upload(owner, url, register);
    expect(again.body).toMatchObject({ created: 0, unchanged: PAST_THE_LIMIT });
    expect(await keysOf(`/equipment/${buildingId}`)).toHaveLength(PAST_THE_LIMIT);
  });

  it(`deletes a building with ${PAST_THE_LIMIT} assets, their logs and its measures: every part goes`, async () => {
    const owner = await createAccount();
    const buildingId = await createOwnedBuilding(owner);
    // Stored as firebase-tools imports data (no trigger fires): the setup, not under test.
    const update: Record<string, unknown> = {
      [`measures/${buildingId}/m1`]: { name: 'LED retrofit' },
      [`measures/${buildingId}/m2`]: { name: 'Heat pump' },
    };
    for (let index = 0; index < PAST_THE_LIMIT; index++) {
      update[`equipment/${buildingId}/e${index}`] = {
        assetId: `E-${index}`,
        name: `Pump ${index}`,
        type: 'Pump',
        logs: { l1: { dateMs: 1_700_000_000_000, text: 'Serviced', kind: 'maintenance' } },
      };
    }
    await adminDatabase('PATCH', '/', update, { disableTriggers: true });
    await userWrite(owner, 'PATCH', '/', buildingDeleteUpdate(buildingId, [owner.uid]));
    expect(await adminDatabase('GET', `/buildings/${buildingId}`)).toBeNull();
    expect(await keysOf(`/users/${owner.uid}/buildings`)).not.toContain(buildingId);
    // The building's trigger removes its records in steps within the limit.
    // Each of the 1,200 records removed fires a function: most of a minute on 2 cores.
    await eventually(`/equipment/${buildingId}`, (value) => value === null, 200_000);
    await eventually(`/measures/${buildingId}`, (value) => value === null, 200_000);
    await eventually(`/portfolios/${owner.uid}/${buildingId}`, (value) => value === null);
  });
});
