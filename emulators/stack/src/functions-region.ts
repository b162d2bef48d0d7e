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

/** The web app's configuration as Vite reads it for `mode`: each key's value and its file. */
function webEnv(root: string, mode: string): Map<string, { value: string; file: string }> {
  const found = new Map<string, { value: string; file: string }>();
  // Vite's order: later files win (.env, .env.local, .env.{mode}, .env.{mode}.local).
  for (const name of ['.env', '.env.local', `.env.${mode}`, `.env.${mode}.local`]) {
    for (const [key, value] of Object.entries(readDotenv(`${root}web/${name}`))) {
      found.set(key, { value, file: `web/${name}` });
    }
  }
  return found;
}

/**
 * What is wrong with the region of the web app's database URL for a build in `mode`, against
 * the region its project's functions are deployed (or emulated, per `target`) in, from
 * `FACET_REGION` of functions/.env and .env.{project}; null when the two agree. The app calls the
 * functions that may run past Hosting's 60 s in the region its database URL names, so another
 * region is a 404 on every import. `missing`: the checkout has no such configuration.
 */
export function webRegionProblem(
  root: string,
  mode: string,
  target: 'deploy' | 'emulator',
): { missing: boolean; problem: string } | null {
  const env = webEnv(root, mode);
  const url = env.get('VITE_FIREBASE_DATABASE_URL');
  const project = env.get('VITE_FIREBASE_PROJECT_ID');
  if (!url || !project) {
    return {
      missing: true,
      problem: `No VITE_FIREBASE_DATABASE_URL or VITE_FIREBASE_PROJECT_ID in web/.env.${mode}(.local): the web app's configuration is not there yet (README, "Running against a real Firebase project").`,
    };
  }
  const region = functionsRegion(root, project.value, target);
  const named = regionOfDatabaseUrl(url.value);
  if (named === region) return null;
  return {
    missing: false,
    problem: named
      ? `VITE_FIREBASE_DATABASE_URL in ${url.file} is a database in ${named}, but the functions of ${project.value} run in ${region} (${REGION_PARAM}, functions/.env and .env.${project.value}): the app would call them in ${named}.`
      : `VITE_FIREBASE_DATABASE_URL in ${url.file} (${url.value}) names no region Facet runs in (${DATABASE_REGIONS.join(', ')}).`,
  };
}
