import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { EMULATOR_PORTS } from '@/config/emulators';
import { env } from '@/config/env';
import { functionsOrigin } from '@shared/constants/region';

/**
 * The one place that knows where Firebase lives. Emulator connections sit behind the single
 * `VITE_USE_EMULATORS` flag; the database module is loaded on demand so the sign-in route does
 * not carry it.
 */
export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  databaseURL: env.VITE_FIREBASE_DATABASE_URL,
  appId: env.VITE_FIREBASE_APP_ID,
  ...(env.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID } : {}),
});

export const usingEmulators = env.VITE_USE_EMULATORS;

export function emulatorHost(): string {
  return env.VITE_EMULATOR_HOST ?? window.location.hostname;
}

export const auth = getAuth(firebaseApp);
if (usingEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHost()}:${EMULATOR_PORTS.auth}`, {
    disableWarnings: true,
  });
}

let databasePromise: Promise<Database> | undefined;

/** The Realtime Database, connected to the emulator in emulator mode; loaded on first use. */
export function loadDatabase(): Promise<Database> {
  databasePromise ??= import('firebase/database').then(
    ({ getDatabase, connectDatabaseEmulator }) => {
      const database = getDatabase(firebaseApp);
      if (usingEmulators)
        connectDatabaseEmulator(database, emulatorHost(), EMULATOR_PORTS.database);
      return database;
    },
  );
  return databasePromise;
}

/** Base URL of the HTTP functions (`/users/tracking/`…): same origin unless configured. */
export function apiOrigin(): string {
  return env.VITE_API_ORIGIN;
}

/**
 * Base URL of the functions that may run longer than Hosting lets a request it rewrites run
 * (60 s, then 504, whatever the function's timeout): the functions' own origin in the
 * database's region (`https://{region}-{project}.cloudfunctions.net`), the Functions emulator's
 * (`http://{host}:5001/{project}/{region}`) on the stack, or the configured `VITE_API_ORIGIN`.
 */
export function longRequestOrigin(): string {
  if (env.VITE_API_ORIGIN) return env.VITE_API_ORIGIN;
  const project = env.VITE_FIREBASE_PROJECT_ID;
  return usingEmulators
    ? `http://${emulatorHost()}:${EMULATOR_PORTS.functions}/${project}/${env.region}`
    : functionsOrigin(project, env.region);
}
