import { buildingGeneralSchema } from '../../schemas/stored/building-general.js';
import { comparisonParametersSchema } from '../../schemas/stored/comparison-parameters.js';
import { metricsStateSchema } from '../../schemas/derived/metrics-measures.js';
import {
  COMPARISON_PARTS,
  PERFORMANCE_PARTS,
  type FigureScreenParts,
  type ScreenFigures,
} from '../../schemas/derived/figure-screens.js';
import { parseMetricsPart, type MetricsPart } from '../../schemas/derived/metrics.js';
import {
  SHARE_GENERAL_FIELDS,
  SHARE_SECTIONS,
  shareSectionsSchema,
  shareStatusSchema,
  type ShareComparison,
  type ShareGeneral,
  type ShareLink,
  type SharePerformance,
  type ShareSection,
  type ShareSections,
  type ShareStatus,
  type ShareView,
} from '../../schemas/derived/share.js';
import { storedObject, type StoredObject } from '../../schemas/stored-object.js';
import { buildingTitleOf } from '../building/building-title.js';

/** What a snapshot is made from: the building's stored values, as read (unchecked). */
export interface ShareSnapshotInput {
  sections: ShareSections;
  /** `/buildings/{id}/general`. */
  general: unknown;
  /** `/buildings/{id}/comparison`. */
  comparison: unknown;
  /** `/metrics/{id}` (or its parts the sections need). */
  metrics: unknown;
  nowMs: number;
}

/** The chosen sections in tab order. */
export function shareSectionList(sections: ShareSections): ShareSection[] {
  return SHARE_SECTIONS.filter((section) => sections[section] === true);
}

/**
 * General Information without personal data: only the fields of `SHARE_GENERAL_FIELDS` that are
 * valid by their own schema, `name` replaced by the building's title (Title, else Building Name).
 * Everything else of the stored value (street, post code, address, coordinates, photo, building
 * number, any field added later) is left out: a field is shared only once it is listed.
 */
export function shareGeneralOf(general: unknown): ShareGeneral {
  const stored = storedObject(general);
  const shape = buildingGeneralSchema.shape;
  const picked: StoredObject = {};
  for (const field of SHARE_GENERAL_FIELDS) {
    if (field === 'name') continue;
    const parsed = shape[field].safeParse(stored[field]);
    if (parsed.success && parsed.data !== undefined) picked[field] = parsed.data;
  }
  const title = buildingTitleOf({
    title: typeof stored['title'] === 'string' ? stored['title'] : undefined,
    name: typeof stored['name'] === 'string' ? stored['name'] : undefined,
  });
  return { ...picked, name: title } as ShareGeneral;
}

/** A screen's stored parts, each valid by its schema, or null when one that is required is not. */
function partsOf<R extends MetricsPart, O extends MetricsPart>(
  metrics: unknown,
  screen: FigureScreenParts<R, O>,
): ScreenFigures<FigureScreenParts<R, O>> | null {
  const stored = storedObject(metrics);
  const values: StoredObject = {};
  for (const part of [...screen.required, ...screen.optional]) {
    const parsed = parseMetricsPart(part, stored[part]);
    const value = parsed.success ? parsed.data : undefined;
    if (value === undefined || value === null) {
      if ((screen.required as readonly MetricsPart[]).includes(part)) return null;
      continue;
    }
    values[part] = value;
  }
  return values as ScreenFigures<FigureScreenParts<R, O>>;
}

/** The Performance tab's parts; null while the figures are not computed (or not valid). */
export function sharePerformanceOf(metrics: unknown): SharePerformance | null {
  const parts = partsOf(metrics, PERFORMANCE_PARTS);
  if (!parts) return null;
  return { ...parts, benchmarks: withoutPeerIds(parts.benchmarks) };
}

/** Benchmarks without the ids of the chosen peer buildings (other owners' buildings). */
function withoutPeerIds(
  benchmarks: SharePerformance['benchmarks'],
): SharePerformance['benchmarks'] {
  const { peerSet, ...rest } = benchmarks;
  return peerSet ? { ...rest, peerSet: { chosen: peerSet.chosen } } : rest;
}

