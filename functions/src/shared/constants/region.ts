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

/**
 * The region a database URL names (the inverse of {@link databaseUrl}): `us-central1` for
 * `{name}.firebaseio.com`, `{region}` for `{name}.{region}.firebasedatabase.app`; null for any
 * other URL, or a region Facet does not run in.
 */
export function regionOfDatabaseUrl(url: string): DatabaseRegion | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  const labels = host.split('.');
  if (labels.length === 3 && host.endsWith('.firebaseio.com')) return 'us-central1';
  if (labels.length !== 4 || !host.endsWith('.firebasedatabase.app')) return null;
  return DATABASE_REGIONS.find((region) => region === labels[1]) ?? null;
}

/**
 * The origin at which a deployed function answers on its own, past Hosting:
 * `https://{region}-{project}.cloudfunctions.net`, followed by `/{function}/{path}` (Google
 * Cloud, "Cloud Run functions: HTTP triggers", Function URL; the Admin SDK's task queues address
 * 2nd-gen functions by the same URL). Hosting ends a request it rewrites to a function at 60 s,
 * whatever the function's timeout (Firebase, "Serve dynamic content with Cloud Functions"), so a
 * request that may run longer goes here.
 */
export function functionsOrigin(projectId: string, region: DatabaseRegion): string {
  return `https://${region}-${projectId}.cloudfunctions.net`;
}
