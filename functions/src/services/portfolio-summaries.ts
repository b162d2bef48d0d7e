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
import type {
  PortfolioFigures,
  PortfolioSummary,
} from '../shared/schemas/derived/portfolio-summary.js';
import type { CopyUpdate, MemberCopyKind } from './user-copies.js';

/**
 * `/portfolios/{uid}/{buildingId}`: one summary per building a user lists, read by the Portfolio
 * with one listen; a per-user copy (user-copies.ts) of each member's own, as it carries the
 * member's role. Pure decisions live in `shared/domain/portfolio/portfolio-summary.ts`.
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

/**
 * The summaries `uids` should have of `buildingId`: each one's, or, given the building `before`
 * a write, only those that differ from before (`portfolioSummaryUpdates`, so an unrelated write
 * writes nothing). Null: the summary should not exist.
 */
function summariesOf(
  buildingId: string,
  uids: ReadonlySet<string>,
  inputs: BuildingSummaryInputs | null,
  before: unknown,
): Map<string, PortfolioSummary | null> {
  const changed =
    before === undefined
      ? null
      : portfolioSummaryUpdates(buildingId, summaryInputsOf(before), inputs, uids);
  const summaries = new Map<string, PortfolioSummary | null>();
  for (const uid of uids) {
    const path = portfolioSummaryPath(uid, buildingId);
    if (changed === null) summaries.set(uid, portfolioSummaryFor(uid, buildingId, inputs));
    else if (path in changed) summaries.set(uid, changed[path] ?? null);
  }
  return summaries;
}

/**
 * The portfolio summaries as a per-user copy. Each is written packed, in a transaction that keeps
 * the later of the stored and the given figures, so that a summary written from older data never
 * takes figures back; the figures are read once a building has summaries to write. After a
 * recompute, the existing summaries take its figures (one that does not exist is left absent:
 * its writer adds the figures).
 */
export const portfolioSummaryCopy: MemberCopyKind = {
  root: 'portfolios',
  on: ['building'],
  async copies(database, buildingId, uids, building, before) {
    const inputs = summaryInputsOf(building);
    const summaries = summariesOf(buildingId, uids, inputs, before);
    if (summaries.size === 0) return new Map();
    const figures = inputs ? await storedFigures(database, buildingId) : null;
    const update =
      (summary: PortfolioSummary | null): CopyUpdate =>
      (current) =>
        summary === null
          ? null
          : packPortfolioSummary(
              withFigures(withFigures(summary, storedSummaryFigures(current)), figures),
            );
    return new Map([...summaries].map(([uid, summary]) => [uid, update(summary)]));
  },
  withFigures(metrics) {
    const figures = portfolioFiguresOf(metrics);
    if (!figures) return null;
    return (current) => {
      // Null first (the SDK's empty cache): writing null fails the hash check when a summary
      // exists, and the function runs again with it; when none exists nothing is written.
      if (current === null) return null;
      const stored = readStoredSummary(current);
      // One that cannot be read is left for its writer (or the nightly run) to replace.
      if (!stored.ok) return undefined;
      return packPortfolioSummary(withFigures(stored.value, figures));
    };
  },
};
