import { describe, expect, it, vi } from 'vitest';
import type { MetricsPartsState } from './subscribe-metrics-parts';

const stop = vi.fn();
vi.mock('@/lib/firebase', () => ({ loadDatabase: () => Promise.resolve({}) }));
vi.mock('./subscribe-metrics-parts', () => ({
  subscribeMetricsParts: (
    _database: unknown,
    _buildingId: string,
    _parts: readonly string[],
    publish: (state: MetricsPartsState<'period'>) => void,
  ) => {
    // Answered from the cache at once, then again by the server.
    publish({ state: 'ready', values: {}, problems: [] });
    publish({ state: 'denied', values: {}, problems: [] });
    return stop;
  },
}));

describe('readMetricsParts', () => {
  it('gives the first state in which every part answered, then stops listening', async () => {
    const { readMetricsParts } = await import('./read-metrics-parts');
    await expect(readMetricsParts('b1', ['period'])).resolves.toEqual({
      state: 'ready',
      values: {},
      problems: [],
    });
    await Promise.resolve();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
