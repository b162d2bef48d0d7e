/**
 * Share links against database.rules.json: `/shares/{token}` status readable by anyone with the
 * token, its view only until it expires and never once revoked; `/shareLinks/{buildingId}` read by
 * the building's members; nobody lists `/shares` or another building's links; only functions
 * (admin) write either.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUILDING_ID, ROLES, UID, seedData, type Role } from '../support/rules-fixtures.js';
import {
  allowed,
  closeContext,
  seed,
  startRulesHarness,
  type RulesHarness,
} from '../support/rules-env.js';

const TOKEN = 'Qm9yZWQtYnktdGhlLXRva2VuLXRoYXQtaXMtbG9uZ3M';
const HOUR_MS = 3_600_000;
const view = { title: 'Riverside Office', sections: { general: true }, updatedAtMs: 1 };
const link = {
  sections: { general: true },
  createdAtMs: 1,
  createdByUid: UID.owner,
  updatedAtMs: 1,
};

let harness: RulesHarness;

beforeAll(async () => {
  harness = await startRulesHarness();
});

afterAll(async () => {
  await harness.stop();
});

/** The fixture data with one share of the given status. */
async function seedShare(status: Record<string, number>): Promise<void> {
  await seed(harness.env, {
    ...seedData(),
    shares: { [TOKEN]: { status: { createdAtMs: 1, ...status }, view } },
    shareLinks: { [BUILDING_ID]: { [TOKEN]: link }, other: { [TOKEN]: link } },
  });
}

/** Runs `op` as `role` in a fresh context and tells whether the rules allowed it. */
async function as(
  role: Role,
  op: (
    db: ReturnType<ReturnType<RulesHarness['env']['unauthenticatedContext']>['database']>,
  ) => Promise<unknown>,
): Promise<boolean> {
  const context =
    role === 'anonymous'
      ? harness.env.unauthenticatedContext()
      : harness.env.authenticatedContext(UID[role]);
  try {
    return await allowed(op(context.database()), `${role}`);
  } finally {
    closeContext(context);
  }
}

describe('/shares/{token}', () => {
  beforeEach(async () => {
    await harness.env.clearDatabase();
  });

  it('anyone with the token reads the status and the view of an open link', async () => {
    await seedShare({ expiresAtMs: Date.now() + HOUR_MS });
    for (const role of ROLES) {
      expect(await as(role, (db) => db.ref(`shares/${TOKEN}/status`).get())).toBe(true);
      expect(await as(role, (db) => db.ref(`shares/${TOKEN}/view`).get())).toBe(true);
    }
  });

  it('a link without expiry stays readable', async () => {
    await seedShare({});
    expect(await as('anonymous', (db) => db.ref(`shares/${TOKEN}/view`).get())).toBe(true);
  });

  it('after the expiry only the status is readable', async () => {
    await seedShare({ expiresAtMs: Date.now() - 1 });
    for (const role of ROLES) {
      expect(await as(role, (db) => db.ref(`shares/${TOKEN}/status`).get())).toBe(true);
      expect(await as(role, (db) => db.ref(`shares/${TOKEN}/view`).get())).toBe(false);
    }
  });

  it('a revoked link shows no view even if one were left', async () => {
    await seedShare({ revokedAtMs: 2 });
    expect(await as('anonymous', (db) => db.ref(`shares/${TOKEN}/view`).get())).toBe(false);
    expect(await as('owner', (db) => db.ref(`shares/${TOKEN}/view`).get())).toBe(false);
    expect(await as('anonymous', (db) => db.ref(`shares/${TOKEN}/status`).get())).toBe(true);
  });

  it('nobody lists /shares or reads a token whole', async () => {
    await seedShare({});
    for (const role of ROLES) {
      expect(await as(role, (db) => db.ref('shares').get())).toBe(false);
      expect(await as(role, (db) => db.ref('shares').orderByKey().limitToFirst(1).get())).toBe(
        false,
      );
      expect(await as(role, (db) => db.ref(`shares/${TOKEN}`).get())).toBe(false);
    }
  });

  it('only functions write: no client creates, changes, revokes or removes a share', async () => {
    await seedShare({});
    for (const role of ROLES) {
      expect(await as(role, (db) => db.ref(`shares/${TOKEN}/view/title`).set('Defaced'))).toBe(
        false,
      );
      expect(
        await as(role, (db) => db.ref(`shares/${TOKEN}/status/revokedAtMs`).set(Date.now())),
      ).toBe(false);
      expect(await as(role, (db) => db.ref(`shares/${TOKEN}`).remove())).toBe(false);
      expect(
        await as(role, (db) => db.ref('shares/forged-token').set({ status: { createdAtMs: 1 } })),
      ).toBe(false);
    }
  });
});

describe('/shareLinks/{buildingId}', () => {
  beforeEach(async () => {
    await harness.env.clearDatabase();
    await seedShare({});
  });

  it("the building's members read its links; strangers and anonymous users do not", async () => {
    const expected: Record<Role, boolean> = {
      owner: true,
      editor: true,
      viewer: true,
      stranger: false,
      anonymous: false,
    };
    for (const role of ROLES) {
      expect(await as(role, (db) => db.ref(`shareLinks/${BUILDING_ID}`).get())).toBe(
        expected[role],
      );
    }
  });

  it('nobody lists /shareLinks or reads the links of a building they are not a member of', async () => {
    for (const role of ROLES) {
      expect(await as(role, (db) => db.ref('shareLinks').get())).toBe(false);
      expect(await as(role, (db) => db.ref('shareLinks/other').get())).toBe(false);
    }
  });

  it('only functions write links, not even the owner', async () => {
    for (const role of ROLES) {
      expect(
        await as(role, (db) =>
          db.ref(`shareLinks/${BUILDING_ID}/${TOKEN}/sections/comparison`).set(true),
        ),
      ).toBe(false);
      expect(await as(role, (db) => db.ref(`shareLinks/${BUILDING_ID}/${TOKEN}`).remove())).toBe(
        false,
      );
    }
  });
});
