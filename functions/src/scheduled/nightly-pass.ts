import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/scheduler';
import { adminApp } from '../services/admin-app.js';
import { recomputeAllBuildings } from '../services/nightly-recompute.js';
import { removeExpiredShareViews } from '../services/shares.js';
import { nightlyMessages } from '../services/messages-nightly.js';

/**
 * Nightly: recomputes the metrics of every building (so that figures follow the calendar even
 * when nobody edits a building), in batches of buildings read by key; then writes the day's
 * maintenance and warranty messages and prunes messages older than a year; then removes the views
 * of share links that have expired.
 */
export const nightlyPass = onSchedule(
  { schedule: 'every day 02:00', timeZone: 'UTC', timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    const scheduled = Date.parse(event.scheduleTime);
    const outcome = await recomputeAllBuildings(
      getDatabase(adminApp()),
      Number.isNaN(scheduled) ? Date.now() : scheduled,
      undefined,
      (buildingId, failure) =>
        logger.error('nightlyPass failed', { buildingId, reason: String(failure) }),
    );
    logger.info('nightlyPass', outcome);
    const nowMs = Number.isNaN(scheduled) ? Date.now() : scheduled;
    logger.info('nightly messages', await nightlyMessages(nowMs));
    logger.info('expired share views removed', {
      removed: await removeExpiredShareViews(getDatabase(adminApp()), nowMs),
    });
  },
);
