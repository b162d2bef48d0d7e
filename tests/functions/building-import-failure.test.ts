import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { restDatabase } from '../../functions/src/services/database-rest.js';
import {
  handleBuildingImport,
  type BuildingImportDependencies,
} from '../../functions/src/services/building-import/import-handler.js';
import { readOwnedBuildings } from '../../functions/src/services/building-import/owned-buildings.js';
import { STEPS_IN_FLIGHT } from '../../functions/src/services/building-import/step-writer.js';
import {
  IMPORT_STEP_LIMITS,
  type ImportStepLimits,
} from '../../functions/src/shared/domain/building-import/import-steps.js';
import {
  DATABASE_HOST,
  DATABASE_NAMESPACE,
  adminDatabase,
  createAccount,
  type TestAccount,
} from '../support/emulators.js';
import { importUpload, type HandlerAnswer } from '../support/import-upload.js';

/**
 * The import's write against the stack's database, its handler run in this process so that a
 * write can be made to fail: small steps (so a few dozen rows take several), and an `update` that
 * fails at a chosen one. Whatever fails, nothing of the import may stay visible.
 */
const rest = restDatabase(
  { databaseURL: `https://${DATABASE_NAMESPACE}.firebaseio.com` },
  { FIREBASE_DATABASE_EMULATOR_HOST: DATABASE_HOST },
);
const LIMITS = { stepBytes: 3000, stepBuildings: 400, commitBytes: 5000 };

function csv(rows: number, suffix = ''): string {
  const lines = ['Property Id,Property Name,Address 1,City,Year Built'];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `${7000 + i},Building ${i}${suffix},${i} Main Street,Springfield,${1950 + (i % 70)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

interface Outcome extends HandlerAnswer {
  /** Bodies of the updates tried, in order (the failing one last). */
  updates: string[];
  newIds: string[];
}

/** Runs the import handler on `text` as `account`; `fail(body, index)` makes an update throw. */
async function runImport(
  account: TestAccount,
  text: string,
  fail: (body: string, index: number) => boolean = () => false,
  duringFailure: (newIds: string[]) => Promise<void> = async () => {},
  chunkBytes?: number,
  /**
   * The importer's reads answered at once (a new account owns nothing), so that rows are planned
   * and steps sent from the first batch read, not only once the database has answered.
   */
  readsAtOnce = false,
  /** Asks for the new buildings' figures; their figures are not this suite's concern. */
  requestRecomputes: BuildingImportDependencies['requestRecomputes'] = async () => undefined,
  limits: ImportStepLimits = LIMITS,
): Promise<Outcome> {
  const { req, res, answer } = importUpload(text);
  const outcome: Outcome = Object.assign(answer, {
    updates: [] as string[],
    newIds: [] as string[],
  });
  const deps: BuildingImportDependencies = {
    verifyIdToken: async () => ({ uid: account.uid }),
    readOwnedBuildings: readsAtOnce ? async () => [] : (uid) => readOwnedBuildings(rest, uid),
    editorName: async () => account.email,
    profileCurrency: readsAtOnce
      ? async () => null
      : (uid) => rest.get(`users/${uid}/profile/currency`),
    newBuildingId: () => {
      const id = `-f${randomBytes(9).toString('base64url')}`;
      outcome.newIds.push(id);
      return id;
    },
    newImportId: () => `-i${randomBytes(9).toString('base64url')}`,
    update: async (body) => {
      const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
      outcome.updates.push(text);
      if (fail(text, outcome.updates.length - 1)) {
        await duringFailure(outcome.newIds);
        throw new Error('injected write failure');
      }
      await rest.update(body);
    },
    now: () => Date.now(),
    requestRecomputes,
    stepLimits: limits,
    ...(chunkBytes ? { chunkBytes } : {}),
  };
  await handleBuildingImport(req, res, deps);
  return outcome;
}

/** Everything of `account` an import could have written: portfolio, reports, owned buildings. */
async function footprint(account: TestAccount) {
  return {
    portfolio: await adminDatabase('GET', `/users/${account.uid}/buildings`),
    imports: await adminDatabase('GET', `/imports/${account.uid}`),
    owned: await rest.get('buildings', {
      orderBy: JSON.stringify('meta/ownerUid'),
      equalTo: JSON.stringify(account.uid),
    }),
  };
}

/** A read as the user, through the rules: the value, or 'denied'. */
async function readAsUser(account: TestAccount, path: string): Promise<unknown> {
  const response = await fetch(
    `http://${DATABASE_HOST}${path}.json?ns=${DATABASE_NAMESPACE}&auth=${account.idToken}`,
  );
  return response.status === 401 ? 'denied' : response.json();
}

