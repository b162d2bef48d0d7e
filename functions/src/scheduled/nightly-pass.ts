import { getDatabase } from 'firebase-admin/database';
import { logger } from 'firebase-functions/logger';
import { onSchedule, type ScheduledEvent } from 'firebase-functions/scheduler';
import { adminApp } from '../services/admin-app.js';
import { restDatabase } from '../services/database-rest.js';
import { deliverScheduledMessages } from '../services/messages-nightly.js';
import { pruneMessages } from '../services/messages-store.js';
import { shallowChildKeys } from '../services/pages-by-key.js';
import { runNightlySlice } from '../services/nightly-run.js';
import { removeExpiredShareViews } from '../services/shares.js';

/**
 * Nightly: recomputes the metrics of every building (so that figures follow the calendar even
 * when nobody edits a building), in batches of buildings read by key; then removes what deleted
 * buildings left, writes the day's maintenance and warranty messages and prunes messages older
 * than a year, and removes the views of share links that have expired. A pass longer than one
 * invocation (a large database) goes on in the next (services/nightly-run.ts): `nightlyPass`
 * starts it at 02:00 UTC, `nightlyPassResume` resumes it every quarter of an hour until 05:45
 * (at 02:00 it finds the pass taken, or nothing to resume).
 */
const NIGHT = { timeZone: 'UTC', timeoutSeconds: 540, memory: '1GiB' } as const;

async function nightlySlice(mode: 'start' | 'resume', event: ScheduledEvent): Promise<void> {
  const scheduled = Date.parse(event.scheduleTime);
  const nowMs = Number.isNaN(scheduled) ? Date.now() : scheduled;
  const database = getDatabase(adminApp());
  const rest = restDatabase(adminApp().options);
  const result = await runNightlySlice(database, {
    mode,
    nowMs,
    childKeys: shallowChildKeys(rest),
    onError: (buildingId, failure) =>
      logger.error('nightlyPass failed', { buildingId, reason: String(failure) }),
    finishing: [
      { name: 'messages', run: (run) => deliverScheduledMessages(database, nowMs, undefined, run) },
      {
        name: 'oldMessages',
        run: (run) => pruneMessages(database, rest, nowMs, run),
      },
      {
        name: 'shareViews',
        run: (run) => removeExpiredShareViews(database, nowMs, undefined, run),
      },
    ],
  });
  logger.info('nightlyPass', { mode, ...result });
}

export const nightlyPass = onSchedule({ schedule: 'every day 02:00', ...NIGHT }, (event) =>
  nightlySlice('start', event),
);

export const nightlyPassResume = onSchedule({ schedule: '*/15 2-5 * * *', ...NIGHT }, (event) =>
  nightlySlice('resume', event),
);
