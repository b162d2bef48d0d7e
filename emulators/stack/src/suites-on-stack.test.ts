import { describe, expect, it, vi } from 'vitest';
import { runSuitesOnStack } from './suites-on-stack.ts';
import type { SuiteResult } from './test-report.ts';
import { PhaseClock } from './timing.ts';

const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('runSuitesOnStack', () => {
  it('runs the suites on the started stack, then stops it and times the stop', async () => {
    const order: string[] = [];
    const clock = new PhaseClock();
    const stack = { stop: async () => void order.push('stop') };
    const results: SuiteResult[] = [];
    await runSuitesOnStack(clock, results, Promise.resolve(stack), async (started) => {
      expect(started).toBe(stack);
      order.push('suites');
      results.push({ name: 'emulators', passed: 3, failed: 0, skipped: 0 });
    });
    expect(order).toEqual(['suites', 'stop']);
    expect(results).toEqual([{ name: 'emulators', passed: 3, failed: 0, skipped: 0 }]);
    expect(clock.format()).toContain('stack stop');
  });

  it('stops the stack when the suites throw, keeps their results and adds a failed "stack"', async () => {
    const error = quietly();
    const stop = vi.fn(async () => undefined);
    const results: SuiteResult[] = [];
    await runSuitesOnStack(new PhaseClock(), results, Promise.resolve({ stop }), async () => {
      results.push({ name: 'emulators', passed: 1, failed: 0, skipped: 0 });
      throw new Error('playwright crashed');
    });
    expect(stop).toHaveBeenCalledOnce();
    expect(results).toEqual([
      { name: 'emulators', passed: 1, failed: 0, skipped: 0 },
      { name: 'stack', passed: 0, failed: 1, skipped: 0, problem: 'playwright crashed' },
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('.stack/logs/'));
    error.mockRestore();
  });

  it('runs no suite when the stack does not start, and says why', async () => {
    const error = quietly();
    const suites = vi.fn(async () => undefined);
    const results: SuiteResult[] = [];
    await runSuitesOnStack(
      new PhaseClock(),
      results,
      Promise.reject(new Error('port 9000 busy')),
      suites,
    );
    expect(suites).not.toHaveBeenCalled();
    expect(results).toEqual([
      { name: 'stack', passed: 0, failed: 1, skipped: 0, problem: 'port 9000 busy' },
    ]);
    error.mockRestore();
  });
});
