import type { Database } from 'firebase-admin/database';
import type { ChildKeys } from '../../functions/src/services/pages-by-key.js';
import { DATABASE_NAMESPACE, PROJECT_ID } from './emulators.js';

/**
 * Functions' code run in this test process (not through the Functions emulator) against the
 * emulators: the environment the Functions runtime would give it (project and database URL;
 * `FIREBASE_DATABASE_EMULATOR_HOST` comes from the test command) and the Admin SDK's database.
 */
export async function inProcessAdminDatabase(): Promise<Database> {
  process.env['FIREBASE_CONFIG'] = JSON.stringify({
    projectId: PROJECT_ID,
    databaseURL: `https://${DATABASE_NAMESPACE}.firebaseio.com`,
  });
  process.env['GCLOUD_PROJECT'] = PROJECT_ID;
  const { getDatabase } = await import('firebase-admin/database');
  const { adminApp } = await import('../../functions/src/services/admin-app.js');
  return getDatabase(adminApp());
}

/** The keys of a node's children from a shallow REST read, as the nightly pass reads them. */
export async function inProcessChildKeys(): Promise<ChildKeys> {
  await inProcessAdminDatabase();
  const { adminApp } = await import('../../functions/src/services/admin-app.js');
  const { restDatabase } = await import('../../functions/src/services/database-rest.js');
  const { shallowChildKeys } = await import('../../functions/src/services/pages-by-key.js');
  return shallowChildKeys(restDatabase(adminApp().options));
}
