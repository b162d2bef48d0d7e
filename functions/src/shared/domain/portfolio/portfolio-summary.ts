import type { BuildingGeneral } from '../../schemas/stored/building-general.js';
import type { BuildingMeta } from '../../schemas/stored/building-meta.js';
import type { MemberRole } from '../../schemas/enums/account.js';
import { readPackedJson, readWithSchema, type PackedRead } from '../../schemas/packed-json.js';
import {
  portfolioSummarySchema,
  type PortfolioFigures,
  type PortfolioSummary,
} from '../../schemas/derived/portfolio-summary.js';
import { metricsInputUpdatedAtMs } from '../metrics/freshness.js';
import { DEFAULT_CURRENCY, buildingCurrencyOf } from '../building/building-currency.js';
import { buildingTitleOf } from '../building/building-title.js';

/**
 * What a building's portfolio summaries are made of, as a trigger sees it before or after a
 * write: its `meta`, `general` and `members` (`{uid: role}`). A part missing or null is absent
 * from the database.
 */
export interface BuildingSummaryInputs {
  meta?: BuildingMeta | null;
  general?: BuildingGeneral | null;
  members?: Record<string, MemberRole> | null;
}

/** Database path (no leading slash) of `uid`'s summary of `buildingId`. */
export function portfolioSummaryPath(uid: string, buildingId: string): string {
  return `portfolios/${uid}/${buildingId}`;
}

/**
 * The stored form of a summary: one JSON string (docs/data-model.md, "Portfolio summaries"), so
 * that a portfolio of thousands of buildings is one leaf per building in the client SDK.
 */
export const packPortfolioSummary = (summary: PortfolioSummary): string => JSON.stringify(summary);

/**
 * A stored summary read with its schema. A summary stored as an object, as they were before
 * they were packed, is read as well (the nightly run rewrites it packed).
 */
export function readStoredSummary(stored: unknown): PackedRead<PortfolioSummary> {
  return stored !== null && typeof stored === 'object'
    ? readWithSchema(stored, portfolioSummarySchema)
    : readPackedJson(stored, portfolioSummarySchema);
}

/**
 * The summary of one building for a member of role `role` (schemas/derived/portfolio-summary.ts). Fields
 * the building does not have are left out, never `undefined` or null (the database stores no nulls
 * and the Admin SDK refuses `undefined`). The currency is the one the building's figures use,
 * `buildingCurrencyOf(general, DEFAULT_CURRENCY)`. An import's new buildings have theirs written
 * as text by `packedSummariesOf` (packed-summaries.ts), whose test holds the two to the same text:
 * a field added here goes there too.
 */
export function portfolioSummaryOf(input: {
  meta: BuildingMeta;
  general: BuildingGeneral | null | undefined;
  role: MemberRole;
}): PortfolioSummary {
  const { meta, role } = input;
  const general = input.general ?? undefined;
  // Admin writes (imports, seeds) are not held to the schema by rules: read defensively.
  const percent = (meta.wizard as BuildingMeta['wizard'] | undefined)?.percent;
  return {
    title: buildingTitleOf(general),
    street: general?.street ?? '',
    city: general?.city ?? '',
    country: general?.country ?? '',
    ...(general?.useType === undefined ? {} : { useType: general.useType }),
    status: meta.status,
    createdAtMs: meta.createdAtMs,
    updatedAtMs: meta.updatedAtMs,
    ownerUid: meta.ownerUid,
    role,
    ...(general?.grossFloorAreaM2 === undefined
      ? {}
      : { grossFloorAreaM2: general.grossFloorAreaM2 }),
    ...(general?.latitudeDeg === undefined ? {} : { latitudeDeg: general.latitudeDeg }),
    ...(general?.longitudeDeg === undefined ? {} : { longitudeDeg: general.longitudeDeg }),
    currency: buildingCurrencyOf(general, DEFAULT_CURRENCY),
    ...(typeof percent === 'number' ? { wizardPercent: percent } : {}),
  };
}

/**
 * The summary `uid` should have of `buildingId` given the building's `inputs`, for the trigger on
 * `/users/{uid}/buildings/{buildingId}`: a newly indexed user needs their summary written even
 * though the building did not change. Null when `uid` is not a member or the building has no meta
 * (then the summary should not exist). Whether `uid` lists the building is the caller's question.
 */
export function portfolioSummaryFor(
  uid: string,
  _buildingId: string,
  inputs: BuildingSummaryInputs | null | undefined,
): PortfolioSummary | null {
  const role = inputs?.members?.[uid];
  if (!inputs?.meta || role === undefined || role === null) return null;
  return portfolioSummaryOf({ meta: inputs.meta, general: inputs.general, role });
}

