import { MS_PER_DAY } from '../common/durations.js';
/**
 * How long page-tracking records are kept: 400 days, a little over 13 months, so that sign-ins can
 * still be compared with the same month a year earlier, and no longer (data minimisation).
 */
export const TRACKING_RETENTION_DAYS = 400;

/** Records with `at` (ms since the epoch) at or before this instant are due for removal. */
export function trackingCutoffMs(nowMs: number): number {
  return nowMs - TRACKING_RETENTION_DAYS * MS_PER_DAY;
}
