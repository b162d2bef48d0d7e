import type { Database } from 'firebase-admin/database';
import { searchIndexEntryOf } from '../shared/domain/search/search-index.js';
import type { SharedCopyKind } from './user-copies.js';

/**
 * `/searchIndex/{uid}/{buildingId}`: each member's search entry of a building (what the Search
 * screen finds it, its equipment and its measures by; shared/domain/search/search-index.ts), rebuilt by
 * the per-user copy mechanism (user-copies.ts) when the building, its equipment or its measures
 * change (a person's edit at once; bulk writes through the recompute they ask for, hence
 * `figures`), and removed with the user's portfolio entry or the building.
 */
export const searchIndexCopy: SharedCopyKind = {
  root: 'searchIndex',
  on: ['building', 'equipment', 'measures', 'figures'],
  async build(database: Database, buildingId: string, known) {
    const read = async (path: string) => (await database.ref(path).get()).val() as unknown;
    const [general, equipment, measures] = await Promise.all([
      read(`buildings/${buildingId}/general`),
      known?.equipment !== undefined ? known.equipment : read(`equipment/${buildingId}`),
      known?.measures !== undefined ? known.measures : read(`measures/${buildingId}`),
    ]);
    return searchIndexEntryOf({ general, equipment, measures });
  },
};
