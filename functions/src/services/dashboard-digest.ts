import type { Database } from 'firebase-admin/database';
import {
  dashboardRowOf,
  digestListsOf,
  packDashboardRow,
  packDigestLists,
} from '../shared/domain/dashboard/dashboard-row.js';
import { dashboardDigestOf, type DigestNames } from '../shared/domain/dashboard/digest.js';
import { portfolioSummaryOf } from '../shared/domain/portfolio/portfolio-summary.js';
import type { BuildingGeneral } from '../shared/schemas/stored/building-general.js';
import type { BuildingMeta } from '../shared/schemas/stored/building-meta.js';
import { buildingMetricsSchema } from '../shared/schemas/derived/metrics.js';
import type { SharedCopyKind } from './user-copies.js';

type Raw = Record<string, unknown>;

const asRecord = (value: unknown): Raw =>
  value !== null && typeof value === 'object' ? (value as Raw) : {};

/** The names of a building's measures and equipment, as stored (admin writes read defensively). */
export function digestNamesOf(measures: unknown, equipment: unknown): DigestNames {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    measures: Object.fromEntries(
      Object.entries(asRecord(measures)).map(([id, item]) => [id, text(asRecord(item)['name'])]),
    ),
    equipment: Object.fromEntries(
      Object.entries(asRecord(equipment)).map(([id, item]) => [
        id,
        { assetId: text(asRecord(item)['assetId']), name: text(asRecord(item)['name']) },
      ]),
    ),
  };
}

/**
 * `/digests/{uid}/{buildingId}`: the Dashboard's row of one building (its summary's fields and
 * its figures without lists, one packed string), rebuilt after a write of the building and after
 * every recompute (docs/data-model.md, "Dashboard rows").
 */
export const dashboardRowCopy: SharedCopyKind = {
  root: 'digests',
  on: ['building', 'figures'],
  async build(database, buildingId, known) {
    const [meta, general, metrics] = await Promise.all([
      database
        .ref(`buildings/${buildingId}/meta`)
        .get()
        .then((s) => s.val() as BuildingMeta | null),
      database
        .ref(`buildings/${buildingId}/general`)
        .get()
        .then((s) => s.val() as BuildingGeneral | null),
      known?.metrics ?? readMetrics(database, buildingId),
    ]);
    if (!meta) return null;
    // The row takes the summary's role-free fields; the role is each member's own, not the row's.
    const summary = portfolioSummaryOf({ meta, general, role: 'viewer' });
    return packDashboardRow(
      dashboardRowOf(summary, metrics ? dashboardDigestOf(metrics) : undefined),
    );
  },
};

/**
 * `/digestLists/{uid}/{buildingId}`: the building's largest measures, riskiest equipment and
 * maintenance tasks with their names (one packed string), rebuilt after every recompute; none
 * when the building has nothing to list.
 */
export const digestListsCopy: SharedCopyKind = {
  root: 'digestLists',
  on: ['figures'],
  async build(database, buildingId, known) {
    const [metrics, measures, equipment] = await Promise.all([
      known?.metrics ?? readMetrics(database, buildingId),
      known?.measures ??
        database
          .ref(`measures/${buildingId}`)
          .get()
          .then((s) => s.val() as unknown),
      known?.equipment ??
        database
          .ref(`equipment/${buildingId}`)
          .get()
          .then((s) => s.val() as unknown),
    ]);
    if (!metrics) return null;
    const lists = digestListsOf(dashboardDigestOf(metrics, digestNamesOf(measures, equipment)));
    return lists ? packDigestLists(lists) : null;
  },
};

async function readMetrics(database: Database, buildingId: string) {
  const stored = await database.ref(`metrics/${buildingId}`).get();
  const parsed = buildingMetricsSchema.safeParse(stored.val());
  return parsed.success ? parsed.data : null;
}
