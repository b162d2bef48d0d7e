import { describe, expect, it } from 'vitest';
import { warrantyStatus } from './warranty.js';

const NOW = Date.UTC(2026, 0, 1);

describe('warrantyStatus', () => {
  it('runs from commissioning for the warranty period', () => {
    const status = warrantyStatus(
      { commissionedOn: '2024-07-01', installedOn: '2024-06-01', warrantyYears: 2 },
      NOW,
    );
    expect(status).toEqual({
      state: 'active',
      expiresAtMs: Date.UTC(2026, 6, 1),
      daysRemaining: 181,
      elapsedShare: 549 / 730,
    });
  });

  it('warns in the last 90 days and then expires', () => {
    expect(warrantyStatus({ installedOn: '2021-03-01', warrantyYears: 5 }, NOW).state).toBe(
      'expiring',
    );
    expect(warrantyStatus({ installedOn: '2020-01-01', warrantyYears: 5 }, NOW)).toMatchObject({
      state: 'expired',
      daysRemaining: 0,
      elapsedShare: 1,
    });
  });

  it('knows when there is none or too little data', () => {
    expect(warrantyStatus({ installedOn: '2020-01-01', warrantyYears: 0 }, NOW)).toEqual({
      state: 'none',
    });
    expect(warrantyStatus({ warrantyYears: 3 }, NOW)).toEqual({ state: 'unknown' });
    expect(warrantyStatus({ installedOn: '2020-01-01' }, NOW)).toEqual({ state: 'unknown' });
  });
});
