import { adminDatabase } from './emulators.js';

/**
 * Removes every building of `uid`'s portfolio with its entries and summaries, as firebase-tools
 * imports data (no trigger fires): for a test that imports hundreds of buildings whose figures it
 * does not need, so that the recompute tasks it queued find nothing to compute and do not hold up
 * the suites after it.
 */
export async function removePortfolioQuietly(uid: string): Promise<void> {
  const ids = Object.keys(
    ((await adminDatabase('GET', `/users/${uid}/buildings`)) ?? {}) as object,
  );
  const update: Record<string, null> = { [`users/${uid}`]: null, [`portfolios/${uid}`]: null };
  for (const id of ids) update[`buildings/${id}`] = null;
  await adminDatabase('PATCH', '/', update, { disableTriggers: true });
}
