import {
  DATABASE_REGIONS,
  DEFAULT_REGION,
  REGION_PARAM,
  type DatabaseRegion,
} from '../../../functions/src/shared/constants/region.js';
import { readDotenv } from './deploy-check/function-endpoints.js';

/** Environment variable through which the stack tells what it runs the functions' region. */
export const FUNCTIONS_REGION_ENV = 'FACET_FUNCTIONS_REGION';

/**
 * The region the Functions emulator loads the functions in: the `FACET_REGION` deploy parameter
 * as firebase-tools reads it for `projectId` (functions/.env, then .env.{project}, then .env.local,
 * the emulator's own), else the parameter's default.
 */
export function functionsRegion(root: string, projectId: string): DatabaseRegion {
  const values = {
    ...readDotenv(`${root}functions/.env`),
    ...readDotenv(`${root}functions/.env.${projectId}`),
    ...readDotenv(`${root}functions/.env.local`),
  };
  const value = values[REGION_PARAM] ?? DEFAULT_REGION;
  const region = DATABASE_REGIONS.find((candidate) => candidate === value);
  if (!region) {
    throw new Error(
      `${REGION_PARAM}=${value} in functions/.env*: not a Realtime Database location (${DATABASE_REGIONS.join(', ')})`,
    );
  }
  return region;
}
