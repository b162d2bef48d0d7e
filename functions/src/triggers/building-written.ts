import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions';
import { onValueWritten } from 'firebase-functions/database';
import { adminApp } from '../services/admin-app.js';
import { syncUserCopiesAfterBuildingWrite } from '../services/user-copies.js';
import { USER_COPY_KINDS } from '../services/user-copy-kinds.js';
import { recomputePriorityOf, requestRecompute } from '../services/recompute-requests.js';
import { region } from '../global-options.js';
import { removeBuildingDerivedData, inputsChanged } from '../services/building-derived.js';
import { removeBuildingItems } from '../services/building-items-removal.js';
import { syncBuildingShares } from '../services/shares.js';
import { tellMemberChangesOn } from '../services/messages-events.js';
import { isImportCreation } from '../shared/domain/building-import/import-creation.js';

/**
 * `/buildings/{buildingId}` written (any part: a wizard save, an upload's `meta/updatedAtMs`, a
 * member added, the building deleted). One event per building however many of its paths one
 * multi-path update wrote, delivered after the whole update is stored:
 * - the per-user copies of its members follow (`/portfolios/{uid}/{buildingId}` and the others
 *   of user-copy-kinds.ts);
 * - a change of anything but `members` asks for a recompute of its figures (queued, coalesced),
 *   unless no member lists the building yet;
 * - a deleted building takes its figures, queue entry, copies, equipment and measures with it
 *   (those in steps within Firebase's trigger limits: `removeBuildingItems`);
 * - members added or removed are told to them and the owners (Messages);
 * - the snapshots of its share links follow (a deleted building's links are revoked).
 * An import's new building (`isImportCreation`) is left to the import, which lists it, writes its
 * summary and asks for its figures: its event is answered without reading anything, however late
 * it is delivered.
 */
export const onBuildingWritten = onValueWritten(
  { ref: '/buildings/{buildingId}', timeoutSeconds: 120 },
  async (event) => {
    const before: unknown = event.data.before.val();
    const after: unknown = event.data.after.val();
    if (isImportCreation(before, after)) return;
    const database = getDatabase(adminApp());
    const { buildingId } = event.params;
    const copies = await syncUserCopiesAfterBuildingWrite(
      database,
      USER_COPY_KINDS,
      buildingId,
      before,
      after,
    );
    await tellMemberChangesOn(event);
    await syncBuildingShares(database, buildingId, after, Date.now());
    if (after === null) {
      await removeBuildingDerivedData(database, buildingId);
      const items = await removeBuildingItems(database, buildingId);
      logger.info('building deleted: derived data removed', { buildingId, copies, items });
      return;
    }
    if (copies.listedBy > 0 && inputsChanged(before, after)) {
      const priority = recomputePriorityOf(event.authType);
      await requestRecompute(region.value(), buildingId, priority, 'building', Date.now());
    }
  },
);
