import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveSubscriptions } from './live-subscriptions';

/** Stands in for the SDK's database handle. */
type Database = { name: 'database' };
const database: Database = { name: 'database' };

/** A subscribe function that counts its starts and stops and can publish. */
function source() {
  const counts = { started: 0, stopped: 0 };
  let publish: ((state: string) => void) | undefined;
  const subscribe = (_database: Database, onState: (state: string) => void) => {
    counts.started += 1;
    publish = onState;
    return () => {
      counts.stopped += 1;
    };
  };
  return { counts, subscribe, emit: (state: string) => publish?.(state) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live subscriptions', () => {
  it('share one subscription among the holders of a key, stopped by the last release', async () => {
    const live = createLiveSubscriptions(() => Promise.resolve(database));
    const { counts, subscribe, emit } = source();
    const states: string[] = [];
    const first = live.retain('k', subscribe, (state) => states.push(state));
    const second = live.retain('k', subscribe, (state) => states.push(`second ${state}`));
    await vi.runAllTimersAsync();
    expect(counts).toEqual({ started: 1, stopped: 0 });
    emit('a');
    expect(states).toEqual(['a']);
    first();
    first();
    expect(counts.stopped).toBe(0);
    second();
    expect(counts).toEqual({ started: 1, stopped: 1 });
    // Held again later: a new subscription.
    const again = live.retain('k', subscribe, () => {});
    await vi.runAllTimersAsync();
    expect(counts.started).toBe(2);
    again();
    expect(counts.stopped).toBe(2);
  });

  it('never starts a subscription released before the database is connected', async () => {
    const live = createLiveSubscriptions(() => Promise.resolve(database));
    const { counts, subscribe } = source();
    live.retain('k', subscribe, () => {})();
    await vi.runAllTimersAsync();
    expect(counts).toEqual({ started: 0, stopped: 0 });
  });

  it('keeps a prefetched subscription for its hold, then stops it unless a screen holds it', async () => {
    const live = createLiveSubscriptions(() => Promise.resolve(database));
    const unclaimed = source();
    live.prefetch('a', unclaimed.subscribe, () => {}, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(unclaimed.counts).toEqual({ started: 1, stopped: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(unclaimed.counts).toEqual({ started: 1, stopped: 1 });

    const claimed = source();
    live.prefetch('b', claimed.subscribe, () => {}, 10_000);
    const screen = live.retain('b', claimed.subscribe, () => {});
    await vi.advanceTimersByTimeAsync(20_000);
    expect(claimed.counts).toEqual({ started: 1, stopped: 0 });
    screen();
    expect(claimed.counts).toEqual({ started: 1, stopped: 1 });
  });

  it('releases a prefetch early (sign-out) without waiting for its hold', async () => {
    const live = createLiveSubscriptions(() => Promise.resolve(database));
    const { counts, subscribe } = source();
    const release = live.prefetch('k', subscribe, () => {}, 10_000);
    await vi.runOnlyPendingTimersAsync();
    release();
    expect(counts.stopped).toBe(1);
  });
});
