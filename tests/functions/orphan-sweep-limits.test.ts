/**
 * The nightly sweep of orphaned per-user copies at a database whose copies are more than one
 * answer holds: production answers at most 256 MB (https://firebase.google.com/docs/database/usage/limits),
 * which the copies of every user of a large database pass (~600,000 portfolio summaries), while
 * one user's copies stay far below it (that user's own Portfolio reads them whole). Here a
 * database emulator of its own (an ephemeral port) serves at most 40 kB in an answer, and the
 * Admin SDK the functions use reads through it: the sweep, which used to read each copies' root
 * whole and was refused, pages through the users and removes only the orphans. Each building's
 * figures alone are more than one answer holds here: the sweep of orphaned figures learns their
 * keys from a shallow read and reads no figures at all.
 */
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restDatabase } from '../../functions/src/services/database-rest.js';
import {
  removeOrphanMetrics,
  removeOrphanUserCopies,
} from '../../functions/src/services/orphan-sweep.js';
import { shallowChildKeys } from '../../functions/src/services/pages-by-key.js';
import { USER_COPY_KINDS } from '../../functions/src/services/user-copy-kinds.js';
import {
  startEmulator,
  type RunningEmulator,
} from '../../emulators/database/src/server/emulator.js';

const NS = 'orphan-sweep-limits';
const RULES = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
const USERS = 60;
/** A portfolio summary's size, about what the Portfolio's row of a building holds. */
const SUMMARY = { name: 'Building', city: 'Springfield', notes: 'x'.repeat(400) };

/** A building's figures, more than one answer of this emulator holds (tens of kB in production). */
const FIGURES = { inputVersion: 'v', series: 'x'.repeat(50_000) };

const uidOf = (i: number) => `user-${String(i).padStart(3, '0')}-0000000000000000000`;

describe('nightly sweep: copies of more users than one answer holds', () => {
  let emulator: RunningEmulator;
  let app: App;
  let database: Database;

  beforeAll(async () => {
    emulator = await startEmulator({
      host: '127.0.0.1',
      port: 0,
      rulesText: RULES,
      transferLimits: {
        restWriteBytes: 256_000_000,
        sdkWriteBytes: 16_000_000,
        responseBytes: 40_000,
      },
    });
    app = initializeApp(
      { projectId: 'demo-facet', databaseURL: `https://${NS}.firebaseio.com` },
      NS,
    );
    // The SDK takes the emulator from the environment as the database is made (the stack's
    // own emulator when the suite runs beside it): this one, for this database only.
    const stackEmulator = process.env['FIREBASE_DATABASE_EMULATOR_HOST'];
    process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
    try {
      database = getDatabase(app);
    } finally {
      if (stackEmulator === undefined) delete process.env['FIREBASE_DATABASE_EMULATOR_HOST'];
      else process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = stackEmulator;
    }
    // Every user lists the shared building `kept` and a building of their own; every third
    // user's own building is gone (an orphan), as is `shared-gone`, listed by every fifth.
    const seed: Record<string, unknown> = {
      'buildings/kept': { meta: { ownerUid: uidOf(0) }, members: { [uidOf(0)]: 'owner' } },
    };
    for (let i = 0; i < USERS; i++) {
      const own = `own-${i}`;
      if (i % 3 !== 0) {
        seed[`buildings/${own}`] = {
          meta: { ownerUid: uidOf(i) },
          members: { [uidOf(i)]: 'owner' },
        };
      }
      for (const kind of USER_COPY_KINDS) {
        seed[`${kind.root}/${uidOf(i)}/kept`] = SUMMARY;
        seed[`${kind.root}/${uidOf(i)}/${own}`] = SUMMARY;
        if (i % 5 === 0) seed[`${kind.root}/${uidOf(i)}/shared-gone`] = SUMMARY;
      }
    }
    for (const id of ['kept', 'own-1', 'own-3', 'shared-gone']) seed[`metrics/${id}`] = FIGURES;
    await database.ref().update(seed);
  });

  afterAll(async () => {
    if (app) await deleteApp(app);
    await emulator?.stop();
  });

  it('pages through the users and removes the orphans only', async () => {
    // What the sweep used to do: one read of a whole root, refused.
    await expect(database.ref('portfolios').get()).rejects.toThrow(
      /exceeds the maximum size that can be accessed/,
    );
    // The pass saw `kept` only: the users' own buildings are asked for again.
    const removed = await removeOrphanUserCopies(database, USER_COPY_KINDS, new Set(['kept']));
    const orphansPerKind = USERS / 3 + USERS / 5;
    expect(removed).toBe(orphansPerKind * USER_COPY_KINDS.length);
    for (const kind of USER_COPY_KINDS) {
      for (const i of [0, 1, 3, 5, 59]) {
        const copies = (await database.ref(`${kind.root}/${uidOf(i)}`).get()).val() as object;
        const expected = ['kept', ...(i % 3 === 0 ? [] : [`own-${i}`])];
        expect(Object.keys(copies).sort(), `${kind.root} of user ${i}`).toEqual(expected.sort());
      }
    }
  });

  it("removes orphaned figures without reading any building's figures", async () => {
    // What the sweep used to do: pages of figures by key, down to one, each refused.
    await expect(database.ref('metrics').orderByKey().limitToFirst(1).get()).rejects.toThrow(
      /exceeds the maximum size that can be accessed/,
    );
    const rest = restDatabase(app.options, {
      FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${emulator.port}`,
    });
    const removed = await removeOrphanMetrics(database, shallowChildKeys(rest), new Set(['kept']));
    // own-3 (every third user's own building) and shared-gone are gone; own-1 is stored.
    expect(removed).toBe(2);
    const keys = await shallowChildKeys(rest)('metrics');
    expect(keys.sort()).toEqual(['kept', 'own-1']);
  });
});
