import { describe, expect, it } from 'vitest';
import { cpuTicks, cpuTicksOf, hostShareBetween, waitForQuietMachine } from './machine.ts';

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

  it("counts the machine's own work as busy, and neither the host's steal nor guests twice", () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const line = 'cpu  500 20 80 300 10 5 15 400 7 0\ncpu0 1 2 3 4 5 6 7 8 9 0\n';
    expect(cpuTicksOf(line)).toEqual({ busy: 620, total: 930 });
    // A machine idle but for what the host took is quiet.
    const before = cpuTicksOf('cpu  100 0 0 1000 0 0 0 0 0 0');
    const after = cpuTicksOf('cpu  101 0 0 1080 0 0 0 120 0 0');
    expect((after.busy - before.busy) / (after.total - before.total)).toBeLessThan(0.02);
  });
});

describe('hostShareBetween', () => {
  it('is the share of the cores the host took meanwhile, to a thousandth, and nothing unknown', () => {
    const start = { busySeconds: 0, cores: 2, stolenSeconds: 100 };
    // 10 s on 2 cores, 3 s of them stolen: 0.15.
    expect(hostShareBetween(start, { ...start, stolenSeconds: 103 }, 10_000)).toBe(0.15);
    expect(hostShareBetween(start, { ...start, stolenSeconds: 100.01 }, 30_000)).toBe(0);
    expect(hostShareBetween({ busySeconds: 0, cores: 2 }, start, 10_000)).toBeUndefined();
    expect(hostShareBetween(start, start, 0)).toBeUndefined();
  });
});
