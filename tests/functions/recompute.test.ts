import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../../functions/src/shared/domain/common/durations.js';
import { buildingMetricsSchema } from '../../functions/src/shared/schemas/derived/metrics.js';
import { monthlyBills, officeGeneral } from '../support/bills.js';
import {
  DATABASE_HOST,
  FUNCTIONS_ORIGIN,
  adminDatabase,
  createAccount,
  createOwnedBuilding,
  eventually,
  forgeIdToken,
  triggerUrl,
} from '../support/emulators.js';
import { inProcessAdminDatabase, inProcessChildKeys } from '../support/in-process-functions.js';

const CALLABLE = `${FUNCTIONS_ORIGIN}/recomputeBuilding`;

/** The callable protocol: POST `{data}`, answer `{result}` or `{error: {status, message}}`. */
async function call(data: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== undefined) headers['Authorization'] = `Bearer ${token}`;
  const response = await fetch(CALLABLE, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(60_000),
  });
  const body = (await response.json()) as {
    result?: { buildingId: string; inputVersion: string; computedAtMs: number };
    error?: { status: string; message: string };
  };
  return { status: response.status, ...body };
}

/**
 * A described building with a year of bills, so that the figures are more than defaults.
 * `quiet`: written without triggers, so no queued recompute races the callable's (a task queued
 * by the building's writes, run after its window, would store its figures after the call's, and
 * the figures stored would not be the call's).
 */
async function describedBuilding(
  owner: { uid: string },
  name = 'Recompute test',
  { quiet = false }: { quiet?: boolean } = {},
) {
  const writeOptions = { disableTriggers: quiet };
  const id = await createOwnedBuilding(owner, { name }, 'permanent', writeOptions);
  // Two years of monthly bills ending with last month, lower in summer.
  const rows = monthlyBills(
    24,
    (_back, date) => 4000 + 800 * Math.cos((date.getUTCMonth() / 12) * 2 * Math.PI),
  );
  await adminDatabase(
    'PATCH',
    `/buildings/${id}`,
    {
      general: officeGeneral(name),
      electricity: { rows },
      hvac: { heating: { installed: true, heaterType: 'naturalGasBoiler' } },
    },
    writeOptions,
  );
  return id;
}

/**
 * The callable's and the nightly run's tests write without triggers: each recompute is a call's or
 * the run's, and the figures stored after it are its own (no queued recompute races them).
 */
const QUIET = { quiet: true };
const QUIET_WRITE = { disableTriggers: true };

/**
 * `nowMs`, or the last millisecond of `dayOfMs`'s UTC day when `nowMs` is past it: a second pass
 * keeps the first's figures only on the same day, so a test that spans midnight dates its second
 * pass on the first's day (it once failed so, started at 23:59 UTC).
 */
function sameUtcDayAs(dayOfMs: number, nowMs: number): number {
  const endOfDayMs = (Math.floor(dayOfMs / MS_PER_DAY) + 1) * MS_PER_DAY - 1;
  return Math.min(nowMs, endOfDayMs);
}

async function storedMetrics(buildingId: string) {
  return (await adminDatabase('GET', `/metrics/${buildingId}`)) as Record<string, unknown> | null;
}

