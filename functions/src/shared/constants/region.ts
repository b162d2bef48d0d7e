/**
 * Where Facet runs: the functions in the region of the Realtime Database. A function far from its
 * database instance adds network latency to every read, and a region mismatch can fail the
 * deploy, so Firebase asks for the function location to match the database's (Firebase,
 * "Realtime Database triggers", Set the function location). The region is one deploy parameter,
 * {@link REGION_PARAM}; the Hosting rewrites name no region, so a deploy sends them to the one
 * region the functions are in (firebase-tools, `deploy/hosting/convertConfig`).
 */

/**
 * The locations a Realtime Database instance can have, with the host of its URL (Firebase,
 * "Realtime Database locations"): `{name}.firebaseio.com` in us-central1, otherwise
 * `{name}.{region}.firebasedatabase.app`.
 */
export const DATABASE_REGIONS = ['europe-west1', 'us-central1', 'asia-southeast1'] as const;
export type DatabaseRegion = (typeof DATABASE_REGIONS)[number];

/** Most of Facet's users are in Europe. */
export const DEFAULT_REGION: DatabaseRegion = 'europe-west1';

/** The deploy parameter (functions/.env, .env.{project}, or asked by `firebase deploy`). */
export const REGION_PARAM = 'FACET_REGION';

/** The URL of a database instance in `region` (the default instance is `{project}-default-rtdb`). */
export function databaseUrl(instance: string, region: DatabaseRegion): string {
  return region === 'us-central1'
    ? `https://${instance}.firebaseio.com`
    : `https://${instance}.${region}.firebasedatabase.app`;
}
