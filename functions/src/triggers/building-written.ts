import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { onValueCreated, onValueDeleted, onValueUpdated } from 'firebase-functions/database';
import { adminApp } from '../services/admin-app.js';
import { syncUserCopiesAfterBuildingWrite } from '../services/user-copies.js';
import { USER_COPY_KINDS } from '../services/user-copy-kinds.js';
import { requestRecompute } from '../services/recompute-requests.js';
import { recomputePriorityOf, savedAtMsOf } from '../services/recompute-coalescing.js';
import { region } from '../global-options.js';
import { removeBuildingDerivedData, inputsChanged } from '../services/building-derived.js';
import { removeBuildingItems } from '../services/building-items-removal.js';
import { syncBuildingShares } from '../services/shares.js';
import { tellMemberChanges } from '../services/messages-events.js';

/** One change of `/buildings/{buildingId}` as the building's triggers see it. */
interface BuildingChange {
  buildingId: string;
  before: unknown;
  after: unknown;
  /** The event's time (RFC 3339). */
  time: string;
  /** Who wrote: `app_user`, `admin`, `unauthenticated` or `unknown`. */
  authType: string;
  authId?: string;
}

/**
 * What follows a change of a building (any part: a wizard save, an upload's `meta/updatedAtMs`,
 * a member added, the building created or deleted):
 * - the per-user copies of its members follow (`/portfolios/{uid}/{buildingId}` and the others
 *   of user-copy-kinds.ts);
 * - members added or removed are told to them and the owners (Messages);
 * - the snapshots of its share links follow (a deleted building's links are revoked);
 * - a deleted building takes its figures, queue entry, copies, equipment and measures with it
 *   (those in steps within Firebase's trigger limits: `removeBuildingItems`);
 * - a change of anything but `members` asks for a recompute of its figures (queued, coalesced),
 *   unless no member lists the building yet.
 */
async function followBuildingChange(change: BuildingChange): Promise<void> {
  const { buildingId, before, after } = change;
  const database = getDatabase(adminApp());
  const copies = await syncUserCopiesAfterBuildingWrite(
    database,
    USER_COPY_KINDS,
    buildingId,
    before,
    after,
  );
  const savedAtMs = savedAtMsOf(change.time, Date.now());
  await tellMemberChanges(
    database,
    buildingId,
    before,
    after,
    savedAtMs,
    change.authType === 'app_user' ? change.authId : undefined,
  );
  await syncBuildingShares(database, buildingId, after, Date.now());
  if (after === null) {
    await removeBuildingDerivedData(database, buildingId);
    const items = await removeBuildingItems(database, buildingId);
    logger.info('building deleted: derived data removed', { buildingId, copies, items });
    return;
  }
  if (copies.listedBy > 0 && inputsChanged(before, after)) {
    const priority = recomputePriorityOf(change.authType);
    await requestRecompute(region.value(), buildingId, priority, 'building', savedAtMs);
  }
}

/** The event's time and who wrote (`authType`, `authId`), as {@link BuildingChange} holds them. */
function whenAndWho(event: {
  time: string;
  authType: string;
  authId?: string;
}): Pick<BuildingChange, 'time' | 'authType' | 'authId'> {
  return {
    time: event.time,
    authType: event.authType,
    ...(event.authId ? { authId: event.authId } : {}),
  };
}

const BUILDING = '/buildings/{buildingId}';
const OPTIONS = { timeoutSeconds: 120 } as const;

/**
 * A stored building changed. One event per building however many of its paths one multi-path
 * update wrote, delivered after the whole update is stored. A building's creation is no update:
 * see {@link onBuildingCreated}.
 */
export const onBuildingUpdated = onValueUpdated({ ref: BUILDING, ...OPTIONS }, (event) =>
  followBuildingChange({
    buildingId: event.params.buildingId,
    before: event.data.before.val(),
    after: event.data.after.val(),
    ...whenAndWho(event),
  }),
);

/** A building deleted (by its owner, or an import's undo). */
export const onBuildingDeleted = onValueDeleted({ ref: BUILDING, ...OPTIONS }, (event) =>
  followBuildingChange({
    buildingId: event.params.buildingId,
    before: event.data.val(),
    after: null,
    ...whenAndWho(event),
  }),
);

/**
 * A building created by a person (the wizard's first save): every such creation writes
 * `meta/createdBy`, which the rules demand of a client creating a building. The CSV import
 * creates its buildings without it (they carry `meta/importId`): the import lists them in its
 * commit, writes their summaries and asks for their figures in batches itself, so its tens of
 * thousands of creations fire no function at all (docs/building-import.md). The event carries
 * the marker only, so the building is read as it is now; one deleted meanwhile is left to its
 * deletion's event.
 */
export const onBuildingCreated = onValueCreated(
  { ref: `${BUILDING}/meta/createdBy`, ...OPTIONS },
  async (event) => {
    const { buildingId } = event.params;
    const snapshot = await getDatabase(adminApp()).ref(`buildings/${buildingId}`).get();
    const after: unknown = snapshot.val();
    if (after === null) return;
    await followBuildingChange({
      buildingId,
      before: null,
      after,
      ...whenAndWho(event),
    });
  },
);
