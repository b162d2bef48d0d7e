import { ServerValue, getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { adminApp } from './admin-app.js';

/**
 * Where a tracking record goes. Deployed, always the database. Under the functions emulator only
 * when a database emulator is configured: without one the Admin SDK would try the live host of a
 * `demo-` project, so the record is logged instead.
 */
export function trackingDestination(environment: NodeJS.ProcessEnv): 'database' | 'log' {
  if (environment['FUNCTIONS_EMULATOR'] !== 'true') return 'database';
  return environment['FIREBASE_DATABASE_EMULATOR_HOST'] ? 'database' : 'log';
}

/** Appends `{pageName, at}` under `/tracking/{uid}` with the server's time. */
export async function storeTrackingRecord(uid: string, pageName: string): Promise<void> {
  if (trackingDestination(process.env) === 'log') {
    logger.info('tracking', { uid, pageName, at: Date.now() });
    return;
  }
  await getDatabase(adminApp())
    .ref(`tracking/${uid}`)
    .push({ pageName, at: ServerValue.TIMESTAMP });
}
