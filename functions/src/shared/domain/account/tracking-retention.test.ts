import { describe, expect, it } from 'vitest';
import { TRACKING_RETENTION_DAYS, trackingCutoffMs } from './tracking-retention.js';

describe('trackingCutoffMs', () => {
  it('lies the retention period before now', () => {
    const now = Date.UTC(2026, 10, 22);
    expect(trackingCutoffMs(now)).toBe(Date.UTC(2025, 9, 18));
    expect((now - trackingCutoffMs(now)) / 86_400_000).toBe(TRACKING_RETENTION_DAYS);
  });
});