/** The Comparison tab's parts; null while the figures are not computed (or not valid). */
export function shareComparisonOf(metrics: unknown, comparison: unknown): ShareComparison | null {
  // Of the screen's optional measures, a share keeps only `improved` (read below on its own).
  const parts = partsOf(metrics, { required: COMPARISON_PARTS.required, optional: [] });
  if (!parts) return null;
  const parameters = comparisonParametersSchema.safeParse(comparison ?? {});
  const { subSystems, monitoredEquipment } = parameters.success ? parameters.data : {};
  const improved = metricsStateSchema.safeParse(
    storedObject(storedObject(metrics)['measures'])['improved'],
  );
  return {
    energy: parts.energy,
    quality: parts.quality,
    benchmarks: withoutPeerIds(parts.benchmarks),
    parameters: {
      ...(subSystems ? { subSystems } : {}),
      ...(monitoredEquipment ? { monitoredEquipment } : {}),
    },
    ...(improved.success ? { improved: improved.data } : {}),
  };
}

/**
 * `/shares/{token}/view` of a share: the chosen sections only, from the building's stored values.
 * Nothing about people passes: no members, e-mail addresses, names of editors, owner or uids,
 * no address or photo, no peer building ids (see `share.ts` for each section's fields).
 */
export function shareSnapshot(input: ShareSnapshotInput): ShareView {
  const { sections, general, comparison, metrics, nowMs } = input;
  const shared = shareGeneralOf(general);
  const performance = sections.performance ? sharePerformanceOf(metrics) : null;
  const compared = sections.comparison ? shareComparisonOf(metrics, comparison) : null;
  return {
    title: shared.name || '—',
    sections,
    ...(sections.general ? { general: shared } : {}),
    ...(performance ? { performance } : {}),
    ...(compared ? { comparison: compared } : {}),
    updatedAtMs: nowMs,
  };
}

/**
 * `/shares/{token}` after its building or figures changed, from the share as stored now
 * (`current`): the same status and a new view of the sections its view shows; undefined to leave
 * it as it is (revoked, expired, or no view to follow). Meant to run in a transaction on the
 * share, so that the owner's latest change of sections or expiry, or a revocation, is what
 * counts, never a link read before it.
 */
export function refreshedShare(
  current: unknown,
  sources: Omit<ShareSnapshotInput, 'sections' | 'nowMs'>,
  nowMs: number,
): StoredObject | undefined {
  const share = storedObject(current);
  const status = shareStatusSchema.safeParse(share['status']);
  const sections = shareSectionsSchema.safeParse(storedObject(share['view'])['sections']);
  if (!status.success || !sections.success) return undefined;
  if (shareStateOf(status.data, nowMs) !== 'open') return undefined;
  return { ...share, view: shareSnapshot({ sections: sections.data, ...sources, nowMs }) };
}

/** `/shares/{token}/status` of a link (not revoked). */
export function shareStatusOf(link: Pick<ShareLink, 'createdAtMs' | 'expiresAtMs'>): ShareStatus {
  return {
    createdAtMs: link.createdAtMs,
    ...(link.expiresAtMs !== undefined ? { expiresAtMs: link.expiresAtMs } : {}),
  };
}

/** What a link shows a visitor: its view, or why not. */
export type ShareState = 'open' | 'expired' | 'revoked' | 'unknown';

/**
 * The state of a link at `nowMs` from its status (null: no such token). Expired from the instant
 * `expiresAtMs` on, as the database rules decide (`now < expiresAtMs` reads the view).
 */
export function shareStateOf(status: ShareStatus | null, nowMs: number): ShareState {
  if (!status) return 'unknown';
  if (status.revokedAtMs !== undefined) return 'revoked';
  if (status.expiresAtMs !== undefined && nowMs >= status.expiresAtMs) return 'expired';
  return 'open';
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Bytes in base64url without padding (RFC 4648 section 5): a share token from
 * `SHARE_TOKEN_BYTES` random bytes (the caller draws them: shared code has no randomness).
 */
export function base64UrlOf(bytes: Uint8Array): string {
  let text = '';
  for (let at = 0; at < bytes.length; at += 3) {
    const a = bytes[at]!;
    const b = bytes[at + 1];
    const c = bytes[at + 2];
    const group = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    text += BASE64URL[(group >> 18) & 63]! + BASE64URL[(group >> 12) & 63]!;
    if (b !== undefined) text += BASE64URL[(group >> 6) & 63]!;
    if (c !== undefined) text += BASE64URL[group & 63]!;
  }
  return text;
}
