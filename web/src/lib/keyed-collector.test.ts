import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyedCollector, type KeyedRead, type KeyedState } from './keyed-collector';

const INTERVAL_MS = 100;

/** Reads numbers; anything else is a problem naming the key. */
const readNumber = (key: string, stored: unknown): KeyedRead<number> =>
  typeof stored === 'number' ? { ok: true, value: stored } : { ok: false, problem: `${key}: nan` };

function collect() {
  const states: KeyedState<number>[] = [];
  const collector = createKeyedCollector(readNumber, (state) => states.push(state), INTERVAL_MS);
  const last = () => Object.fromEntries(states.at(-1)?.items ?? []);
  return { states, collector, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('keyed collector', () => {
  it('publishes the complete first state at the load, then bursts once per interval', () => {
    const { states, collector, last } = collect();
    collector.put('a', 1);
    collector.put('b', 2);
    expect(states).toEqual([]);
    collector.loaded();
    expect(states).toHaveLength(1);
    expect(last()).toEqual({ a: 1, b: 2 });
    for (let i = 0; i < 50; i += 1) collector.put(`k${i}`, i);
    collector.remove('a');
    vi.advanceTimersByTime(INTERVAL_MS - 1);
    expect(states).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(states).toHaveLength(2);
    expect(Object.keys(last())).toHaveLength(51);
    expect(last()['a']).toBeUndefined();
  });

  it('leaves out a child of the wrong shape and names it until it is fixed or removed', () => {
    const { states, collector, last } = collect();
    collector.put('a', 1);
    collector.put('b', 'two');
    collector.loaded();
    expect(states.at(-1)?.error).toBe('b: nan');
    expect(last()).toEqual({ a: 1 });
    collector.put('b', 2);
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(states.at(-1)?.error).toBeUndefined();
    expect(last()).toEqual({ a: 1, b: 2 });
  });

  it('publishes the failure once, with no items, and nothing after it', () => {
    const { states, collector } = collect();
    collector.loaded();
    collector.put('a', 1);
    collector.fail('permission_denied');
    collector.fail('again');
    vi.advanceTimersByTime(10 * INTERVAL_MS);
    expect(states.slice(1)).toEqual([
      { items: new Map(), loaded: true, error: 'permission_denied' },
    ]);
  });

  it('stops a pending publish', () => {
    const { states, collector } = collect();
    collector.loaded();
    collector.put('a', 1);
    collector.stop();
    vi.advanceTimersByTime(10 * INTERVAL_MS);
    expect(states).toHaveLength(1);
  });
});
