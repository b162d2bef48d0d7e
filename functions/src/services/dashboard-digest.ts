import type { Database } from 'firebase-admin/database';
import { dashboardDigestOf, type DigestNames } from '../shared/domain/dashboard/digest.js';
import { buildingMetricsSchema } from '../shared/schemas/metrics.js';
import type { UserCopyKind } from './user-copies.js';

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
 * `/digests/{uid}/{buildingId}`: the Dashboard's figures of one building, rebuilt after every
 * recompute (and for a member newly listing the building) from the stored figures.
 */
export const dashboardDigestCopy: UserCopyKind = {
  root: 'digests',
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
    return dashboardDigestOf(metrics, digestNamesOf(measures, equipment));
  },
};

async function readMetrics(database: Database, buildingId: string) {
  const stored = await database.ref(`metrics/${buildingId}`).get();
  const parsed = buildingMetricsSchema.safeParse(stored.val());
  return parsed.success ? parsed.data : null;
}
