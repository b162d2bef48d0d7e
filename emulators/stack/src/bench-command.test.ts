import { describe, expect, it } from 'vitest';
import { selectBenchmarks } from './bench-command.ts';

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
