import { describe, expect, it } from 'vitest';
import { parseMetricsPart } from './parse-metrics-part';

describe('parseMetricsPart', () => {
  it('is absent when nothing is stored', () => {
    expect(parseMetricsPart('energy', null)).toEqual({ status: 'absent' });
  });

  it('parses a stored part by its schema', () => {
    const period = { firstMonth: '2025-01', lastMonth: '2025-12', months: ['2025-01'] };
    expect(parseMetricsPart('period', period)).toEqual({ status: 'ready', value: period });
  });

  it('turns a part of the wrong shape into a readable problem naming the part and the field', () => {
    const state = parseMetricsPart('period', {
      firstMonth: 2025,
      lastMonth: '2025-12',
      months: [],
    });
    expect(state.status).toBe('invalid');
    expect(state.status === 'invalid' && state.problem).toContain('period.firstMonth');
  });
});
