import { describe, expect, it } from 'vitest';
import { cpuTicks, waitForQuietMachine } from './machine.ts';

/** Ticks as /proc/stat would count them: each window `busy` of 100 ticks busy, in turn. */
function ticksOf(busyPerWindow: number[]) {
  let busy = 0;
  let total = 0;
  let reads = 0;
  return () => {
    // Two reads a window: the window's share is added at its second read.
    if (reads % 2 === 1) {
      busy += busyPerWindow[Math.min((reads - 1) / 2, busyPerWindow.length - 1)] ?? 0;
      total += 100;
    }
    reads += 1;
    return { busy, total };
  };
}

describe('waitForQuietMachine', () => {
  it('waits while the cores are busy and returns at the first quiet window', async () => {
    const lines: string[] = [];
    const ticks = ticksOf([90, 60, 10]);
    const waited = await waitForQuietMachine((line) => lines.push(line), { windowMs: 5, ticks });
    expect(waited).toBeGreaterThanOrEqual(14);
    expect(lines).toEqual([]);
  });

  it('gives up after its timeout and says how busy the machine still is', async () => {
    const lines: string[] = [];
    const ticks = ticksOf([80]);
    await waitForQuietMachine((line) => lines.push(line), { windowMs: 5, timeoutMs: 20, ticks });
    expect(lines).toEqual([expect.stringMatching(/still 80 % busy after \d+ s/) as string]);
  });

  it('reads busy and total ticks of all cores from /proc/stat', () => {
    const { busy, total } = cpuTicks();
    expect(total).toBeGreaterThan(0);
    expect(busy).toBeGreaterThan(0);
    expect(busy).toBeLessThan(total);
  });
});
