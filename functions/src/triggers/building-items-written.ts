import { getDatabase } from 'firebase-admin/database';
import { onValueWritten, type DatabaseEvent } from 'firebase-functions/database';
import { adminApp } from '../services/admin-app.js';
import { refreshUserCopies } from '../services/user-copies.js';
import { USER_COPY_KINDS } from '../services/user-copy-kinds.js';
import { requestRecompute } from '../services/recompute-requests.js';
import { recomputePriorityOf, savedAtMsOf } from '../services/recompute-coalescing.js';
import { region } from '../global-options.js';
import { tellEquipmentAlertsOn } from '../services/messages-events.js';
import { tellEquipmentScheduleOn } from '../services/messages-schedule-events.js';

async function requestFor(
  event: DatabaseEvent<unknown, { buildingId: string }>,
  reason: 'equipment' | 'measures',
): Promise<void> {
  const database = getDatabase(adminApp());
  const { buildingId } = event.params;
  // A whole building's items go with the building: its own trigger cleans up.
  const exists = await database.ref(`buildings/${buildingId}/meta`).get();
  if (!exists.exists()) return;
  const priority = recomputePriorityOf(event.authType);
  const savedAtMs = savedAtMsOf(event.time, Date.now());
  await requestRecompute(region.value(), buildingId, priority, reason, savedAtMs);
  // A person's edit is searchable at once; bulk writes (an import of thousands of assets, one
  // event each) leave the copies to the recompute they asked for, which rebuilds every kind once.
  if (priority === 'interactive')
    await refreshUserCopies(database, USER_COPY_KINDS, buildingId, reason);
}

/**
 * An equipment item added, changed or removed: the building's figures are recomputed; a new or
 * raised alert, and a task coming due or missed or a warranty entering its window, tell the
 * building's members at once (Messages; the nightly pass remains the safety net).
 */
export const onEquipmentWritten = onValueWritten(
  { ref: '/equipment/{buildingId}/{equipmentId}' },
  async (event) => {
    await requestFor(event, 'equipment');
    await tellEquipmentAlertsOn(event);
    await tellEquipmentScheduleOn(event);
  },
);

/** An improvement measure added, changed or removed: the building's figures are recomputed. */
export const onMeasureWritten = onValueWritten(
  { ref: '/measures/{buildingId}/{measureId}' },
  (event) => requestFor(event, 'measures'),
);
