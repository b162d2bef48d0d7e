import {
  DATABASE_REGIONS,
  DEFAULT_REGION,
  REGION_PARAM,
  regionOfDatabaseUrl,
  type DatabaseRegion,
} from '../../../functions/src/shared/constants/region.js';
import { existsSync, readFileSync } from 'node:fs';

/** Environment variable through which the stack tells what it runs the functions' region. */
export const FUNCTIONS_REGION_ENV = 'FACET_FUNCTIONS_REGION';

/** `KEY=value` lines of a dotenv file (comments and blank lines skipped), or `{}` without one. */
export function readDotenv(path: string): Record<string, string> {
  if (!existsSync(path)) return {};
  const out: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    out[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/**
 * The functions' deploy parameters for `projectId` as firebase-tools reads them: functions/.env,
 * then .env.{project}, whose values win, then (for the emulator only) .env.local.
 */
export function functionsParams(
  root: string,
  projectId: string,
  target: 'deploy' | 'emulator',
): Record<string, string> {
  return {
    ...readDotenv(`${root}functions/.env`),
    ...readDotenv(`${root}functions/.env.${projectId}`),
    ...(target === 'emulator' ? readDotenv(`${root}functions/.env.local`) : {}),
  };
}

/**
 * The region of the functions of `projectId`: the `FACET_REGION` deploy parameter (as the
 * emulator reads it, or a deploy), else the parameter's default.
 */
export function functionsRegion(
  root: string,
  projectId: string,
  target: 'deploy' | 'emulator' = 'emulator',
): DatabaseRegion {
  const value = functionsParams(root, projectId, target)[REGION_PARAM] ?? DEFAULT_REGION;
  const region = DATABASE_REGIONS.find((candidate) => candidate === value);
  if (!region) {
    throw new Error(
      `${REGION_PARAM}=${value} in functions/.env*: not a Realtime Database location (${DATABASE_REGIONS.join(', ')})`,
    );
  }
  return region;
}

/** The web app's database URL key (web/.env.*). */
const WEB_DATABASE_URL = 'VITE_FIREBASE_DATABASE_URL';

/**
 * What is wrong with the region of the web app's database URL for a build in `mode`, as Vite
 * reads it (web/.env, .env.local, .env.{mode}, .env.{mode}.local, later files winning), against
 * the functions' `region`; null when it names that region. The app calls the functions that may
 * run past Hosting's 60 s in the region its database URL names, so another region is a 404 on
 * every import. `missing` is told apart: a checkout has no production configuration.
 */
export function webRegionProblem(
  root: string,
  mode: string,
  region: DatabaseRegion,
): { missing: boolean; problem: string } | null {
  const files = ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`];
  let url: string | undefined;
  let file = '';
  for (const name of files) {
    const value = readDotenv(`${root}web/${name}`)[WEB_DATABASE_URL];
    if (value !== undefined) [url, file] = [value, `web/${name}`];
  }
  if (url === undefined) {
    return {
      missing: true,
      problem: `No ${WEB_DATABASE_URL} in web/.env.${mode}(.local): the web app's configuration is not there yet (README, "Running against a real Firebase project").`,
    };
  }
  const named = regionOfDatabaseUrl(url);
  if (named === region) return null;
  return {
    missing: false,
    problem: named
      ? `${WEB_DATABASE_URL} in ${file} is a database in ${named}, but the functions run in ${region} (${REGION_PARAM}, functions/.env*): the app would call them in ${named}.`
      : `${WEB_DATABASE_URL} in ${file} (${url}) names no region Facet runs in (${DATABASE_REGIONS.join(', ')}).`,
  };
}
