import type { Database } from 'firebase-admin/database';
import type { BuildingGeneral } from '../../shared/schemas/building-general.js';
import type { BuildingMeta } from '../../shared/schemas/building-meta.js';
import type { OwnedBuilding } from './import-handler.js';

/** Buildings read at once while matching (each is two small reads over the one connection). */
const READ_BATCH = 500;

/**
 * The buildings a user owns, from `/users/{uid}/buildings`: each building's `meta` (owner and
 * external id) and `general` (name and address for matching, and the fields an update merges
 * with). Buildings the user only edits or views are left out: an import never changes them.
 */
export async function readOwnedBuildings(
  database: Database,
  uid: string,
): Promise<OwnedBuilding[]> {
  const index = (await database.ref(`users/${uid}/buildings`).get()).val() as Record<
    string,
    true
  > | null;
  const ids = Object.keys(index ?? {});
  const owned: OwnedBuilding[] = [];
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    const batch = await Promise.all(
      ids.slice(start, start + READ_BATCH).map(async (id) => {
        const [meta, general] = await Promise.all([
          database.ref(`buildings/${id}/meta`).get(),
          database.ref(`buildings/${id}/general`).get(),
        ]);
        return {
          id,
          meta: meta.val() as Partial<BuildingMeta> | null,
          general: general.val() as Partial<BuildingGeneral> | null,
        };
      }),
    );
    for (const { id, meta, general } of batch) {
      if (meta?.ownerUid !== uid) continue;
      owned.push({
        id,
        meta,
        ...(meta.externalId ? { externalId: meta.externalId } : {}),
        ...(general ? { general } : {}),
      });
    }
  }
  return owned;
}
