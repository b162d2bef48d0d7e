/**
 * Production data (issue 32): `npm run registry:load` writes the building registry of the online
 * search with the Admin SDK, the same data the offline stack loads, idempotently. Run here against
 * a database emulator of its own (an ephemeral port, like the rules suites), as the Admin SDK
 * writes to a real project.
 */
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase, type Database } from 'firebase-admin/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployBuildingRegistry } from '../../emulators/seed/src/registry-deploy.js';
import {
  startEmulator,
  type RunningEmulator,
} from '../../emulators/database/src/server/emulator.js';

const FILE = new URL('../../emulators/seed/data/building-registry.json', import.meta.url);
const registry = JSON.parse(readFileSync(FILE, 'utf8')) as { buildings: Record<string, object> };
const PROJECT = 'demo-registry-load';

describe('registry:load', () => {
  let emulator: RunningEmulator;
  let app: App;
  let database: Database;
  const previousHost = process.env['FIREBASE_DATABASE_EMULATOR_HOST'];

  beforeAll(async () => {
    emulator = await startEmulator({ host: '127.0.0.1', port: 0 });
    process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
    app = initializeApp(
      { projectId: PROJECT, databaseURL: `https://${PROJECT}-default-rtdb.firebaseio.com` },
      'registry-load-test',
    );
    database = getDatabase(app);
  });

  afterAll(async () => {
    await deleteApp(app);
    await emulator.stop();
    if (previousHost === undefined) delete process.env['FIREBASE_DATABASE_EMULATOR_HOST'];
    else process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = previousHost;
  });

  it('writes every building of the registry file, and a second run leaves the same registry', async () => {
    const count = Object.keys(registry.buildings).length;
    expect(count).toBeGreaterThan(100);
    expect(await deployBuildingRegistry(database, FILE)).toEqual({
      written: count,
      removed: 0,
      before: 0,
    });
    const stored = (await database.ref('registry/buildings').get()).val() as Record<string, object>;
    expect(stored).toEqual(registry.buildings);

    expect(await deployBuildingRegistry(database, FILE)).toEqual({
      written: count,
      removed: 0,
      before: count,
    });
    expect((await database.ref('registry/buildings').get()).val()).toEqual(registry.buildings);
  });

  it('removes buildings the file no longer has and leaves the rest of the database alone', async () => {
    await database.ref('registry/buildings/-gone').set({ name: 'Demolished', city: 'Brno' });
    await database.ref('users/u1/profile/displayName').set('Kept');
    const result = await deployBuildingRegistry(database, FILE);
    expect(result.removed).toBe(1);
    expect((await database.ref('registry/buildings/-gone').get()).exists()).toBe(false);
    expect((await database.ref('users/u1/profile/displayName').get()).val()).toBe('Kept');
  });
});
