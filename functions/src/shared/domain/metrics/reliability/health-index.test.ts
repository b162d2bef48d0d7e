import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { ageForScore, ageScore, healthIndex } from './health-index.js';

const NOW = Date.UTC(2026, 0, 1);
const base: Equipment = { assetId: 'CH-01', name: 'Chiller 1', type: 'Chiller' };

describe('ageScore (CNAIM ageing law)', () => {
  it('is 100 new, 47.4 at expected life (CNAIM HS 5.5) and 0 at 1.249 × life', () => {
    expect(ageScore(0, 20)).toBeCloseTo(100, 9);
    expect(ageScore(20, 20)).toBeCloseTo((100 * 4.5) / 9.5, 9);
    expect(ageScore(20 * (Math.log(20) / Math.log(11)), 20)).toBeCloseTo(0, 9);
    expect(ageScore(100, 20)).toBe(0);
  });

  it('never rises with age and ageForScore inverts it', () => {
    let previous = 101;
    for (let age = 0; age <= 30; age += 0.5) {
      const score = ageScore(age, 20);
      expect(score).toBeLessThanOrEqual(previous);
      if (score > 0) expect(ageForScore(score, 20)).toBeCloseTo(age, 6);
      previous = score;
    }
  });
});

describe('healthIndex', () => {
  it('is undefined when nothing is known', () => {
    expect(healthIndex(base, NOW)).toBeUndefined();
  });

  it('weighs the known contributors equally', () => {
    const health = healthIndex(
      {
        ...base,
        commissionedOn: '2006-01-01',
        expectedLifeYears: 20,
        conditionPct: 60,
        tasks: {
          t1: { title: 'Filter', dueOn: '2025-06-01', doneOn: '2025-05-30' },
          t2: { title: 'Belt', dueOn: '2025-09-01', doneOn: '2025-09-15' },
          old: { title: 'Old', dueOn: '2020-01-01' },
        },
        alerts: {
          a: {
            severity: 'high',
            raisedAtMs: Date.UTC(2025, 5, 1),
            message: 'Temp',
            resolved: false,
          },
          b: {
            severity: 'critical',
            raisedAtMs: Date.UTC(2025, 7, 1),
            message: 'Trip',
            resolved: true,
          },
          c: {
            severity: 'critical',
            raisedAtMs: Date.UTC(2023, 7, 1),
            message: 'Old',
            resolved: false,
          },
        },
        logs: { r: { kind: 'repair', date: '2025-08-01', durationHours: 5 } },
      },
      NOW,
    );
    const age = ageScore(20, 20);
    // maintenance 50 (1 of 2 on time); alerts 100 − 20 − 40/2 = 60; repairs 100 − 20 = 80.
    expect(health?.contributors.map((c) => [c.factor, c.score])).toEqual([
      ['age', age],
      ['condition', 60],
      ['maintenance', 50],
      ['alerts', 60],
      ['repairs', 80],
    ]);
    expect(health?.score).toBeCloseTo((age + 60 + 50 + 60 + 80) / 5, 9);
    expect(health?.contributors.every((c) => c.weight === 0.2)).toBe(true);
  });

  it('stays within 0–100', () => {
    const alerts = Object.fromEntries(
      Array.from({ length: 10 }, (_, i) => [
        `a${i}`,
        {
          severity: 'critical' as const,
          raisedAtMs: Date.UTC(2025, 6, i + 1),
          message: 'x',
          resolved: false,
        },
      ]),
    );
    const health = healthIndex({ ...base, commissionedOn: '1950-01-01', alerts }, NOW);
    expect(health?.score).toBe(0);
  });
});
