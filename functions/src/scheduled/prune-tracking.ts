import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { adminApp } from '../services/admin-app.js';
import { pruneTrackingRecords } from '../services/tracking-retention.js';

/** Nightly: drops page-tracking records past their retention period. */
export const pruneTracking = onSchedule(
  { schedule: 'every day 03:00', timeZone: 'UTC' },
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
