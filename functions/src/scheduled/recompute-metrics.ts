import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/scheduler';
import { adminApp } from '../services/admin-app.js';
import { recomputeAllBuildings } from '../services/recompute-metrics.js';

/**
 * Nightly: recomputes the metrics of every building (so that figures follow the calendar even
 * when nobody edits a building), in batches of buildings read by key.
 */
export const recomputeMetrics = onSchedule(
  { schedule: 'every day 02:00', timeZone: 'UTC', timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    const scheduled = Date.parse(event.scheduleTime);
    const outcome = await recomputeAllBuildings(
      getDatabase(adminApp()),
      Number.isNaN(scheduled) ? Date.now() : scheduled,
      undefined,
      (buildingId, failure) =>
        logger.error('recomputeMetrics failed', { buildingId, reason: String(failure) }),
    );
    logger.info('recomputeMetrics', outcome);
  },
);