describe.runIf(DATABASE_HOST)('building import: a failed write leaves nothing visible', () => {
  it('a failure in the middle of the new buildings removes those already written', async () => {
    const account = await createAccount();
    const outcome = await runImport(account, csv(60), (_body, index) => index === 2);
    expect(outcome).toMatchObject({ status: 500, body: { reason: 'import.writeFailed' } });
    // Steps are sent two at a time: after the third failed, at most the one in flight beside
    // it was sent; every step stored was then undone (an update of nulls at its paths), the
    // latest first, and nothing else was written.
    const undo = (body: string) => /^\{("[^"]+":null,?)+\}$/.test(body);
    const forward = outcome.updates.filter((body) => !undo(body));
    const undone = outcome.updates.filter(undo);
    expect(forward.length).toBeGreaterThanOrEqual(3);
    expect(forward.length).toBeLessThanOrEqual(3 + STEPS_IN_FLIGHT - 1);
    expect(undone).toHaveLength(forward.length - 1);
    expect(outcome.updates.slice(0, forward.length).every((body) => !undo(body))).toBe(true);
    const pathsOf = (body: string) => Object.keys(JSON.parse(body) as object).sort();
    const stored = forward.filter((_body, index) => index !== 2);
    const pathSet = (bodies: string[]) => new Set(bodies.map((body) => pathsOf(body).join()));
    expect(pathSet(undone)).toEqual(pathSet(stored));
    expect(await footprint(account)).toEqual({ portfolio: null, imports: null, owned: null });
  });

  it('a file refused after steps were written (unclosed quote at the end) leaves nothing', async () => {
    const account = await createAccount();
    // Read 400 bytes at a time, so that steps are written while the rest is still being read;
    // with the database's answers awaited, the whole file could be read before any step is sent.
    const text = `${csv(300)}9999,"Never closed,1 Main Street,Springfield,1999\n`;
    const outcome = await runImport(
      account,
      text,
      () => false,
      async () => {},
      400,
      true,
    );
    expect(outcome).toMatchObject({
      status: 422,
      body: { reason: 'file.unclosedQuote', line: 302 },
    });
    const undo = (body: string) => /^\{("[^"]+":null,?)+\}$/.test(body);
    const forward = outcome.updates.filter((body) => !undo(body));
    expect(forward.length).toBeGreaterThan(0);
    expect(outcome.updates.filter(undo)).toHaveLength(forward.length);
    expect(await footprint(account)).toEqual({ portfolio: null, imports: null, owned: null });
  });

  it('before the commit the new buildings are stored but listed nowhere, and others cannot read them', async () => {
    const account = await createAccount();
    const other = await createAccount();
    let seen: unknown[] = [];
    const outcome = await runImport(
      account,
      csv(60),
      (body) => body.includes('"users/'),
      async (newIds) => {
        seen = [
          await adminDatabase('GET', `/buildings/${newIds[0]}/general/name`),
          await readAsUser(other, `/buildings/${newIds[0]}`),
          await readAsUser(account, `/users/${account.uid}/buildings`),
          await readAsUser(account, `/buildings/${newIds[0]}/members`),
        ];
      },
    );
    expect(outcome.status).toBe(500);
    // Only the importer could read one, by an id it was never told; its portfolio is empty.
    expect(seen).toEqual(['Building 0', 'denied', null, { [account.uid]: 'owner' }]);
    expect(await footprint(account)).toEqual({ portfolio: null, imports: null, owned: null });
  });

  it('never matches a building left outside the portfolio (an import that could not finish)', async () => {
    const account = await createAccount();
    const stray = `-stray${randomBytes(6).toString('hex')}`;
    await adminDatabase('PUT', `/buildings/${stray}`, {
      meta: {
        ownerUid: account.uid,
        status: 'temporary',
        createdAtMs: 1,
        updatedAtMs: 1,
        externalId: 'espm:7000',
      },
      general: { name: 'Building 0' },
      members: { [account.uid]: 'owner' },
    });
    const outcome = await runImport(account, csv(1));
    expect(outcome.body).toMatchObject({ created: 1, updated: 0 });
    expect(outcome.newIds).toHaveLength(1);
    expect(outcome.newIds[0]).not.toBe(stray);
    await adminDatabase('DELETE', `/buildings/${stray}`);
  });

  it('a commit that fails after 1,200 new buildings removes them all, 400 at a time', async () => {
    const account = await createAccount();
    const outcome = await runImport(
      account,
      csv(1200),
      (body) => body.includes('"users/'),
      undefined,
      undefined,
      false,
      undefined,
      IMPORT_STEP_LIMITS,
    );
    expect(outcome).toMatchObject({ status: 500, body: { reason: 'import.writeFailed' } });
    // Each removal fires onBuildingDeleted for its buildings: one of them all (1,200 functions)
    // would be refused, and the buildings would stay.
    const removals = outcome.updates.filter((body) => /^\{"buildings\/[^"]+":null/.test(body));
    const removed = removals.map((removal) => removal.match(/"buildings\/[^"/]+":null/g)!.length);
    // Two steps of 400 were stored (the last 400 went with the commit): 800 removed, past 500.
    expect(removed).toEqual([400, 400]);
    expect(await footprint(account)).toEqual({ portfolio: null, imports: null, owned: null });
  });

  it('a recompute queue that refuses keeps the import and says its figures wait for the nightly run', async () => {
    const account = await createAccount();
    const refused = async () => {
      throw new Error('queue refused: 413');
    };
    const outcome = await runImport(
      account,
      csv(3),
      undefined,
      undefined,
      undefined,
      false,
      refused,
    );
    expect(outcome.status).toBe(200);
    expect(outcome.body).toMatchObject({ created: 3, figuresDelayed: true });
    const { portfolio, imports } = await footprint(account);
    expect(Object.keys(portfolio as object)).toHaveLength(3);
    const stored = Object.values(imports as Record<string, Record<string, unknown>>);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ created: 3, figuresDelayed: true });
    // Queued: nothing said.
    const queued = await runImport(await createAccount(), csv(2));
    expect(queued.body['figuresDelayed']).toBeUndefined();
  });

  it('a failed re-import writes the updated buildings back as they were', async () => {
    const account = await createAccount();
    const first = await runImport(account, csv(40));
    expect(first.status).toBe(200);
    expect(first.updates.length).toBeGreaterThan(3);
    const before = await footprint(account);
    const failed = await runImport(account, csv(50, ' renamed'), (body) =>
      body.includes('"users/'),
    );
    expect(failed).toMatchObject({ status: 500, body: { reason: 'import.writeFailed' } });
    expect(failed.updates.filter((body) => body.includes('renamed')).length).toBeGreaterThan(2);
    expect(await footprint(account)).toEqual(before);
    const again = await runImport(account, csv(50, ' renamed'));
    expect(again.body).toMatchObject({ created: 10, updated: 40, skipped: 0 });
    const owned = (await footprint(account)).owned as Record<string, { general: { name: string } }>;
    expect(Object.values(owned).filter((b) => b.general.name.endsWith(' renamed'))).toHaveLength(
      50,
    );
  });
});
