import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchIndexEntry } from '@shared/schemas/derived/search-index';
import {
  SEARCH_PUBLISH_INTERVAL_MS,
  createSearchIndexCollector,
  type SearchIndexState,
} from './search-index-collector';

const entry = (title: string): SearchIndexEntry => ({
  title,
  buildingNumber: '',
  street: '',
  postCode: '',
  city: '',
  country: '',
});

function collect() {
  const states: SearchIndexState[] = [];
  const collector = createSearchIndexCollector((state) => states.push(state));
  const titles = () => [...(states.at(-1)?.entries.values() ?? [])].map((e) => e.title);
  return { states, collector, titles };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search index collector', () => {
  it('publishes nothing before the first load, then every entry at once', () => {
    const { states, collector, titles } = collect();
    collector.put('b1', entry('Brno'));
    collector.put('b2', entry('Plzeň'));
    expect(states).toHaveLength(0);
    collector.loaded();
    expect(states).toHaveLength(1);
    expect(states[0]?.loaded).toBe(true);
    expect(titles()).toEqual(['Brno', 'Plzeň']);
  });

  it('batches later changes, and keeps the entry object of a building that did not change', () => {
    const { states, collector, titles } = collect();
    collector.put('b1', entry('Brno'));
    collector.loaded();
    const first = states[0]?.entries.get('b1');
    collector.put('b2', entry('Plzeň'));
    collector.put('b3', entry('Ostrava'));
    collector.remove('b2');
    expect(states).toHaveLength(1);
    vi.advanceTimersByTime(SEARCH_PUBLISH_INTERVAL_MS);
    expect(states).toHaveLength(2);
    expect(titles()).toEqual(['Brno', 'Ostrava']);
    expect(states[1]?.entries.get('b1')).toBe(first);
  });

  it('names an entry of the wrong shape and keeps the others', () => {
    const { states, collector, titles } = collect();
    collector.put('b1', entry('Brno'));
    collector.put('b2', { title: 5 });
    collector.loaded();
    expect(titles()).toEqual(['Brno']);
    expect(states[0]?.error).toMatch(/^searchIndex\/b2: /);
    collector.put('b2', entry('Fixed'));
    vi.advanceTimersByTime(SEARCH_PUBLISH_INTERVAL_MS);
    expect(states.at(-1)?.error).toBeUndefined();
  });

  it('reports a failure with no entries and publishes nothing after it', () => {
    const { states, collector } = collect();
    collector.put('b1', entry('Brno'));
    collector.loaded();
    collector.fail('permission_denied');
    collector.put('b2', entry('Plzeň'));
    vi.advanceTimersByTime(SEARCH_PUBLISH_INTERVAL_MS);
    expect(states.at(-1)).toEqual({ entries: new Map(), loaded: true, error: 'permission_denied' });
  });
});
