import { describe, expect, it } from 'vitest';
import { resultLine, type Figure, type RunContext } from './figures.ts';
import { parseResults, trendTable, type Headline } from './trend-table.ts';

const HEADLINES: Headline[] = [
  { bench: 'bench/a', name: 'click', label: 'Click' },
  { bench: 'bench/b', name: 'size', label: 'Size' },
];

function line(figure: Omit<Figure, 'unit'>, context: Partial<RunContext>) {
  return resultLine(
    { ...figure, unit: figure.scale === 'none' ? 'kB gz' : 'ms' },
    {
      commit: 'aaaaaaa000',
      dirty: false,
      dateIso: '2026-11-29T10:00:00.000Z',
      cpuModel: 'AMD EPYC',
      cores: 2,
      loadAvg: [3, 3, 3],
      referenceMs: 200,
      baselineMs: 100,
      ...context,
    },
  );
}

describe('trendTable', () => {
  it('has a row per run (commit, day, reference), its last figure of each headline, normalised first', () => {
    const lines = [
      line({ bench: 'bench/a', name: 'click', value: 500, scale: 'time' }, {}),
      line({ bench: 'bench/a', name: 'click', value: 400, scale: 'time' }, {}),
      line({ bench: 'bench/b', name: 'size', value: 262.3, scale: 'none' }, {}),
      line({ bench: 'bench/a', name: 'other', value: 1, scale: 'time' }, {}),
      // Another run of the same commit and day: its own row, with its own reference.
      line({ bench: 'bench/a', name: 'click', value: 600, scale: 'time' }, { referenceMs: 300 }),
      line(
        { bench: 'bench/a', name: 'click', value: 300, scale: 'time' },
        {
          commit: 'bbbbbbb000',
          dirty: true,
          dateIso: '2026-11-30T09:00:00.000Z',
          referenceMs: 100,
          freshPageUs: 11.234,
        },
      ),
      line(
        { bench: 'bench/a', name: 'click', value: 250, scale: 'time' },
        {
          commit: 'ccccccc000',
          dateIso: '2026-12-06T09:00:00.000Z',
          referenceMs: 100,
          freshPageUs: 0.31,
          hugePages: 'always',
        },
      ),
    ];
    expect(trendTable(lines, HEADLINES).split('\n')).toEqual([
      '| Date | Commit | Machine | Click | Size |',
      '| --- | --- | --- | --- | --- |',
      '| 2026-11-29 | aaaaaaa | AMD EPYC ×2, load 3, reference 200 ms | 200 ms (400) | 262.3 kB gz |',
      '| 2026-11-29 | aaaaaaa | AMD EPYC ×2, load 3, reference 300 ms | 200 ms (600) | - |',
      // A run that recorded the fresh-memory cost says it beside its reference.
      '| 2026-11-30 | bbbbbbb+ | AMD EPYC ×2, load 3, reference 100 ms, fresh page 11.2 µs | 300 ms (300) | - |',
      // and, since 2026-12-06, the huge pages mode it ran with.
      '| 2026-12-06 | ccccccc | AMD EPYC ×2, load 3, reference 100 ms, fresh page 0.31 µs (huge pages always) | 250 ms (250) | - |',
    ]);
  });
});

describe('trendTable of `npm run bench` runs', () => {
  it('has a row per run, whose benches each timed the reference, with the range of them', () => {
    const run = { run: '2026-12-07T09:40:00.000Z', dateIso: '2026-12-07T09:41:00.000Z' };
    const lines = [
      line(
        { bench: 'bench/a', name: 'click', value: 300, scale: 'time' },
        { ...run, referenceMs: 150 },
      ),
      line(
        { bench: 'bench/b', name: 'size', value: 247.8, scale: 'none' },
        { ...run, referenceMs: 120 },
      ),
      // The next run of the same commit and day, with a reference that happens to be the same.
      line(
        { bench: 'bench/a', name: 'click', value: 240, scale: 'time' },
        { run: '2026-12-07T10:40:00.000Z', dateIso: '2026-12-07T10:41:00.000Z', referenceMs: 120 },
      ),
    ];
    expect(trendTable(lines, HEADLINES).split('\n').slice(2)).toEqual([
      '| 2026-12-07 | aaaaaaa | AMD EPYC ×2, load 3, reference 120–150 ms | 200 ms (300) | 247.8 kB gz |',
      '| 2026-12-07 | aaaaaaa | AMD EPYC ×2, load 3, reference 120 ms | 200 ms (240) | - |',
    ]);
  });
});

describe('trendTable of benches timed again after they ran', () => {
  it('marks "≈" a normalised figure whose reference changed beyond the limit while it was measured', () => {
    /** A figure of run `run`, whose bench's reference took `before` ms, then `after` ms. */
    const timed = (
      figure: Omit<Figure, 'unit'>,
      run: string,
      [referenceMs, referenceAfterMs]: [number, number],
    ) => ({
      ...line(figure, { run, dateIso: '2026-12-07T18:01:00.000Z', referenceMs }),
      referenceAfterMs,
    });
    const slowToFast = '2026-12-07T18:00:00.000Z';
    const click = { bench: 'bench/a', name: 'click', value: 1000, scale: 'time' } as const;
    const drifted = timed(click, slowToFast, [140, 77]);
    // A figure that does not follow the machine's speed is not normalised, so never approximate.
    const size = timed(
      { bench: 'bench/b', name: 'size', value: 247.8, scale: 'none' },
      slowToFast,
      [140, 77],
    );
    const steady = timed(click, '2026-12-07T19:00:00.000Z', [100, 125]);
    expect(trendTable([drifted, size, steady], HEADLINES).split('\n').slice(2)).toEqual([
      '| 2026-12-07 | aaaaaaa | AMD EPYC ×2, load 3, reference 140 ms | ≈714.3 ms (1000) | 247.8 kB gz |',
      '| 2026-12-07 | aaaaaaa | AMD EPYC ×2, load 3, reference 100 ms | 1000 ms (1000) | - |',
    ]);
  });
});

describe('trendTable with a renamed figure', () => {
  it("keeps the figure's runs under its former names in its column", () => {
    const renamed: Headline[] = [
      { bench: 'bench/a', name: 'click, median', label: 'Click', formerNames: ['click'] },
    ];
    const lines = [
      line({ bench: 'bench/a', name: 'click', value: 500, scale: 'time' }, {}),
      line(
        { bench: 'bench/a', name: 'click, median', value: 300, scale: 'time' },
        { commit: 'bbbbbbb000', dateIso: '2026-11-30T09:00:00.000Z', referenceMs: 100 },
      ),
      line({ bench: 'bench/b', name: 'click', value: 1, scale: 'time' }, {}),
    ];
    expect(trendTable(lines, renamed).split('\n').slice(2)).toEqual([
      '| 2026-11-29 | aaaaaaa | AMD EPYC ×2, load 3, reference 200 ms | 250 ms (500) |',
      '| 2026-11-30 | bbbbbbb | AMD EPYC ×2, load 3, reference 100 ms | 300 ms (300) |',
    ]);
  });
});

describe('parseResults', () => {
  it('reads one line per figure and skips blank lines', () => {
    const one = line({ bench: 'bench/a', name: 'click', value: 1, scale: 'time' }, {});
    expect(parseResults(`${JSON.stringify(one)}\n\n${JSON.stringify(one)}\n`)).toEqual([one, one]);
  });
});
