import type { Database } from 'firebase-admin/database';
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