/** Field-by-field equality of two summaries (flat objects of primitives), null included. */
export function sameSummary(a: PortfolioSummary | null, b: PortfolioSummary | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a) as (keyof PortfolioSummary)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The multi-path update (paths `portfolios/{uid}/{buildingId}`, values a summary or null) that
 * brings every affected user's summary in line after a write of building `buildingId` changed its
 * inputs from `before` to `after` (null: the building did not exist, or was deleted).
 *
 * - A member of `after` whose index entry `/users/{uid}/buildings/{buildingId}` exists (`uid` in
 *   `indexedUids`) gets the summary of `after`, if it differs from the one of `before` (so an
 *   unrelated write gives `{}`). A member whose entry is missing is left alone: the trigger on the
 *   index entry writes or removes that user's summary (`portfolioSummaryFor`), and a stale
 *   `indexedUids` must not remove a summary that trigger has just written.
 * - A user who was a member of `before` and is not one of `after` (removed, or the building
 *   deleted) gets null, whether or not their entry still exists.
 *
 * Deterministic: the same arguments give the same update, so a retried trigger writes the same.
 */
export function portfolioSummaryUpdates(
  buildingId: string,
  before: BuildingSummaryInputs | null,
  after: BuildingSummaryInputs | null,
  indexedUids: ReadonlySet<string>,
): Record<string, PortfolioSummary | null> {
  const updates: Record<string, PortfolioSummary | null> = {};
  const uids = new Set([
    ...Object.keys(before?.members ?? {}),
    ...Object.keys(after?.members ?? {}),
  ]);
  for (const uid of [...uids].sort()) {
    const memberAfter = after?.members?.[uid] !== undefined && after?.members?.[uid] !== null;
    if (memberAfter && !indexedUids.has(uid)) continue;
    const next = memberAfter ? portfolioSummaryFor(uid, buildingId, after) : null;
    const previous = portfolioSummaryFor(uid, buildingId, before);
    if (!sameSummary(previous, next)) updates[portfolioSummaryPath(uid, buildingId)] = next;
  }
  return updates;
}

/** What `portfolioFiguresOf` reads of a building's stored `/metrics/{id}`. */
export interface StoredHeadline {
  inputVersion?: unknown;
  computedAtMs?: unknown;
  energy?: {
    siteKwh?: unknown;
    siteEuiKwhPerM2?: unknown;
    co2Kg?: unknown;
    cost?: unknown;
  } | null;
}

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The summary's `figures` from stored metrics; null when there are none or they cannot be read
 * (then the building shows as waiting for its figures).
 */
export function portfolioFiguresOf(
  stored: StoredHeadline | null | undefined,
): PortfolioFigures | null {
  if (!stored || typeof stored.inputVersion !== 'string' || !finite(stored.computedAtMs)) {
    return null;
  }
  const inputUpdatedAtMs = metricsInputUpdatedAtMs(stored.inputVersion);
  const energy = stored.energy;
  if (
    inputUpdatedAtMs === undefined ||
    !energy ||
    !finite(energy.siteKwh) ||
    !finite(energy.co2Kg)
  ) {
    return null;
  }
  return {
    inputUpdatedAtMs,
    computedAtMs: stored.computedAtMs,
    siteKwh: Math.max(0, energy.siteKwh),
    ...(finite(energy.siteEuiKwhPerM2) && energy.siteEuiKwhPerM2 >= 0
      ? { siteEuiKwhPerM2: energy.siteEuiKwhPerM2 }
      : {}),
    co2Kg: energy.co2Kg,
    ...(finite(energy.cost) ? { cost: energy.cost } : {}),
  };
}

/** The later of two sets of figures (by `computedAtMs`): figures in a summary never go back. */
export function laterFigures(
  a: PortfolioFigures | null | undefined,
  b: PortfolioFigures | null | undefined,
): PortfolioFigures | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return b.computedAtMs >= a.computedAtMs ? b : a;
}

/** `summary` with the later of its own and `figures` (the summary itself when neither exists). */
export function withFigures(
  summary: PortfolioSummary,
  figures: PortfolioFigures | null | undefined,
): PortfolioSummary {
  const later = laterFigures(summary.figures, figures);
  const { figures: _old, ...rest } = summary;
  return later ? { ...rest, figures: later } : rest;
}

/**
 * True while a building's figures are not those of its current description: never computed,
 * or computed from an older `meta.updatedAtMs` (a recompute is queued or running).
 */
export function figuresPending(summary: PortfolioSummary): boolean {
  return !summary.figures || summary.figures.inputUpdatedAtMs < summary.updatedAtMs;
}
