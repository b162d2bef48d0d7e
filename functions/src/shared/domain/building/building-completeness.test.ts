import { describe, expect, it } from 'vitest';
import { canFinish, checkBuilding } from './building-completeness.js';

describe('checkBuilding', () => {
  it('reports missing steps and lets a building with valid General Information finish', () => {
    const checks = checkBuilding({ general: { name: 'Office' } });
    expect(checks.find((check) => check.step === 'general')).toEqual({
      step: 'general',
      state: 'valid',
      issues: 0,
    });
    expect(checks.filter((check) => check.state === 'missing')).toHaveLength(7);
    expect(canFinish(checks)).toBe(true);
  });

  it('blocks on an invalid step and on missing General Information', () => {
    expect(canFinish(checkBuilding({}))).toBe(false);
    const checks = checkBuilding({
      general: { name: 'Office' },
      spaceUsage: {
        a: {
          title: 'Offices',
          usageType: 'circulationArea',
          gfaPct: 60,
          climateControl: 'heated',
          fanType: 'supplyOnly',
          hasHeatRecovery: false,
          order: 0,
        },
      },
    });
    expect(checks.find((check) => check.step === 'activity')?.state).toBe('invalid');
    expect(canFinish(checks)).toBe(false);
  });
});
