import { describe, expect, it } from 'vitest';
import { forEachAtMost } from './for-each-at-most.js';

/** Work that records how many items run at once and finishes when released (in any order). */
function tracked() {
  let running = 0;
  const seen = { most: 0, started: [] as number[], done: [] as number[] };
  const release = new Map<number, () => void>();
  const work = async (item: number) => {
    running += 1;
    seen.most = Math.max(seen.most, running);
    seen.started.push(item);
    await new Promise<void>((resolve) => release.set(item, resolve));
    running -= 1;
    seen.done.push(item);
  };
  return { seen, release, work };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('forEachAtMost', () => {
  it('runs at most `limit` items at once, starting the next as soon as one is done', async () => {
    const { seen, release, work } = tracked();
    const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const all = forEachAtMost(items, 4, work);
    await tick();
    expect(seen.started).toEqual([1, 2, 3, 4]);
    release.get(3)!();
    await tick();
    expect(seen.started).toEqual([1, 2, 3, 4, 5]);
    for (const item of items) {
      await tick();
      release.get(item)?.();
    }
    while (seen.done.length < items.length) {
      await tick();
      for (const resolve of release.values()) resolve();
    }
    await all;
    expect(seen.most).toBe(4);
    expect(seen.started).toEqual(items);
    expect([...seen.done].sort((a, b) => a - b)).toEqual(items);
  });

  it('runs one at a time with a limit of 1, and copes with fewer items than the limit', async () => {
    const order: string[] = [];
    await forEachAtMost(['a', 'b', 'c'], 1, async (item) => {
      order.push(`start ${item}`);
      await tick();
      order.push(`end ${item}`);
    });
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    const few: string[] = [];
    await forEachAtMost(['x'], 4, async (item) => void few.push(item));
    await forEachAtMost([], 4, async (item: string) => void few.push(item));
    expect(few).toEqual(['x']);
  });
});
