import { describe, expect, it } from 'vitest';
import { runInTurn, selectBenchmarks } from './bench-command.ts';

const FILES = [
  'bench/building-import.bench.ts',
  'bench/metrics-recompute.bench.ts',
  'bench/portfolio-render.bench.ts',
  'emulators/database/bench/multi-path.bench.ts',
];

describe('selectBenchmarks', () => {
  it('runs every benchmark without words', () => {
    expect(selectBenchmarks(FILES, [])).toEqual({ selected: FILES, skipped: [] });
  });

  it('runs those whose path contains one of the words, case aside, and names the others', () => {
    expect(selectBenchmarks(FILES, ['Import', 'emulators/database'])).toEqual({
      selected: ['bench/building-import.bench.ts', 'emulators/database/bench/multi-path.bench.ts'],
      skipped: ['bench/metrics-recompute.bench.ts', 'bench/portfolio-render.bench.ts'],
    });
  });

  it('selects nothing for a word no path contains', () => {
    expect(selectBenchmarks(FILES, ['nonesuch']).selected).toEqual([]);
  });
});

describe('runInTurn', () => {
  const FAKE = ['bench/a.bench.ts', 'bench/b.bench.ts', 'bench/c.bench.ts'];

  /** A machine that is quiet after each of `waits` ms in turn, its reference 91, 92, … ms. */
  function fakeMachine(events: string[], waits: number[]) {
    let timings = 0;
    return {
      untilQuiet: async () => {
        events.push('wait');
        return waits.shift() ?? 0;
      },
      measure: () => {
        timings += 1;
        events.push('time the reference');
        return 90 + timings;
      },
    };
  }

  it('runs each bench once the machine is quiet, timed just before it, and says a long wait', async () => {
    const events: string[] = [];
    const code = await runInTurn(
      FAKE,
      async (file, reference) => {
        events.push(`run ${file} with reference ${reference}`);
        return 0;
      },
      fakeMachine(events, [2000, 4200, 300]),
      (line) => events.push(line),
    );
    expect(code).toBe(0);
    expect(events).toEqual([
      '\n== bench/a.bench.ts',
      'wait',
      '(waited 2.0 s for the machine to be quiet)',
      'time the reference',
      'run bench/a.bench.ts with reference 91',
      '\n== bench/b.bench.ts',
      'wait',
      '(waited 4.2 s for the machine to be quiet after the last bench)',
      'time the reference',
      'run bench/b.bench.ts with reference 92',
      '\n== bench/c.bench.ts',
      'wait',
      'time the reference',
      'run bench/c.bench.ts with reference 93',
    ]);
  });

  it('times the reference again after each bench once the machine is quiet, given the one before it', async () => {
    const events: string[] = [];
    const code = await runInTurn(
      FAKE.slice(0, 2),
      async (file) => {
        events.push(`run ${file}`);
        return 0;
      },
      {
        ...fakeMachine(events, [0, 3000, 0, 0]),
        after: (before) => events.push(`time the reference after, against ${before}`),
      },
      (line) => events.push(line),
    );
    expect(code).toBe(0);
    expect(events).toEqual([
      '\n== bench/a.bench.ts',
      'wait',
      'time the reference',
      'run bench/a.bench.ts',
      'wait',
      '(waited 3.0 s for the machine to be quiet after this bench)',
      'time the reference after, against 91',
      '\n== bench/b.bench.ts',
      'wait',
      'time the reference',
      'run bench/b.bench.ts',
      'wait',
      'time the reference after, against 92',
    ]);
  });

  it('runs the rest after a failing bench, and answers 1', async () => {
    const ran: string[] = [];
    const code = await runInTurn(
      FAKE,
      async (file) => {
        ran.push(file);
        return file.includes('/a.') ? 1 : 0;
      },
      { untilQuiet: async () => 0, measure: () => 100 },
      () => {},
    );
    expect(ran).toEqual(FAKE);
    expect(code).toBe(1);
  });
});
