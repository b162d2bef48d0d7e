import { setGlobalOptions } from 'firebase-functions/options';
import { defineString } from 'firebase-functions/params';
import { DATABASE_REGIONS, DEFAULT_REGION, REGION_PARAM } from './shared/constants/region.js';

/**
 * The region of every function: the Realtime Database's (shared/constants/region.ts). Set at deploy
 * (`FACET_REGION` in functions/.env or .env.{project}); europe-west1 unless said otherwise.
 */
export const region = defineString(REGION_PARAM, {
  default: DEFAULT_REGION,
  description: "Region of the functions: the Realtime Database instance's location",
  input: { select: { options: DATABASE_REGIONS.map((value) => ({ value })) } },
});

// Called once, before any function module is evaluated (index.ts imports this first).
setGlobalOptions({ region, maxInstances: 10 });
