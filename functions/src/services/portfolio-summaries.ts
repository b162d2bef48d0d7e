import type { Database } from 'firebase-admin/database';
import {
  packPortfolioSummary,
  portfolioFiguresOf,
  portfolioSummaryFor,
  portfolioSummaryPath,
  portfolioSummaryUpdates,
  readStoredSummary,
  withFigures,
  type BuildingSummaryInputs,
} from '../shared/domain/portfolio/portfolio-summary.js';
import type { PortfolioFigures, PortfolioSummary } from '../shared/schemas/portfolio-summary.js';

/**
 * Keeps `/portfolios/{uid}/{buildingId}` (one summary per building a user lists, read by the
 * portfolio with one listen) in line with the buildings, by the triggers in `triggers/` and the
 * nightly run. Pure decisions live in `shared/domain/portfolio/portfolio-summary.ts`.
 */

type Raw = Record<string, unknown>;

/** The headline figures stored for a building (`/metrics/{id}`, a few small reads), or null. */
export async function storedFigures(
  database: Database,
  buildingId: string,
): Promise<PortfolioFigures | null> {
  const base = `metrics/${buildingId}`;
  const fields = ['inputVersion', 'computedAtMs'];
  const energyFields = ['siteKwh', 'siteEuiKwhPerM2', 'co2Kg', 'cost'];
  const values = await Promise.all(
    [...fields.map((f) => `${base}/${f}`), ...energyFields.map((f) => `${base}/energy/${f}`)].map(
      async (path) => (await database.ref(path).get()).val() as unknown,
    ),
  );
  return portfolioFiguresOf({
    inputVersion: values[0],
    computedAtMs: values[1],
    energy: Object.fromEntries(energyFields.map((field, i) => [field, values[i + 2]])),
  });
}

/** The stored summary's figures (none when there is no summary or it cannot be read). */
function storedSummaryFigures(stored: unknown): PortfolioFigures | undefined {
  const read = readStoredSummary(stored);
  return read.ok ? read.value.figures : undefined;
}

/**
 * Writes (or, for null, removes) one summary, packed, in a transaction that keeps the later of
 * the stored and the given figures, so that a summary written from older data never takes
 * figures back.
 */
async function writeSummary(
  database: Database,
  path: string,
  summary: PortfolioSummary | null,
  figures: PortfolioFigures | null,
): Promise<void> {
  await database.ref(path).transaction((current: unknown) => {
    if (summary === null) return null;
    return packPortfolioSummary(
      withFigures(withFigures(summary, storedSummaryFigures(current)), figures),
    );
  });
}

/**
 * After a recompute of `buildingId`: its members' existing summaries get the `figures` just
 * written (a summary that does not exist is left absent; its writer adds the figures).
 */
export async function refreshSummaryFigures(
  database: Database,
  buildingId: string,
  figures: PortfolioFigures | null,
): Promise<void> {
  if (!figures) return;
  const members = await database.ref(`buildings/${buildingId}/members`).get();
  const indexed = await indexedMembers(
    database,
    buildingId,
    Object.keys((members.val() as Raw | null) ?? {}),
  );
  await Promise.all(
    [...indexed].map((uid) =>
      database.ref(portfolioSummaryPath(uid, buildingId)).transaction((current: unknown) => {
        // Null first (the SDK's empty cache): writing null fails the hash check when a summary
        // exists, and the function runs again with it; when none exists nothing is written.
        if (current === null) return null;
        const stored = readStoredSummary(current);
        // One that cannot be read is left for its writer (or the nightly run) to replace.
        if (!stored.ok) return undefined;
        return packPortfolioSummary(withFigures(stored.value, figures));
      }),
    ),
  );
}

/** The summary inputs (`meta`, `general`, `members`) of a stored building value, or null. */
export function summaryInputsOf(building: unknown): BuildingSummaryInputs | null {
  if (building === null || typeof building !== 'object') return null;
  const raw = building as Raw;
  return {
    meta: (raw['meta'] as BuildingSummaryInputs['meta']) ?? null,
    general: (raw['general'] as BuildingSummaryInputs['general']) ?? null,
    members: (raw['members'] as BuildingSummaryInputs['members']) ?? null,
  };
}

/** The members of `inputs` (before or after) whose portfolio index lists `buildingId`. */
export async function indexedMembers(
  database: Database,
  buildingId: string,
  uids: Iterable<string>,
): Promise<Set<string>> {
  const indexed = new Set<string>();
  await Promise.all(
    [...new Set(uids)].map(async (uid) => {
      const entry = await database.ref(`users/${uid}/buildings/${buildingId}`).get();
      if (entry.exists()) indexed.add(uid);
    }),
  );
  return indexed;
}

/** What {@link syncBuildingSummaries} did: paths written, and how many members list the building. */
export interface SummariesSynced {
  written: number;
  listedBy: number;
}

/**
 * After a write of `/buildings/{buildingId}` (before/after: the stored values, null when absent):
 * writes the summaries that changed and removes those of users no longer members (all of them
 * when the building was deleted). Every change of a portfolio entry comes with a write of the
 * building (its creation, a member added or removed, its deletion; database.rules.json allows no
 * other), so this is the one writer of summaries after a change; the import writes the summaries
 * of its new buildings in its commit.
 */
export async function syncBuildingSummaries(
  database: Database,
  buildingId: string,
  before: unknown,
  after: unknown,
): Promise<SummariesSynced> {
  const inputsBefore = summaryInputsOf(before);
  const inputsAfter = summaryInputsOf(after);
  const indexed = await indexedMembers(
    database,
    buildingId,
    Object.keys(inputsAfter?.members ?? {}),
  );
  const updates = portfolioSummaryUpdates(buildingId, inputsBefore, inputsAfter, indexed);
  const paths = Object.keys(updates);
  if (paths.length > 0) {
    const figures = inputsAfter ? await storedFigures(database, buildingId) : null;
    await Promise.all(
      paths.map((path) => writeSummary(database, path, updates[path] ?? null, figures)),
    );
  }
  return { written: paths.length, listedBy: indexed.size };
}

/**
 * The nightly reconciliation of one building (already read): every indexed member gets the
 * summary it should have. Used by the nightly run, which also builds the summaries of buildings
 * written without triggers (the demo seed, firebase-tools imports).
 */
export async function reconcileBuildingSummaries(
  database: Database,
  buildingId: string,
  building: unknown,
): Promise<number> {
  const inputs = summaryInputsOf(building);
  const members = Object.keys(inputs?.members ?? {});
  const indexed = await indexedMembers(database, buildingId, members);
  if (indexed.size === 0) return 0;
  const figures = await storedFigures(database, buildingId);
  await Promise.all(
    [...indexed].map((uid) =>
      writeSummary(
        database,
        portfolioSummaryPath(uid, buildingId),
        portfolioSummaryFor(uid, buildingId, inputs),
        figures,
      ),
    ),
  );
  return indexed.size;
}

/**
 * Removes summaries whose building no longer exists or no longer lists the user (a safety net
 * for the triggers), paging through `/portfolios` user by user. Answers how many were removed.
 */
export async function removeOrphanSummaries(
  database: Database,
  existing: ReadonlySet<string>,
): Promise<number> {
  const users = await database.ref('portfolios').get();
  const updates: Record<string, null> = {};
  users.forEach((user) => {
    user.forEach((summary) => {
      if (user.key && summary.key && !existing.has(summary.key)) {
        updates[portfolioSummaryPath(user.key, summary.key)] = null;
      }
    });
  });
  if (Object.keys(updates).length > 0) await database.ref().update(updates);
  return Object.keys(updates).length;
}
