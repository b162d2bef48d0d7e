/**
 * Rules and schemas agree (DESIGN.md section 4): for every database path of
 * tests/support/schema-samples.ts, each valid sample passes both its zod schema and the rules
 * (written by the building's owner, or by the user the path belongs to), and each invalid sample
 * fails both.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ENUMS } from '../../functions/src/shared/schemas/enums/catalogue.js';
import { SCHEMA_SAMPLES } from '../support/schema-samples.js';
import { BUILDING_ID, UID, seedData } from '../support/rules-fixtures.js';
import {
  allowed,
  closeContext,
  seed,
  startRulesHarness,
  withTimeout,
  RULES_FILE,
  type RulesHarness,
} from '../support/rules-env.js';

let harness: RulesHarness;

beforeAll(async () => {
  harness = await startRulesHarness();
});
beforeEach(async () => {
  await withTimeout(harness.env.clearDatabase(), 'clearDatabase');
  await seed(harness.env, seedData());
});
afterAll(async () => {
  await harness?.stop();
});

/** A member other than the owner, for member roles that are not 'owner'. */
const NEW_MEMBER = 'uid-new-member';

interface Write {
  /** Who writes (uid, and the e-mail in the token). */
  uid: string;
  email?: string;
  /** Multi-path update at the root. */
  update: Record<string, unknown>;
}

const stringField = (sample: unknown, field: string): string | undefined => {
  const value =
    sample !== null && typeof sample === 'object'
      ? (sample as Record<string, unknown>)[field]
      : undefined;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * Where and as whom a sample is written. Building paths are written by the owner of `b1`; paths
 * whose rules tie the value to the writer are written as the matching user:
 * - meta: `ownerUid` never changes, so the sample is written as a new building created by its
 *   `ownerUid` (with that user as 'owner' member);
 * - a member role: 'owner' is only ever the owner's own role, other roles go to a new member;
 * - a portfolio entry: with a building its user creates (entries change only with a membership).
 */
/** A valid meta of a building the owner creates (the meta path's first valid sample). */
const NEW_BUILDING_META = SCHEMA_SAMPLES.find(
  (entry) => entry.path === '/buildings/{buildingId}/meta',
)?.valid[0];

function writeFor(template: string, sample: unknown): Write {
  const owner = UID.owner;
  const path = template
    .replaceAll('{buildingId}', BUILDING_ID)
    .replace('{seriesId}', 's1')
    .replace('{month}', '2024-05')
    .replace('{year}', '2026')
    .replace(/\{(itemId|spaceId|equipmentId|measureId)\}/, 'x1');
  switch (template) {
    case '/buildings/{buildingId}/meta': {
      const creator = stringField(sample, 'ownerUid') ?? owner;
      return {
        uid: creator,
        update: { 'buildings/b-new/meta': sample, [`buildings/b-new/members/${creator}`]: 'owner' },
      };
    }
    case '/buildings/{buildingId}/members/{uid}':
      return {
        uid: owner,
        update: { [path.replace('{uid}', sample === 'owner' ? owner : NEW_MEMBER)]: sample },
      };
    // An entry changes only with its user's membership: written with a building they create.
    case '/users/{uid}/buildings/{buildingId}':
      return {
        uid: owner,
        update: {
          'buildings/b-new/meta': {
            ...(NEW_BUILDING_META as object),
            ownerUid: owner,
            createdBy: owner,
          },
          [`buildings/b-new/members/${owner}`]: 'owner',
          [`users/${owner}/buildings/b-new`]: sample,
        },
      };
    case '/users/{uid}/profile':
      return { uid: owner, update: { [path.replace('{uid}', owner)]: sample } };
    default:
      if (path.includes('{')) throw new Error(`No writer for ${template}`);
      return { uid: owner, update: { [path]: sample } };
  }
}

/** An object without leaves: the database stores nothing for it, so writing it is a delete. */
const storesNothing = (value: unknown): boolean =>
  value === null ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(storesNothing));

async function rulesAllow(template: string, sample: unknown, label: string): Promise<boolean> {
  const write = writeFor(template, sample);
  const context = harness.env.authenticatedContext(write.uid, {
    email: write.email ?? `${write.uid}@facet.example`,
  });
  try {
    return await allowed(context.database().ref().update(write.update), label);
  } finally {
    closeContext(context);
  }
}

describe('zod schemas and database rules agree', () => {
  it.each(SCHEMA_SAMPLES.map((entry) => [entry.path, entry] as const))(
    '%s',
    async (path, entry) => {
      const disagreements: string[] = [];
      for (const [expected, samples] of [
        [true, entry.valid],
        [false, entry.invalid],
      ] as const) {
        for (const sample of samples) {
          const label = `${expected ? 'valid' : 'invalid'} ${JSON.stringify(sample)}`;
          const zod = entry.schema.safeParse(sample).success;
          if (zod !== expected) disagreements.push(`zod says ${zod} for ${label}`);
          // `{}` cannot be stored: writing it deletes the node, which rules do not validate.
          if (!expected && storesNothing(sample)) continue;
          const rules = await rulesAllow(path, sample, `${path} ${label}`);
          if (rules !== expected) disagreements.push(`rules say ${rules} for ${label}`);
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it('uses only code lists of the schemas (ENUMS) in the rules', () => {
    // Every `matches(/^(a|b|c)$/)` list of plain codes must be exactly one of the enumerations, so
    // that a code added to a schema cannot be forgotten here unnoticed.
    const text = readFileSync(RULES_FILE, 'utf8');
    const lists = [...text.matchAll(/matches\(\/\^\(([A-Za-z0-9]+(?:\|[A-Za-z0-9]+)+)\)\$\//g)].map(
      (match) => (match[1] ?? '').split('|').sort().join('|'),
    );
    const known = new Set(Object.values(ENUMS).map((codes) => [...codes].sort().join('|')));
    expect(lists.length).toBeGreaterThan(40);
    expect([...new Set(lists)].filter((list) => !known.has(list))).toEqual([]);
  });

  it('covers every client-written path of docs/data-model.md', () => {
    expect(SCHEMA_SAMPLES.map((entry) => entry.path).sort()).toEqual(
      [
        '/users/{uid}/profile',
        '/users/{uid}/buildings/{buildingId}',
        '/buildings/{buildingId}/meta',
        '/buildings/{buildingId}/members/{uid}',
        '/buildings/{buildingId}/general',
        '/buildings/{buildingId}/activity',
        '/buildings/{buildingId}/useDetails',
        '/buildings/{buildingId}/spaceUsage/{itemId}',
        '/buildings/{buildingId}/spaces/{spaceId}',
        '/buildings/{buildingId}/electricity',
        '/buildings/{buildingId}/heating',
        '/buildings/{buildingId}/hvac',
        '/buildings/{buildingId}/lighting',
        '/buildings/{buildingId}/envelope',
        '/buildings/{buildingId}/renewables',
        '/buildings/{buildingId}/comparison',
        '/buildings/{buildingId}/maintenanceBudget/{year}',
        '/equipment/{buildingId}/{equipmentId}',
        '/series/{buildingId}/{seriesId}/meta',
        '/series/{buildingId}/{seriesId}/chunks/{month}',
        '/measures/{buildingId}/{measureId}',
        '/images/{buildingId}/building',
        '/images/{buildingId}/equipment/{equipmentId}',
        '/thumbnails/{buildingId}/building',
        '/thumbnails/{buildingId}/equipment/{equipmentId}',
      ].sort(),
    );
  });
});
