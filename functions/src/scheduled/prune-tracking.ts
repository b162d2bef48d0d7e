import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { adminApp } from '../services/admin-app.js';
import { pruneTrackingRecords } from '../services/tracking-retention.js';

/**
 * Nightly: drops page-tracking records past their retention period. 540 s, as the nightly pass:
 * the default 60 s covered ~12,000 users one at a time (tracking-retention.ts).
 */
export const pruneTracking = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC', timeoutSeconds: 540 },
  async (event) => {
    const nowMs = Date.parse(event.scheduleTime);
    const outcome = await pruneTrackingRecords(
      getDatabase(adminApp()),
      getAuth(adminApp()),
      Number.isNaN(nowMs) ? Date.now() : nowMs,
    );
    logger.info('pruneTracking', outcome);
  },
);
