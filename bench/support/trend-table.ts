/**
 * The trend of the headline figures in bench/results.jsonl as a Markdown table: one row per run
 * (an `npm run bench`, by the `run` its lines record; else commit, day and reference time, which
 * the figures of a bench run alone, and of an `npm run bench` before 2026-12-07, share), the last
 * figure of each headline measured in it, with that run's machine, load, reference (the range of
 * its benches' references, each timed just before its bench) and fresh-memory cost (when
 * recorded). Pure; `trend.ts` prints it.
 */
import { shown, type ResultLine } from './figures.js';
import { driftedBeyondLimit } from './reference-after.js';

export interface Headline {
  bench: string;
  name: string;
  /** The table's column heading. */
  label: string;
  /** Names the figure had before (its earlier runs stay in its column). */
  formerNames?: readonly string[];
}

/** The headline figures of issue 33 (docs/benchmarks.md), as their benches name them. */
export const HEADLINES: readonly Headline[] = [
  {
    bench: 'bench/portfolio-render',
    name: 'Portfolio page load to interactive, 5000 buildings, median',
    label: 'Portfolio page load, 5,000',
  },
  {
    bench: 'bench/building-performance',
    name: 'Building Performance click to every chart drawn, warm, median',
    label: 'Building Performance click to charts',
  },
  {
    bench: 'bench/building-import',
    name: 'import end to end (first) over raw csv-parse throughput just before it, median',
    label: 'Import end to end / raw parse',
    // Until 2026-12-04 raw csv-parse was timed after the imports, while their recomputes ran
    // (about 1.5 times as long as on the quiet machine): those ratios are flattered as much.
    formerNames: ['import end to end (first, median) over raw csv-parse throughput'],
  },
  {
    bench: 'bench/metrics-recompute',
    name: 'recompute per building, cold',
    label: 'Recompute per building, cold',
  },
  {
    bench: 'bench/web-bundle',
    name: 'sign-in route JavaScript, gzipped',
    label: 'Sign-in route',
  },
];

/** Parses bench/results.jsonl, skipping blank lines. */
export function parseResults(text: string): ResultLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ResultLine);
}

/**
 * "412 ms (690)": normalised, then as measured; a figure that is not normalised once. A normalised
 * figure whose bench saw the reference change beyond `REFERENCE_DRIFT_LIMIT` while it ran is
 * marked "≈" (approximate).
 */
function cell(line: ResultLine): string {
  if (line.normalised === null) return `${shown(line.value)} ${line.unit}`;
  const approximate = driftedBeyondLimit(line) ? '≈' : '';
  return `${approximate}${shown(line.normalised)} ${line.unit} (${shown(line.value)})`;
}

/** "93.5", or "88.2–97.1" when the lines' references differ (one run's benches, each timed apart). */
function referencesOf(lines: readonly ResultLine[]): string {
  const references = lines.map((line) => line.referenceMs);
  const low = Math.min(...references);
  const high = Math.max(...references);
  return low === high ? shown(low) : `${shown(low)}–${shown(high)}`;
}

export function trendTable(lines: readonly ResultLine[], headlines = HEADLINES): string {
  const rows = new Map<string, { first: ResultLine; cells: Map<Headline, ResultLine> }>();
  for (const line of lines) {
    const headline = headlines.find(
      (h) => h.bench === line.bench && (h.name === line.name || h.formerNames?.includes(line.name)),
    );
    if (!headline) continue;
    const key =
      line.run === undefined
        ? `${line.commit.slice(0, 7)} ${line.dateIso.slice(0, 10)} ${line.referenceMs}`
        : `run ${line.run}`;
    const row = rows.get(key) ?? { first: line, cells: new Map() };
    row.cells.set(headline, line);
    rows.set(key, row);
  }
  const header = ['Date', 'Commit', 'Machine', ...headlines.map((h) => h.label)];
  const table = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...[...rows.values()].map(({ first, cells }) => {
      const fresh =
        first.freshPageUs === undefined
          ? ''
          : `, fresh page ${shown(first.freshPageUs)} µs${first.hugePages === undefined ? '' : ` (huge pages ${first.hugePages})`}`;
      const machine = `${first.cpuModel} ×${first.cores}, load ${shown(first.loadAvg[0] ?? NaN)}, reference ${referencesOf([first, ...cells.values()])} ms${fresh}`;
      const commit = `${first.commit.slice(0, 7)}${first.dirty ? '+' : ''}`;
      const figures = headlines.map((h) => {
        const line = cells.get(h);
        return line ? cell(line) : '-';
      });
      return `| ${[first.dateIso.slice(0, 10), commit, machine, ...figures].join(' | ')} |`;
    }),
  ];
  return table.join('\n');
}
