import { describe, expect, it } from 'vitest';
import { mapInFlight } from './in-flight.js';

describe('mapInFlight', () => {
  it('keeps at most the given number at work and answers in the items’ order', async () => {
    let working = 0;
    let most = 0;
    const results = await mapInFlight([30, 5, 20, 1, 10, 2], 2, async (ms) => {
      working += 1;
      most = Math.max(most, working);
      await new Promise((resolve) => setTimeout(resolve, ms));
      working -= 1;
      return ms * 10;
    });
    expect(results).toEqual([300, 50, 200, 10, 100, 20]);
    expect(most).toBe(2);
  });

  it('answers nothing for no items and rejects with a failure', async () => {
    expect(await mapInFlight([], 4, async () => 1)).toEqual([]);
    await expect(
      mapInFlight([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('two');
        return n;
      }),
    ).rejects.toThrow('two');
  });
});
