import { HOST, PORTS, PROJECT_ID } from './paths.ts';
import { FUNCTIONS_REGION_ENV } from './functions-region.ts';

/**
 * How long firebase-tools' Functions emulator lets a new worker of a function take to start (to
 * answer on its socket), in seconds; firebase-tools reads it from `FUNCTIONS_DISCOVERY_TIMEOUT`
 * (also its timeout to discover the functions at start), 30 s when unset.
 *
 * When the browser journeys, the emulator suites and the Firefox journeys start together, every
 * function's first call starts a worker at about the same moment, on two cores already full. In a
 * local `npm test` on the 2-core AMD machine (2026-12-01) seven workers took longer than 30 s;
 * firebase-tools answered each call "Failed to load function", and a Firefox journey's import
 * failed. The CI run at 4cd52b6 had one such failure too. A deployment gives a new instance
 * minutes to start (Cloud Run's default startup probe), so a slow start here waits instead of
 * failing.
 */
export const WORKER_START_TIMEOUT_S = 120;

/**
 * The environment of the stack's emulators (ours and firebase-tools'): `base` with the Auth
 * emulator's address, the project, the functions' region and the workers' start timeout (unless
 * `base` sets its own).
 */
export function emulatorEnv(base: NodeJS.ProcessEnv, region: string): NodeJS.ProcessEnv {
  return {
    ...base,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    GCLOUD_PROJECT: PROJECT_ID,
    [FUNCTIONS_REGION_ENV]: region,
    FUNCTIONS_DISCOVERY_TIMEOUT:
      base['FUNCTIONS_DISCOVERY_TIMEOUT'] ?? String(WORKER_START_TIMEOUT_S),
  };
}
