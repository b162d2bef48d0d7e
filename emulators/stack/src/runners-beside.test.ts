import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBeside, startMeanwhile, type StackRunner } from './runners-beside.ts';
import { PhaseClock } from './timing.ts';
import { testDir } from './test-dir.ts';

afterEach(() => vi.restoreAllMocks());

/** A runner that records when it started and ended, writes `output` to its log if it has one. */
function fakeRunner(
  name: string,
  events: string[],
  { ms, code = 0, output }: { ms: number; code?: number; output?: string },
): StackRunner & { logs: (string | null)[] } {
  const logs: (string | null)[] = [];
  return {
    name,
    phase: `${name} tests`,
    title: `The ${name} tests`,
    logs,
    async run(log) {
      logs.push(log);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (log !== null && output !== undefined) writeFileSync(log, output);
      events.push(`end ${name}`);
      return code;
    },
    result: (exit) => ({
      name,
      passed: exit === 0 ? 1 : 0,
      failed: exit === 0 ? 0 : 1,
      skipped: 0,
    }),
  };
}

describe('runBeside', () => {
  it('starts every runner before any has ended and gives their results in the order given', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const events: string[] = [];
    const logs = testDir('beside-');
    const clock = new PhaseClock();
    const results = await runBeside(
      clock,
      [
        fakeRunner('emulators', events, { ms: 30, code: 1 }),
        fakeRunner('firefox', events, { ms: 10 }),
        fakeRunner('e2e', events, { ms: 20 }),
      ],
      { logs, live: 'e2e' },
    );
    expect(events.slice(0, 3).sort()).toEqual(['start e2e', 'start emulators', 'start firefox']);
    expect(results.map((result) => [result.name, result.failed])).toEqual([
      ['emulators', 1],
      ['firefox', 0],
      ['e2e', 0],
    ]);
    expect(clock.phases.map((phase) => phase.name).sort()).toEqual([
      'e2e tests',
      'emulators tests',
      'firefox tests',
    ]);
  });

  it("shows the live runner's output as it runs and prints the others' logs after them all", async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void printed.push(String(line)));
    const logs = testDir('beside-');
    const events: string[] = [];
    const suites = fakeRunner('emulators', events, { ms: 5, output: 'suites passed' });
    const firefox = fakeRunner('firefox', events, { ms: 5 });
    const chromium = fakeRunner('e2e', events, { ms: 20 });
    await runBeside(new PhaseClock(), [suites, firefox, chromium], { logs, live: 'e2e' });
    expect(chromium.logs).toEqual([null]);
    expect(suites.logs).toEqual([`${logs}/emulators.log`]);
    expect(firefox.logs).toEqual([`${logs}/firefox.log`]);
    const after = printed.slice(printed.findIndex((line) => line.includes('run beside')));
    expect(after).toEqual([
      '\n== The emulators tests (run beside The e2e tests)',
      'suites passed',
      '\n== The firefox tests (run beside The e2e tests)',
      '(no output)',
    ]);
  });

  it('shows the first runner live when the named one is not among them, and runs nothing for none', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const suites = fakeRunner('emulators', [], { ms: 1 });
    const logs = testDir('beside-');
    await runBeside(new PhaseClock(), [suites], { logs, live: 'e2e' });
    expect(suites.logs).toEqual([null]);
    expect(await runBeside(new PhaseClock(), [], { logs })).toEqual([]);
  });
});

describe('startMeanwhile', () => {
  it('holds a failure until the stack is asked for, without an unhandled rejection meanwhile', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const stack = startMeanwhile(Promise.reject(new Error('port 9000 busy')));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(stack()).rejects.toThrow('port 9000 busy');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('gives the started stack', async () => {
    const running = { stop: async () => undefined };
    await expect(startMeanwhile(Promise.resolve(running))()).resolves.toBe(running);
  });
});
