import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  descendantsCpuMs,
  readProcessStats,
  statCpuMs,
  statEndedChildrenCpuMs,
  statMinorFaults,
  statParentPid,
} from './proc-stat.js';

/** A stat line of `pid` (its command with spaces and parentheses), parent and CPU ticks. */
const stat = (pid: number, parent: number, [utime, stime, cutime, cstime]: number[]) =>
  `${pid} (node (a) b) S ${parent} ${pid} ${pid} 0 -1 4194560 12345 0 7 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 11 0 8000 22255388 80712`;

describe('a stat line', () => {
  it('gives utime and stime, in ticks of 10 ms, after a command with spaces and parentheses', () => {
    expect(statCpuMs(stat(1362, 1, [250, 37, 0, 0]))).toBe(2870);
  });

  it('gives the ended children’s cutime and cstime apart', () => {
    const line = stat(1362, 1, [250, 37, 40, 2]);
    expect(statEndedChildrenCpuMs(line)).toBe(420);
    expect(statCpuMs(line)).toBe(2870);
  });

  it('gives minflt (the 10th field) and the parent', () => {
    const line = stat(1362, 77, [250, 37, 0, 0]);
    expect(statMinorFaults(line)).toBe(12345);
    expect(statParentPid(line)).toBe(77);
  });
});

describe('descendantsCpuMs', () => {
  it('adds what every process below the root used, its ended children’s included, not the root’s', () => {
    const stats = new Map([
      [1, stat(1, 0, [1, 1, 1, 1])],
      [10, stat(10, 1, [500, 500, 0, 0])], // the test runner's worker: the root
      [20, stat(20, 10, [100, 10, 30, 5])], // its browser, which waited for ended renderers
      [21, stat(21, 20, [40, 2, 0, 0])], // a renderer
      [22, stat(22, 21, [3, 0, 0, 0])], // below a renderer
      [30, stat(30, 1, [900, 0, 0, 0])], // another worker's
      [31, stat(31, 30, [900, 0, 0, 0])],
    ]);
    expect(descendantsCpuMs(stats, 10)).toBe((100 + 10 + 30 + 5 + 40 + 2 + 3) * 10);
    expect(descendantsCpuMs(stats, 30)).toBe(9000);
    expect(descendantsCpuMs(stats, 99)).toBe(0);
  });

  it.runIf(process.platform === 'linux')(
    'finds a child this process started, as /proc shows it now',
    async () => {
      const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10_000)']);
      try {
        await new Promise((resolve) => child.once('spawn', resolve));
        const stats = readProcessStats();
        expect(statParentPid(stats.get(child.pid!)!)).toBe(process.pid);
        expect(descendantsCpuMs(stats, process.pid)).toBeGreaterThanOrEqual(
          statCpuMs(stats.get(child.pid!)!),
        );
      } finally {
        child.kill();
      }
    },
  );
});
