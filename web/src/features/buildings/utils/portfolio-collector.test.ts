import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { packPortfolioSummary } from '@shared/domain/portfolio/portfolio-summary';
import type { PortfolioSummary } from '@shared/schemas/derived/portfolio-summary';
import {
  PUBLISH_INTERVAL_MS,
  createPortfolioCollector,
  type PortfolioState,
} from './portfolio-collector';

const storedSummary = (title: string, createdAtMs: number): PortfolioSummary => ({
  title,
  street: '',
  city: '',
  country: '',
  status: 'temporary',
  createdAtMs,
  updatedAtMs: createdAtMs,
  ownerUid: 'u1',
  role: 'owner',
  currency: 'EUR',
});

const summary = (title: string, createdAtMs: number): string =>
  packPortfolioSummary(storedSummary(title, createdAtMs));

function collect() {
  const states: PortfolioState[] = [];
  const collector = createPortfolioCollector((state) => states.push(state));
  const titles = () => states.at(-1)?.rows.map((row) => row.title);
  return { states, collector, titles };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('portfolio collector', () => {
  it('publishes nothing before the first load, then the whole portfolio at once', () => {
    const { states, collector, titles } = collect();
    collector.put('b1', summary('Older', 1));
    collector.put('b2', summary('Newer', 2));
    vi.advanceTimersByTime(10 * PUBLISH_INTERVAL_MS);
    expect(states).toEqual([]);
    collector.loaded();
    expect(states).toHaveLength(1);
    expect(states[0]?.loaded).toBe(true);
    expect(titles()).toEqual(['Newer', 'Older']);
  });

  it('publishes an empty portfolio as loaded', () => {
    const { states, collector } = collect();
    collector.loaded();
    expect(states).toEqual([{ rows: [], loaded: true }]);
  });

  it('publishes a burst of changes once, after the interval', () => {
    const { states, collector, titles } = collect();
    collector.loaded();
    for (let i = 0; i < 100; i += 1) collector.put(`b${i}`, summary(`B${i}`, i));
    collector.put('b5', summary('Renamed', 5));
    collector.remove('b0');
    expect(states).toHaveLength(1);
    vi.advanceTimersByTime(PUBLISH_INTERVAL_MS);
    expect(states).toHaveLength(2);
    expect(titles()).toHaveLength(99);
    expect(titles()).toContain('Renamed');
    expect(titles()).not.toContain('B0');
  });

  it('shows the other rows and names a summary of the wrong shape until it is fixed', () => {
    const { states, collector, titles } = collect();
    collector.put('b1', summary('Good', 1));
    collector.put('b2', JSON.stringify({ ...storedSummary('Bad', 2), status: 'draft' }));
    collector.loaded();
    expect(titles()).toEqual(['Good']);
    expect(states.at(-1)?.error).toBe('b2/status: validation.mustBeSelected');
    collector.put('b2', summary('Fixed', 2));
    vi.advanceTimersByTime(PUBLISH_INTERVAL_MS);
    expect(titles()).toEqual(['Fixed', 'Good']);
    expect(states.at(-1)?.error).toBeUndefined();
  });

  it('reports a refused listen once, with no rows, and publishes nothing after it', () => {
    const { states, collector } = collect();
    collector.loaded();
    collector.put('b1', summary('Late', 1));
    collector.fail('permission_denied');
    collector.fail('permission_denied');
    vi.advanceTimersByTime(PUBLISH_INTERVAL_MS);
    expect(states.slice(1)).toEqual([{ rows: [], loaded: true, error: 'permission_denied' }]);
  });

  it('publishes nothing after stop', () => {
    const { states, collector } = collect();
    collector.loaded();
    collector.put('b1', summary('Late', 1));
    collector.stop();
    vi.advanceTimersByTime(PUBLISH_INTERVAL_MS);
    expect(states).toHaveLength(1);
  });
});