describe('recomputeBuilding (callable, functions emulator)', () => {
  it('recomputes for the owner and writes /metrics/{id} with the input version and computed-at time', async () => {
    const owner = await createAccount();
    const id = await describedBuilding(owner, 'Recompute test', QUIET);
    const before = Date.now();
    const answer = await call({ buildingId: id }, owner.idToken);
    expect(answer.status).toBe(200);
    expect(answer.result?.buildingId).toBe(id);
    expect(answer.result?.computedAtMs).toBeGreaterThanOrEqual(before - 1000);
    const metrics = await storedMetrics(id);
    const parsed = buildingMetricsSchema.safeParse(metrics);
    expect(parsed.error).toBeUndefined();
    expect(parsed.data?.inputVersion).toBe(answer.result?.inputVersion);
    expect(parsed.data?.computedAtMs).toBe(answer.result?.computedAtMs);
    expect(parsed.data?.energy.carriers.electricity?.basis).toBe('metered');
  });

  it('lets a viewer recompute too (members only, any role)', async () => {
    const [owner, viewer] = await Promise.all([createAccount(), createAccount()]);
    const id = await describedBuilding(owner, 'Recompute test', QUIET);
    await adminDatabase(
      'PATCH',
      '/',
      {
        [`buildings/${id}/members/${viewer.uid}`]: 'viewer',
        [`users/${viewer.uid}/buildings/${id}`]: true,
      },
      QUIET_WRITE,
    );
    expect((await call({ buildingId: id }, viewer.idToken)).status).toBe(200);
  });

  it(
    'refuses a non-member with permission-denied and writes nothing',
    { timeout: 120_000 },
    async () => {
      const [owner, stranger] = await Promise.all([createAccount(), createAccount()]);
      const id = await describedBuilding(owner, 'Recompute test', QUIET);
      // Its figures, computed by its owner's call (no trigger computes them meanwhile): the
      // refused call must not touch them.
      const computed = await call({ buildingId: id }, owner.idToken);
      expect(computed.status).toBe(200);
      const before = await storedMetrics(id);
      expect(before).toMatchObject({ computedAtMs: computed.result?.computedAtMs });
      const answer = await call({ buildingId: id }, stranger.idToken);
      expect(answer.status).toBe(403);
      expect(answer.error?.status).toBe('PERMISSION_DENIED');
      expect(await storedMetrics(id)).toEqual(before);
    },
  );

  it('answers not-found for a building that does not exist', async () => {
    const account = await createAccount();
    const answer = await call({ buildingId: '-noSuchBuilding' }, account.idToken);
    expect(answer.status).toBe(404);
    expect(answer.error?.status).toBe('NOT_FOUND');
  });

  it.each([
    ['no token', () => undefined],
    ['a token for an account that does not exist', () => forgeIdToken({ uid: 'nobody-at-all' })],
    ['an expired token', () => forgeIdToken({ uid: 'x', expiresInSeconds: -3600 })],
  ])('answers unauthenticated for %s', async (_name, token) => {
    const owner = await createAccount();
    const id = await describedBuilding(owner, 'Recompute test', QUIET);
    const answer = await call({ buildingId: id }, token());
    expect(answer.status).toBe(401);
    expect(answer.error?.status).toBe('UNAUTHENTICATED');
  });

  it.each([[{}], [{ buildingId: 'a/b' }], [{ buildingId: 'x', extra: 1 }]])(
    'answers invalid-argument for %j',
    async (data) => {
      const account = await createAccount();
      const answer = await call(data, account.idToken);
      expect(answer.status).toBe(400);
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    },
  );

  it("compares only with peers the owner is a member of (a stranger's building stays out)", async () => {
    const [owner, stranger] = await Promise.all([createAccount(), createAccount()]);
    const [mine, theirs] = await Promise.all([
      describedBuilding(owner, 'Recompute test', QUIET),
      describedBuilding(stranger, 'Recompute test', QUIET),
    ]);
    expect((await call({ buildingId: theirs }, stranger.idToken)).status).toBe(200);
    await adminDatabase(
      'PUT',
      `/buildings/${mine}/comparison`,
      {
        buildingIds: { [theirs]: true },
      },
      QUIET_WRITE,
    );
    await call({ buildingId: mine }, owner.idToken);
    const alone = buildingMetricsSchema.parse(await storedMetrics(mine));
    expect(alone.benchmarks.total.peers.count).toBe(0);
    await adminDatabase('PUT', `/buildings/${theirs}/members/${owner.uid}`, 'viewer', QUIET_WRITE);
    await call({ buildingId: mine }, owner.idToken);
    const compared = buildingMetricsSchema.parse(await storedMetrics(mine));
    expect(compared.benchmarks.total.peers.count).toBe(1);
    expect(compared.inputVersion).not.toBe(alone.inputVersion);
  });

  it('stores the chosen peer set: counted, not shared; then falls back when peers are deleted or unshared', async () => {
    const [owner, stranger] = await Promise.all([createAccount(), createAccount()]);
    const [mine, peer, theirs] = await Promise.all([
      describedBuilding(owner, 'Compared', QUIET),
      describedBuilding(owner, 'Readable peer', QUIET),
      describedBuilding(stranger, 'Not shared', QUIET),
    ]);
    expect((await call({ buildingId: peer }, owner.idToken)).status).toBe(200);
    expect((await call({ buildingId: theirs }, stranger.idToken)).status).toBe(200);
    await adminDatabase(
      'PUT',
      `/buildings/${mine}/comparison`,
      {
        buildingIds: { [peer]: true, [theirs]: true },
      },
      QUIET_WRITE,
    );
    expect((await call({ buildingId: mine }, owner.idToken)).status).toBe(200);
    const compared = buildingMetricsSchema.parse(await storedMetrics(mine));
    expect(compared.benchmarks.peerSet).toEqual({
      chosen: 2,
      countedIds: [peer],
      excluded: { [theirs]: 'unavailable' },
    });
    expect(compared.benchmarks.total.peers.count).toBe(1);
    expect(compared.benchmarks.total.peers.mostEfficient).toBeDefined();

    // The stranger shares theirs, then the owner deletes the readable peer and the stranger
    // unshares: a deleted building and an unshared one look the same (nothing is revealed).
    await adminDatabase('PUT', `/buildings/${theirs}/members/${owner.uid}`, 'viewer', QUIET_WRITE);
    await call({ buildingId: mine }, owner.idToken);
    const shared = buildingMetricsSchema.parse(await storedMetrics(mine));
    expect(shared.benchmarks.peerSet?.countedIds).toEqual([peer, theirs].sort());
    await adminDatabase(
      'PATCH',
      '/',
      {
        [`buildings/${peer}`]: null,
        [`users/${owner.uid}/buildings/${peer}`]: null,
        [`buildings/${theirs}/members/${owner.uid}`]: null,
      },
      QUIET_WRITE,
    );
    expect((await call({ buildingId: mine }, owner.idToken)).status).toBe(200);
    const fallen = buildingMetricsSchema.parse(await storedMetrics(mine));
    expect(fallen.benchmarks.peerSet).toEqual({
      chosen: 2,
      excluded: { [peer]: 'unavailable', [theirs]: 'unavailable' },
    });
    expect(fallen.benchmarks.total.peers).toEqual({ count: 0 });
  });
});

