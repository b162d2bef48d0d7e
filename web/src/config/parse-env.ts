/**
 * Build-time configuration, checked once at start-up so a missing value fails loudly instead of
 * surfacing later as an opaque SDK error. Values come from `web/.env.<mode>` (see README). Checked
 * by hand rather than with a schema library: this runs on the first route, which must stay small.
 */
import { DEFAULT_REGION, regionOfDatabaseUrl, type DatabaseRegion } from '@shared/constants/region';

export interface Env {
  VITE_USE_EMULATORS: boolean;
  VITE_FIREBASE_PROJECT_ID: string;
  VITE_FIREBASE_API_KEY: string;
  VITE_FIREBASE_AUTH_DOMAIN: string;
  VITE_FIREBASE_DATABASE_URL: string;
  VITE_FIREBASE_APP_ID: string;
  VITE_FIREBASE_MEASUREMENT_ID?: string;
  /** Host of the emulators; defaults to the page's own host so 127.0.0.1 and localhost both work. */
  VITE_EMULATOR_HOST?: string;
  /** Origin serving the functions' routes; empty means the app's own origin (Hosting rewrites). */
  VITE_API_ORIGIN: string;
  /** The region of the database, and so of the functions (`FACET_REGION`), read off its URL. */
  region: DatabaseRegion;
}

const REQUIRED = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_APP_ID',
] as const;
const OPTIONAL = ['VITE_FIREBASE_MEASUREMENT_ID', 'VITE_EMULATOR_HOST'] as const;

/**
 * The configuration from `import.meta.env`-like values: required texts non-empty, the database
 * URL one of a Firebase database in a region Facet runs in (`{name}.firebaseio.com`,
 * `{name}.{region}.firebasedatabase.app`), `VITE_USE_EMULATORS` `"true"` or `"false"` (default
 * false), optional texts absent or non-empty. Throws naming every field that is wrong.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const wrong: string[] = [];
  const text = (key: string): string | undefined => {
    const value = source[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      wrong.push(key);
      return undefined;
    }
    return value;
  };
  const required = (key: (typeof REQUIRED)[number] | 'VITE_FIREBASE_DATABASE_URL'): string => {
    const value = text(key);
    if (!value && !wrong.includes(key)) wrong.push(key);
    return value ?? '';
  };

  const useEmulators = text('VITE_USE_EMULATORS') ?? 'false';
  if (useEmulators !== 'true' && useEmulators !== 'false') wrong.push('VITE_USE_EMULATORS');
  const [projectId, apiKey, authDomain, appId] = REQUIRED.map(required);
  const databaseUrl = required('VITE_FIREBASE_DATABASE_URL');
  // The functions run in the database's region, which its URL names; the app calls the functions
  // that may run past Hosting's 60 s there (`lib/firebase.ts`, `longRequestOrigin`).
  const region = databaseUrl ? regionOfDatabaseUrl(databaseUrl) : null;
  if (databaseUrl && !region) wrong.push('VITE_FIREBASE_DATABASE_URL');
  const optional: Partial<Record<(typeof OPTIONAL)[number], string>> = {};
  for (const key of OPTIONAL) {
    const value = text(key);
    if (value === '') wrong.push(key);
    else if (value !== undefined) optional[key] = value;
  }
  const apiOrigin = text('VITE_API_ORIGIN') ?? '';
  if (wrong.length > 0) {
    throw new Error(`Invalid web configuration (check web/.env.*): ${wrong.join(', ')}`);
  }
  return {
    VITE_USE_EMULATORS: useEmulators === 'true',
    VITE_FIREBASE_PROJECT_ID: projectId ?? '',
    VITE_FIREBASE_API_KEY: apiKey ?? '',
    VITE_FIREBASE_AUTH_DOMAIN: authDomain ?? '',
    VITE_FIREBASE_DATABASE_URL: databaseUrl,
    VITE_FIREBASE_APP_ID: appId ?? '',
    ...optional,
    VITE_API_ORIGIN: apiOrigin,
    region: region ?? DEFAULT_REGION,
  };
}
