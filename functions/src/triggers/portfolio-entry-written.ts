import { getDatabase } from 'firebase-admin/database';
import { onValueWritten } from 'firebase-functions/database';
import { adminApp } from '../services/admin-app.js';
import { syncUserCopiesForEntry } from '../services/user-copies.js';
import { USER_COPY_KINDS } from '../services/user-copy-kinds.js';
import { syncIndexEntrySummary } from '../services/portfolio-summaries.js';

/**
 * `/users/{uid}/buildings/{buildingId}` written: the user's summary of the building exists
 * exactly while the building is in their portfolio (and they are a member).
 */
export const onPortfolioEntryWritten = onValueWritten(
  { ref: '/users/{uid}/buildings/{buildingId}' },
  async (event) => {
    const { uid, buildingId } = event.params;
    const database = getDatabase(adminApp());
    const listed = event.data.after.exists();
    await syncIndexEntrySummary(database, uid, buildingId, listed);
    await syncUserCopiesForEntry(database, USER_COPY_KINDS, uid, buildingId, listed);
  },
);
