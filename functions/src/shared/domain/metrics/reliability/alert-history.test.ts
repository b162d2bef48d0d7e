import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { alertHistory } from './alert-history.js';

const NOW = Date.UTC(2026, 5, 15);

const alert = (severity: 'critical' | 'high' | 'medium' | 'low', raisedAtMs: number) => ({
  severity,
  raisedAtMs,
  message: 'x',
  resolved: false,
});

const equipment: Equipment = {
  assetId: 'AHU-1',
  name: 'AHU 1',
  type: 'Air Handling Unit',
  alerts: {
    a: alert('critical', Date.UTC(2026, 0, 3)),
    b: alert('low', Date.UTC(2026, 0, 31, 23, 59)),
    c: { ...alert('critical', Date.UTC(2026, 0, 20)), resolved: true },
    d: alert('high', Date.UTC(2025, 11, 31, 23, 0)),
    e: alert('medium', Date.UTC(2024, 6, 1)),
    later: alert('high', NOW + 1),
  },
};

describe('alertHistory', () => {
  const history = alertHistory(equipment, NOW);

  it('counts every alert raised up to now by severity per UTC month, resolved ones too', () => {
    expect(history.byMonth).toEqual({
      '2024-07': { critical: 0, high: 0, medium: 1, low: 0 },
      '2025-12': { critical: 0, high: 1, medium: 0, low: 0 },
      '2026-01': { critical: 2, high: 0, medium: 0, low: 1 },
    });
    expect(Object.keys(history.byMonth)).toEqual(['2024-07', '2025-12', '2026-01']);
  });

  it('and per year; the months add up to the years', () => {
    expect(history.byYear).toEqual({
      '2024': { critical: 0, high: 0, medium: 1, low: 0 },
      '2025': { critical: 0, high: 1, medium: 0, low: 0 },
      '2026': { critical: 2, high: 0, medium: 0, low: 1 },
    });
  });

  it('is empty without alerts', () => {
    expect(alertHistory({ assetId: 'x', name: 'x', type: 'x' }, NOW)).toEqual({
      byMonth: {},
      byYear: {},
    });
  });
});
