import { getDatabase } from 'firebase-admin/database';
import { onValueWritten } from 'firebase-functions/database';
import { adminApp } from '../services/admin-app.js';
import { syncIndexEntrySummary } from '../services/portfolio-summaries.js';

/**
 * `/users/{uid}/buildings/{buildingId}` written: the user's summary of the building exists
 * exactly while the building is in their portfolio (and they are a member).
 */
export const onPortfolioEntryWritten = onValueWritten(
  { ref: '/users/{uid}/buildings/{buildingId}' },
  async (event) => {
    const { uid, buildingId } = event.params;
    await syncIndexEntrySummary(
      getDatabase(adminApp()),
      uid,
      buildingId,
      event.data.after.exists(),
    );
  },
);
