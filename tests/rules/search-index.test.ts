/**
 * `/searchIndex/{uid}/{buildingId}` against database.rules.json: each user reads their own search
 * entries only (the Search screen's one listen), nobody lists the root, and no client writes any
 * entry, not even their own (the functions keep them, services/search-index.ts). The stored
 * entries are the shared builder's, checked against the shared schema.
 */
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchIndexEntryOf } from '../../functions/src/shared/domain/search/search-index.js';
import { searchIndexEntrySchema } from '../../functions/src/shared/schemas/derived/search-index.js';
import {
  BUILDING_ID,
  EMAIL,
  ROLES,
  UID,
  VALID,
  seedData,
  type Role,
} from '../support/rules-fixtures.js';
import {
  allowed,
  closeContext,
  seed,
  startRulesHarness,
  withTimeout,
  type RulesHarness,
} from '../support/rules-env.js';

let harness: RulesHarness;

const ENTRY = searchIndexEntryOf({
  general: VALID.general,
  equipment: { e1: VALID.equipment },
  measures: null,
});
/** Each member's entry of the seeded building (the stranger has none). */
const MEMBERS = ['owner', 'editor', 'viewer'] as const;

beforeAll(async () => {
  harness = await startRulesHarness();
});
beforeEach(async () => {
  await withTimeout(harness.env.clearDatabase(), 'clearDatabase');
  await seed(harness.env, {
    ...seedData(),
    searchIndex: Object.fromEntries(MEMBERS.map((role) => [UID[role], { [BUILDING_ID]: ENTRY }])),
  });
});
afterAll(async () => {
  await harness?.stop();
});

function contextFor(role: Role): RulesTestContext {
  if (role === 'anonymous') return harness.env.unauthenticatedContext();
  return harness.env.authenticatedContext(UID[role], { email: EMAIL[role], email_verified: true });
}

describe('the seeded entry', () => {
  it('is the shared builder’s and agrees with the schema', () => {
    expect(ENTRY).not.toBeNull();
    expect(searchIndexEntrySchema.safeParse(ENTRY).success).toBe(true);
  });
});

describe('/searchIndex', () => {
  it.each(ROLES)(
    'as %s: reads only their own entries, writes none, lists nothing',
    async (role) => {
      const context = contextFor(role);
      const db = context.database();
      const own = role === 'anonymous' ? null : UID[role];
      try {
        for (const other of MEMBERS) {
          const path = `/searchIndex/${UID[other]}`;
          expect(await allowed(db.ref(path).get(), `read ${path}`), `read ${path}`).toBe(
            UID[other] === own,
          );
          expect(await allowed(db.ref(`${path}/${BUILDING_ID}`).get(), `read entry`)).toBe(
            UID[other] === own,
          );
        }
        if (own) {
          const mine = db.ref(`/searchIndex/${own}`);
          const read = await withTimeout(mine.get(), 'own entries');
          expect(read.val() ?? {}).toEqual(role === 'stranger' ? {} : { [BUILDING_ID]: ENTRY });
          expect(await allowed(mine.child('b2').set({ title: 'Forged' }), 'write own')).toBe(false);
          expect(await allowed(mine.child(`${BUILDING_ID}/title`).set('Forged'), 'edit own')).toBe(
            false,
          );
          expect(await allowed(mine.remove(), 'remove own')).toBe(false);
        }
        expect(await allowed(db.ref('/searchIndex').get(), 'list')).toBe(false);
        expect(
          await allowed(db.ref(`/searchIndex/${UID.owner}/b3`).set({ title: 'x' }), 'write other'),
        ).toBe(false);
      } finally {
        closeContext(context);
      }
    },
  );
});
