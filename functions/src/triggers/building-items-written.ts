import { getDatabase } from 'firebase-admin/database';
import { onValueWritten, type DatabaseEvent } from 'firebase-functions/database';
import { adminApp } from '../services/admin-app.js';
import { refreshUserCopies } from '../services/user-copies.js';
import { USER_COPY_KINDS } from '../services/user-copy-kinds.js';
import { requestRecompute } from '../services/recompute-requests.js';
import { region } from '../global-options.js';
import { tellEquipmentAlertsOn } from '../services/messages-events.js';

async function requestFor(
  event: DatabaseEvent<unknown, { buildingId: string }>,
  reason: 'equipment' | 'measures',
): Promise<void> {
  const database = getDatabase(adminApp());
  const { buildingId } = event.params;
  // A whole building's items go with the building: its own trigger cleans up.
  const exists = await database.ref(`buildings/${buildingId}/meta`).get();
  if (!exists.exists()) return;
  const interactive = event.authType === 'app_user';
  await requestRecompute(
    region.value(),
    buildingId,
    interactive ? 'interactive' : 'bulk',
    reason,
    Date.now(),
  );
  // A person's edit is searchable at once; bulk writes (an import of thousands of assets, one
  // event each) leave the copies to the recompute they asked for, which rebuilds every kind once.
  if (interactive) await refreshUserCopies(database, USER_COPY_KINDS, buildingId, reason);
}

/**
 * An equipment item added, changed or removed: the building's figures are recomputed, and a new
 * or raised alert tells the building's members (Messages).
 */
export const onEquipmentWritten = onValueWritten(
  { ref: '/equipment/{buildingId}/{equipmentId}' },
  async (event) => {
    await requestFor(event, 'equipment');
    await tellEquipmentAlertsOn(event);
  },
);

/** An improvement measure added, changed or removed: the building's figures are recomputed. */
export const onMeasureWritten = onValueWritten(
  { ref: '/measures/{buildingId}/{measureId}' },
  (event) => requestFor(event, 'measures'),
);
