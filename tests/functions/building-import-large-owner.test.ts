/**
 * An owner whose buildings are more than the database serves in one answer: production answers at
 * most 256 MB (https://firebase.google.com/docs/database/usage/limits), about 25,000 fully
 * described buildings, and the import's owned-buildings query answers whole buildings. Here two
 * database emulators of their own (ephemeral ports) hold the same portfolio, one with production's
 * limits and one that serves at most 40 kB in an answer: the owner's buildings are read one by one
 * there, with the same result, and a re-import matches and updates them instead of failing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isAnswerTooLarge,
  restDatabase,
  type RestDatabase,
} from '../../functions/src/services/database-rest.js';
import { handleBuildingImport } from '../../functions/src/services/building-import/import-handler.js';
import { readOwnedBuildings } from '../../functions/src/services/building-import/owned-buildings.js';
import {
  startEmulator,
  type RunningEmulator,
} from '../../emulators/database/src/server/emulator.js';
import { importUpload, type HandlerAnswer } from '../support/import-upload.js';

const NS = 'large-owner';
const RULES = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
const OWNER = 'owner-uid-0000000000000000000';
const OTHER = 'other-uid-0000000000000000000';
const BUILDINGS = 40;
/** Each building's description: what makes a described building ~10 kB (here ~1.5 kB). */
const DESCRIPTION = { spaces: { s1: { name: 'Open office', notes: 'x'.repeat(1_200) } } };

const idOf = (i: number) => `-Bld${String(i).padStart(16, '0')}`;

/** The owner's 40 described buildings, and the buildings an import must not match. */
function portfolio(): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const building = (i: number, ownerUid: string, members: Record<string, string>) => ({
    meta: {
      ownerUid,
      status: 'permanent',
      createdAtMs: 1_700_000_000_000,
      updatedAtMs: 1_700_000_000_000,
      editedBy: 'Olga',
      editedByUid: ownerUid,
      wizard: { step: 'done', percent: 100 },
      externalId: `espm:${7000 + i}`,
    },
    general: {
      name: `Building ${i}`,
      street: `${i} Main Street`,
      city: 'Springfield',
      country: 'US',
      currency: 'USD',
      constructionYear: 1950,
    },
    members,
    ...(i % 2 === 0 ? { reportedYears: { 2023: { line: 2, siteEuiKwhPerM2: 100 + i } } } : {}),
    ...DESCRIPTION,
  });
  for (let i = 0; i < BUILDINGS; i++) {
    data[`buildings/${idOf(i)}`] = building(i, OWNER, { [OWNER]: 'owner' });
    data[`users/${OWNER}/buildings/${idOf(i)}`] = true;
  }
  // Owned but not in the portfolio (a failed import's leftover), another's building the owner
  // edits, and another's building: none is the owner's to match.
  data[`buildings/${idOf(100)}`] = building(100, OWNER, { [OWNER]: 'owner' });
  data[`buildings/${idOf(101)}`] = building(101, OTHER, { [OTHER]: 'owner', [OWNER]: 'editor' });
  data[`users/${OWNER}/buildings/${idOf(101)}`] = true;
  data[`buildings/${idOf(102)}`] = building(102, OTHER, { [OTHER]: 'owner' });
  return data;
}

async function seeded(responseBytes?: number): Promise<{
  emulator: RunningEmulator;
  rest: RestDatabase;
}> {
  const emulator = await startEmulator({
    host: '127.0.0.1',
    port: 0,
    rulesText: RULES,
    ...(responseBytes === undefined
      ? {}
      : {
          transferLimits: {
            restWriteBytes: 256_000_000,
            sdkWriteBytes: 16_000_000,
            responseBytes,
          },
        }),
  });
  const rest = restDatabase(
    { databaseURL: `https://${NS}.firebaseio.com` },
    { FIREBASE_DATABASE_EMULATOR_HOST: `127.0.0.1:${emulator.port}` },
  );
  await rest.update(JSON.stringify(portfolio()));
  return { emulator, rest };
}

