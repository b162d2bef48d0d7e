import type { Database } from 'firebase-admin/database';

/**
 * Records removed in one update by {@link removeBuildingItems}: each fires its trigger
 * (`onEquipmentWritten`, `onMeasureWritten`) once, and Firebase refuses a write that would
 * trigger more than 500 2nd-gen functions in one region
 * (https://firebase.google.com/docs/database/usage/limits).
 */
export const ITEMS_REMOVED_PER_WRITE = 400;

/** The roots whose `/{root}/{buildingId}/{itemId}` records a trigger watches. */
const WATCHED_ITEM_ROOTS = ['equipment', 'measures'] as const;

/**
 * Removes the equipment and measures of deleted building `buildingId`, in updates of at most
 * {@link ITEMS_REMOVED_PER_WRITE} records. The building's deletion leaves them to this (one
 * update removing 2,000 assets would trigger 2,000 functions and be refused): with the building
 * gone no rule lets anyone read them, and their triggers find no building and do nothing.
 * Answers how many records were removed.
 */
export async function removeBuildingItems(database: Database, buildingId: string): Promise<number> {
  let removed = 0;
  for (const root of WATCHED_ITEM_ROOTS) {
    const items = await database.ref(`${root}/${buildingId}`).get();
    const ids: string[] = [];
    items.forEach((item) => {
      if (item.key) ids.push(item.key);
    });
    for (let at = 0; at < ids.length; at += ITEMS_REMOVED_PER_WRITE) {
      const chunk = ids.slice(at, at + ITEMS_REMOVED_PER_WRITE);
      await database
        .ref()
        .update(Object.fromEntries(chunk.map((id) => [`${root}/${buildingId}/${id}`, null])));
      removed += chunk.length;
    }
  }
  return removed;
}
