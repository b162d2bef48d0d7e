import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { failureStats } from './failure-stats.js';

const NOW = Date.UTC(2026, 0, 1);

const equipment: Pick<Equipment, 'logs' | 'commissionedOn' | 'installedOn'> = {
  installedOn: '2024-12-01',
  commissionedOn: '2025-01-01',
  logs: {
    a: { kind: 'repair', date: '2025-03-10', durationHours: 4 },
    b: { kind: 'maintenance', date: '2025-04-01', durationHours: 2 },
    c: { kind: 'repair', date: '2025-07-20', durationHours: 6 },
    d: { kind: 'repair', date: '2025-11-02', durationHours: 8 },
    later: { kind: 'repair', date: '2026-02-01', durationHours: 100 },
  },
};

describe('failureStats', () => {
  it('computes MTBF, MTTR and availability from repair logs', () => {
    // A year in service (8,760 h), 3 repairs of 4 + 6 + 8 = 18 h; the log after now is ignored.
    const stats = failureStats(equipment, NOW);
    expect(stats.failures).toBe(3);
    expect(stats.observedHours).toBe(8_760);
    expect(stats.repairHours).toBe(18);
    expect(stats.mtbfHours).toBeCloseTo((8_760 - 18) / 3, 9);
    expect(stats.mttrHours).toBe(6);
    expect(stats.availability).toBeCloseTo(2_914 / 2_920, 9);
    expect(stats.nextFailureExpectedMs).toBe(Date.UTC(2025, 10, 2) + 2_914 * 3_600_000);
    expect(stats.failureProbabilityNextYear).toBeCloseTo(1 - Math.exp(-8_766 / 2_914), 9);
    expect(stats.hoursWithoutFailure).toBe(60 * 24);
  });

  it('has no MTBF without failures, and no logs at all is no error', () => {
    const stats = failureStats({ commissionedOn: '2025-01-01' }, NOW);
    expect(stats).toEqual({
      failures: 0,
      observedHours: 8_760,
      repairHours: 0,
      hoursWithoutFailure: 8_760,
    });
    expect(failureStats({}, NOW)).toEqual({
      failures: 0,
      observedHours: 0,
      repairHours: 0,
      hoursWithoutFailure: 0,
    });
  });

  it('starts from the first log when the service date is unknown', () => {
    const stats = failureStats(
      { logs: { a: { kind: 'repair', date: '2025-07-02', durationHours: 2 } } },
      NOW,
    );
    expect(stats.observedHours).toBe(183 * 24);
    expect(stats.mtbfHours).toBe(183 * 24 - 2);
  });
});