const ownedQuery = {
  orderBy: JSON.stringify('meta/ownerUid'),
  equalTo: JSON.stringify(OWNER),
};

describe('building import: an owner with more buildings than one answer holds', () => {
  let production: Awaited<ReturnType<typeof seeded>>;
  let limited: Awaited<ReturnType<typeof seeded>>;

  beforeAll(async () => {
    production = await seeded();
    limited = await seeded(40_000);
  });

  afterAll(async () => {
    await production?.emulator.stop();
    await limited?.emulator.stop();
  });

  it("reads the owner's buildings one by one when the query's answer is refused, with the same result", async () => {
    // The query is answered within production's limit and refused within the small one.
    const answered = (await production.rest.get('buildings', ownedQuery)) as object;
    expect(JSON.stringify(answered).length).toBeGreaterThan(40_000);
    const refusal = await limited.rest.get('buildings', ownedQuery).catch((failure) => failure);
    expect(isAnswerTooLarge(refusal)).toBe(true);
    // A write refused for its size is not a read refused for its size.
    expect(isAnswerTooLarge(new Error('exceeds the maximum size that can be accessed'))).toBe(
      false,
    );

    // The query's answer is an object in no particular order; the portfolio's is by key.
    const byId = (owned: Awaited<ReturnType<typeof readOwnedBuildings>>) =>
      owned.sort((a, b) => (a.id < b.id ? -1 : 1));
    const expected = byId(await readOwnedBuildings(production.rest, OWNER));
    expect(expected.map((building) => building.id)).toEqual(
      Array.from({ length: BUILDINGS }, (_, i) => idOf(i)),
    );
    expect(expected[0]).toMatchObject({
      id: idOf(0),
      externalId: 'espm:7000',
      general: { name: 'Building 0', constructionYear: 1950 },
      reportedYears: { 2023: { line: 2, siteEuiKwhPerM2: 100 } },
    });
    expect(byId(await readOwnedBuildings(limited.rest, OWNER))).toEqual(expected);
  });

  it('matches and updates those buildings on a re-import, leaving the others as they were', async () => {
    const lines = ['Property Id,Property Name,Address 1,City,Year Built'];
    for (let i = 0; i < BUILDINGS; i++) {
      lines.push(`${7000 + i},Building ${i},${i} Main Street,Springfield,${1960 + i}`);
    }
    // Rows of the buildings the owner does not own, by their ids: new buildings, not matches.
    lines.push('7100,Building 100,100 Main Street,Springfield,1990');
    lines.push('7101,Building 101,101 Main Street,Springfield,1990');
    const { status, body } = await runImport(limited.rest, `${lines.join('\n')}\n`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ created: 2, updated: BUILDINGS, skipped: 0 });
    expect(await limited.rest.get(`buildings/${idOf(7)}/general/constructionYear`)).toBe(1967);
    // The description the import does not touch is kept.
    expect(await limited.rest.get(`buildings/${idOf(7)}/spaces`)).toEqual(DESCRIPTION.spaces);
    expect(await limited.rest.get(`buildings/${idOf(101)}/general/constructionYear`)).toBe(1950);
  });
});

/** The import handler in this process, as the `imports` function runs it, against `rest`. */
async function runImport(rest: RestDatabase, text: string): Promise<HandlerAnswer> {
  const { req, res, answer } = importUpload(text);
  let next = 0;
  await handleBuildingImport(req, res, {
    verifyIdToken: async () => ({ uid: OWNER }),
    readOwnedBuildings: (uid) => readOwnedBuildings(rest, uid),
    editorName: async () => 'Olga',
    profileCurrency: async () => null,
    newBuildingId: () => `-New${String((next += 1)).padStart(16, '0')}`,
    newImportId: () => '-Imp0000000000000001',
    update: (body) => rest.update(body),
    now: () => 1_750_000_000_000,
    requestRecomputes: async () => undefined,
  });
  return answer;
}
