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

  it('runs each bench once the machine is quiet after the one before, and says a long wait', async () => {
    const events: string[] = [];
    const waits = [4200, 300];
    const code = await runInTurn(
      FAKE,
      async (file) => {
        events.push(`run ${file}`);
        return 0;
      },
      async () => {
        events.push('wait');
        return waits.shift() ?? 0;
      },
      (line) => events.push(line),
    );
    expect(code).toBe(0);
    expect(events).toEqual([
      '\n== bench/a.bench.ts',
      'run bench/a.bench.ts',
      '\n== bench/b.bench.ts',
      'wait',
      '(waited 4.2 s for the machine to be quiet after the last bench)',
      'run bench/b.bench.ts',
      '\n== bench/c.bench.ts',
      'wait',
      'run bench/c.bench.ts',
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
      async () => 0,
      () => {},
    );
    expect(ran).toEqual(FAKE);
    expect(code).toBe(1);
  });
});