describe.runIf(DATABASE_HOST)('nightlyPass (scheduled nightly)', () => {
  it('has computed the demo portfolio when the stack starts', async () => {
    const portfolio = (await adminDatabase('GET', '/users/demo-owner/buildings')) as Record<
      string,
      true
    >;
    const ids = Object.keys(portfolio);
    expect(ids.length).toBe(12);
    for (const id of ids) {
      const metrics = buildingMetricsSchema.parse(await storedMetrics(id));
      expect(metrics.energy.siteKwh, id).toBeGreaterThan(0);
    }
  });

  it('runs when posted to the emulator trigger route, over every building', async () => {
    const owner = await createAccount();
    // Written without triggers: it has no figures until the run computes them.
    const id = await describedBuilding(owner, 'Nightly via trigger', QUIET);
    expect(await storedMetrics(id)).toBeNull();
    // Without a Pub/Sub emulator the schedule never fires; the Functions emulator registers the
    // trigger (`<region>-<name>-0`) and runs it when posted to its background route.
    const response = await fetch(triggerUrl('nightlyPass'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
      signal: AbortSignal.timeout(120_000),
    });
    expect(response.status).toBeLessThan(300);
    const metrics = buildingMetricsSchema.parse(await storedMetrics(id));
    expect(metrics.energy.siteKwh).toBeGreaterThan(0);
    // A run over every building in the database (see below).
  }, 300_000);

  it('keeps the summary and figures of a building created after the pass went by it; removes those of one that is gone', async () => {
    const database = await inProcessAdminDatabase();
    const { removeOrphanMetrics, removeOrphanUserCopies } =
      await import('../../functions/src/services/orphan-sweep.js');
    const { USER_COPY_KINDS } = await import('../../functions/src/services/user-copy-kinds.js');
    // The pass has paged through every building stored so far; then an import creates one, with
    // its summary and, soon after, its figures.
    const seen = new Set(
      Object.keys(
        ((await adminDatabase('GET', '/buildings', undefined, { shallow: true })) ?? {}) as Record<
          string,
          true
        >,
      ),
    );
    const owner = await createAccount();
    const created = await createOwnedBuilding(
      owner,
      { name: 'Imported meanwhile' },
      'temporary',
      QUIET_WRITE,
    );
    const gone = `-gone${Date.now().toString(36)}`;
    const summary = JSON.stringify({ title: 'Imported meanwhile', status: 'temporary' });
    for (const id of [created, gone]) {
      await adminDatabase('PUT', `/portfolios/${owner.uid}/${id}`, summary, QUIET_WRITE);
      await adminDatabase(
        'PUT',
        `/metrics/${id}`,
        { inputVersion: 'x', computedAtMs: 1 },
        QUIET_WRITE,
      );
    }
    expect(seen.has(created)).toBe(false);
    expect(
      await removeOrphanMetrics(database, await inProcessChildKeys(), seen),
    ).toBeGreaterThanOrEqual(1);
    expect(await removeOrphanUserCopies(database, USER_COPY_KINDS, seen)).toBeGreaterThanOrEqual(1);
    expect(await adminDatabase('GET', `/portfolios/${owner.uid}/${created}`)).toBe(summary);
    expect(await storedMetrics(created)).toEqual({ inputVersion: 'x', computedAtMs: 1 });
    expect(await adminDatabase('GET', `/portfolios/${owner.uid}/${gone}`)).toBeNull();
    expect(await storedMetrics(gone)).toBeNull();
  }, 120_000);

  it('runs when its handler is called directly, in batches, skipping stored parts that do not match', async () => {
    const database = await inProcessAdminDatabase();
    const owner = await createAccount();
    const ids = await Promise.all(
      [1, 2, 3].map((n) => describedBuilding(owner, `Nightly direct ${n}`, QUIET)),
    );
    const [first, middle, last] = [...ids].sort();
    // A part stored before a schema change: left out of the figures, not fatal.
    await adminDatabase(
      'PUT',
      `/buildings/${last}/hvac/unknownPart`,
      { installed: true },
      QUIET_WRITE,
    );
    const { nightlyPass } = await import('../../functions/src/scheduled/nightly-pass.js');
    const { recomputeAllBuildings } =
      await import('../../functions/src/services/nightly-recompute.js');
    await nightlyPass.run({
      scheduleTime: new Date().toISOString(),
      jobName: 'nightlyPass',
    } as Parameters<typeof nightlyPass.run>[0]);
    for (const id of ids)
      expect(buildingMetricsSchema.safeParse(await storedMetrics(id)).error).toBeUndefined();
    // Metrics of a building deleted by a client (which cannot reach /metrics) are removed.
    await adminDatabase(
      'PUT',
      `/metrics/-deleted-building`,
      { inputVersion: 'x', computedAtMs: 1 },
      QUIET_WRITE,
    );
    // The first building by key chooses the last as its peer, whose figures are gone: the pass
    // computes the first before the last, so it comes back to it at the end.
    await adminDatabase(
      'PUT',
      `/buildings/${first}/comparison`,
      { buildingIds: { [last!]: true } },
      QUIET_WRITE,
    );
    await adminDatabase('DELETE', `/metrics/${last}`, undefined, QUIET_WRITE);
    // A portfolio summary stored as an object, as before summaries were packed, is rewritten
    // packed (one string per building).
    const summaryPath = `/portfolios/${owner.uid}/${ids[1]}`;
    const packed = await eventually<unknown>(summaryPath, (v) => typeof v === 'string');
    await adminDatabase('PUT', summaryPath, JSON.parse(packed as string), QUIET_WRITE);
    const computedBefore = buildingMetricsSchema.parse(await storedMetrics(middle!)).computedAtMs;
    const outcome = await recomputeAllBuildings(
      database,
      await inProcessChildKeys(),
      sameUtcDayAs(computedBefore, Date.now()),
      2,
    );
    expect(outcome.peerPasses).toBeGreaterThanOrEqual(1);
    // The middle building's figures, computed by the run before from the same inputs, are kept.
    expect(outcome.keptFromToday).toBeGreaterThanOrEqual(1);
    expect(buildingMetricsSchema.parse(await storedMetrics(middle!)).computedAtMs).toBe(
      computedBefore,
    );
    const compared = buildingMetricsSchema.parse(await storedMetrics(first!));
    expect(compared.benchmarks.peerSet?.countedIds).toEqual([last]);
    expect(outcome.removed).toBeGreaterThanOrEqual(1);
    expect(await adminDatabase('GET', '/metrics/-deleted-building')).toBeNull();
    expect(await storedMetrics(ids[1]!)).not.toBeNull();
    expect(JSON.parse((await adminDatabase('GET', summaryPath)) as string)).toMatchObject({
      title: 'Nightly direct 2',
      role: 'owner',
    });
    expect(outcome.failed).toEqual([]);
    expect(outcome.buildings).toBeGreaterThanOrEqual(3);
    expect(outcome.batches).toBeGreaterThanOrEqual(Math.ceil(outcome.buildings / 2));
    // Both runs go over every building the earlier suites left in the database while their
    // triggers' backlog is still delivered; the second computes only what changed since the first.
  }, 300_000);
  it("resumes tonight's pass where an invocation stopped, through the Admin SDK, and only that", async () => {
    // The functions' environment in this process, so that the test also runs alone (`-t`).
    await inProcessAdminDatabase();
    const { nightlyPassResume } = await import('../../functions/src/scheduled/nightly-pass.js');
    const { NIGHTLY_STATE_PATH } = await import('../../functions/src/services/nightly-run.js');
    // One instant for the stored night and every invocation's schedule time: a run that crossed
    // midnight UTC would otherwise take the stored pass for yesterday's and start a new one.
    const tonight = new Date();
    const event = (jobName: string) =>
      ({ scheduleTime: tonight.toISOString(), jobName }) as Parameters<
        typeof nightlyPassResume.run
      >[0];
    const state = async () =>
      (await adminDatabase('GET', `/${NIGHTLY_STATE_PATH}`)) as Record<string, unknown> | null;
    // Tonight's pass as an invocation cut off by its timeout left it: past the buildings before
    // this one by key (later ones, other suites' meanwhile, are still to come), the sweep and the
    // messages still to come, its lease over.
    const owner = await createAccount();
    const id = await describedBuilding(owner, 'Nightly resumed', QUIET);
    const keys = Object.keys(
      ((await adminDatabase('GET', '/buildings', undefined, { shallow: true })) ?? {}) as object,
    ).sort();
    const before = keys[keys.indexOf(id) - 1];
    expect(before).toBeDefined();
    const dayUtc = tonight.toISOString().slice(0, 10);
    await adminDatabase(
      'PUT',
      `/${NIGHTLY_STATE_PATH}`,
      { dayUtc, phase: 'buildings', after: before, leaseUntilMs: 0, invocations: 1 },
      QUIET_WRITE,
    );
    expect(await storedMetrics(id)).toBeNull();
    await nightlyPassResume.run(event('nightlyPassResume'));
    expect(buildingMetricsSchema.safeParse(await storedMetrics(id)).error).toBeUndefined();
    expect(await state()).toMatchObject({ dayUtc, phase: 'done', invocations: 2, leaseUntilMs: 0 });
    // Done: the night's later invocations leave it; a start (a forced run) runs a new pass.
    await nightlyPassResume.run(event('nightlyPassResume'));
    expect(await state()).toMatchObject({ phase: 'done', invocations: 2 });
    await adminDatabase('DELETE', `/${NIGHTLY_STATE_PATH}`, undefined, QUIET_WRITE);
    await nightlyPassResume.run(event('nightlyPassResume'));
    expect(await state()).toBeNull();
  }, 300_000);
});
