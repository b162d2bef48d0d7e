import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeyedCollector, type KeyedRead, type KeyedState } from './keyed-collector';
import { collectListed } from './listed-collector';

const INTERVAL_MS = 100;

const readText = (key: string, stored: unknown): KeyedRead<string> =>
  typeof stored === 'string' ? { ok: true, value: stored } : { ok: false, problem: `${key}: bad` };

function join() {
  const states: KeyedState<string>[] = [];
  const target = createKeyedCollector(readText, (state) => states.push(state), INTERVAL_MS);
  const { index, copies } = collectListed(target);
  const last = () => Object.fromEntries(states.at(-1)?.items ?? []);
  return { states, index, copies, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('collectListed', () => {
  it('shows a copy only while its key is listed, and loads once both listens have', () => {
    const { states, index, copies, last } = join();
    copies.put('a', 'A');
    copies.put('b', 'B');
    index.put('a', true);
    copies.loaded();
    expect(states).toEqual([]);
    index.loaded();
    expect(states).toHaveLength(1);
    expect(last()).toEqual({ a: 'A' });
  });

  it("keeps an import's summaries out until the commit lists them, then shows them at once", () => {
    const { states, index, copies, last } = join();
    index.loaded();
    copies.loaded();
    // The steps: summaries arrive, nothing listed, nothing published.
    for (let i = 0; i < 500; i += 1) copies.put(`n${i}`, `summary ${i}`);
    vi.advanceTimersByTime(INTERVAL_MS * 3);
    expect(states).toHaveLength(1);
    expect(last()).toEqual({});
    // The commit: every entry in one update.
    for (let i = 0; i < 500; i += 1) index.put(`n${i}`, true);
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(states).toHaveLength(2);
    expect(Object.keys(last())).toHaveLength(500);
  });

  it('shows a copy that arrives after its entry, and drops it when either goes', () => {
    const { index, copies, last } = join();
    index.loaded();
    copies.loaded();
    index.put('a', true);
    index.put('b', true);
    copies.put('a', 'A');
    copies.put('b', 'B');
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(last()).toEqual({ a: 'A', b: 'B' });
    copies.put('a', 'A2');
    index.remove('b');
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(last()).toEqual({ a: 'A2' });
    copies.remove('a');
    index.put('b', true);
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(last()).toEqual({ b: 'B' });
    copies.put('b', 'B3');
    vi.advanceTimersByTime(INTERVAL_MS);
    expect(last()).toEqual({ b: 'B3' });
  });

  it('fails when either listen fails', () => {
    const { states, index, copies } = join();
    copies.loaded();
    index.fail('permission_denied');
    expect(states).toEqual([{ items: new Map(), loaded: true, error: 'permission_denied' }]);
  });
});
