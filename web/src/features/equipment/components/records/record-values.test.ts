import { describe, expect, it } from 'vitest';
import {
  compact,
  kwhFromMwh,
  msToZonedLocal,
  mwhFromKwh,
  sortAlerts,
  sortIssues,
  sortLogs,
  sortTasks,
  zonedLocalToMs,
} from './record-values';

describe('MWh ↔ kWh', () => {
  it('stores MWh as kWh without float residue and shows kWh as MWh', () => {
    expect(kwhFromMwh(1.005)).toBe(1005);
    expect(kwhFromMwh(0.0015)).toBe(1.5);
    expect(mwhFromKwh(12_500)).toBe(12.5);
  });
});

describe('compact', () => {
  it('leaves out undefined and empty text, keeps 0 and false', () => {
    expect(compact({ a: undefined, b: '', c: 0, d: false, e: 'x' })).toEqual({
      c: 0,
      d: false,
      e: 'x',
    });
  });
});

describe('datetime-local in a time zone', () => {
  it('reads the wall clock of the zone (Prague is UTC+1 in winter, UTC+2 in summer)', () => {
    expect(zonedLocalToMs('2026-01-15T10:30', 'Europe/Prague')).toBe(Date.UTC(2026, 0, 15, 9, 30));
    expect(zonedLocalToMs('2026-07-15T10:30', 'Europe/Prague')).toBe(Date.UTC(2026, 6, 15, 8, 30));
    expect(zonedLocalToMs('2026-07-15T10:30', 'UTC')).toBe(Date.UTC(2026, 6, 15, 10, 30));
  });
  it('is NaN for text that is no date-time or no day', () => {
    expect(zonedLocalToMs('', 'UTC')).toBeNaN();
    expect(zonedLocalToMs('2026-02-30T10:00', 'UTC')).toBeNaN();
  });
  it('round-trips, also across the DST change', () => {
    for (const local of ['2026-03-29T01:30', '2026-03-29T03:30', '2026-10-25T12:00']) {
      expect(msToZonedLocal(zonedLocalToMs(local, 'Europe/Prague'), 'Europe/Prague')).toBe(local);
    }
    expect(msToZonedLocal(Date.UTC(2026, 10, 25, 23, 5), 'America/New_York')).toBe(
      '2026-11-25T18:05',
    );
  });
});

describe('sorting', () => {
  it('lists logs newest first', () => {
    const logs = {
      a: { kind: 'repair', date: '2025-01-02', durationHours: 1 },
      b: { kind: 'repair', date: '2026-03-01', durationHours: 1 },
      c: { kind: 'repair', date: '2025-01-02', durationHours: 1 },
    } as const;
    expect(sortLogs(logs).map(([id]) => id)).toEqual(['b', 'c', 'a']);
    expect(sortLogs(undefined)).toEqual([]);
  });
  it('lists alerts newest first', () => {
    const alert = { severity: 'low', message: 'm', resolved: false } as const;
    const alerts = {
      x: { ...alert, raisedAtMs: 5 },
      y: { ...alert, raisedAtMs: 9 },
      z: { ...alert, raisedAtMs: 1 },
    };
    expect(sortAlerts(alerts).map(([id]) => id)).toEqual(['y', 'x', 'z']);
  });
  it('lists open tasks first, each group by due date', () => {
    const tasks = {
      done: { title: 'd', dueOn: '2025-01-01', doneOn: '2025-01-02' },
      late: { title: 'l', dueOn: '2026-06-01' },
      early: { title: 'e', dueOn: '2026-01-01' },
    };
    expect(sortTasks(tasks).map(([id]) => id)).toEqual(['early', 'late', 'done']);
  });
  it('lists issues soonest to fail first, those without an estimate last', () => {
    const issues = {
      none: { fault: 'A' },
      far: { fault: 'B', timeToFailureWeeks: 30 },
      near: { fault: 'C', timeToFailureWeeks: 2 },
    };
    expect(sortIssues(issues).map(([id]) => id)).toEqual(['near', 'far', 'none']);
  });
});
