/**
 * The reference workload that every benchmark run times first (docs/benchmarks.md): raw csv-parse
 * of a fixed generated Portfolio Manager export (the import bench's file, smaller) and a JSON
 * round trip of a fixed tree of building figures, the CPU work Facet's functions and client do
 * most. Its time on a machine says how fast that machine is for Facet, so figures measured there
 * can be scaled to the baseline machine's (`BASELINE`).
 *
 * Imports use `.js` specifiers: the database emulator's benches, type-checked without
 * `allowImportingTsExtensions`, import this module too.
 */
import { cpus, loadavg } from 'node:os';
import { parse } from 'csv-parse/sync';
import { portfolioManagerFile } from '../../tests/support/generated-files.js';
import { upperMedian } from './statistics.js';

/**
 * The reference workload's time on the machine that normalised figures are stated for: the 2-core
 * AMD EPYC machine of the figures in docs/benchmarks.md, on 2026-11-29 (the median of ten
 * medians, 86 to 135 ms, under a load average of 3.6 to 5; docs/benchmarks.md). Change it only
 * with the workload, and then restate every normalised goal and figure.
 */
export const BASELINE = {
  referenceMs: 100,
  cpuModel: 'AMD EPYC',
  cores: 2,
  measured: '2026-11-29',
} as const;

/**
 * The environment variable through which `npm run bench` hands each bench the reference's time,
 * taken just before that bench.
 */
export const REFERENCE_ENV = 'FACET_BENCH_REFERENCE_MS';

/** The same for the fresh-memory cost ({@link measureFreshPageUs}). */
export const FRESH_PAGE_ENV = 'FACET_BENCH_FRESH_PAGE_US';

/**
 * The start of the `npm run bench` a bench runs in (ISO), which its figures record as `run`: the
 * lines of one run, each bench with its own reference, make one row of the trend table.
 */
export const RUN_ENV = 'FACET_BENCH_RUN';

const CSV_ROWS = 6_000;
const TREE_BUILDINGS = 1_500;
const WARM_UPS = 2;
const RUNS = 9;

/** A fixed tree of figures: buildings with a year of monthly energy and costs per system. */
function referenceTree(): unknown {
  return Array.from({ length: TREE_BUILDINGS }, (_, index) => ({
    id: `building-${index}`,
    name: `Building ${index}, Block ${index % 97}`,
    area: 1000 + ((index * 7919) % 20_000),
    systems: ['heating', 'cooling', 'lighting', 'ventilation'].map((system, offset) => ({
      system,
      monthly: Array.from({ length: 12 }, (_, month) => ({
        month,
        kwh: ((index + 1) * (month + 3) * (offset + 7)) % 10_007,
        cost: Math.round(((index + month + offset) % 997) * 12.5) / 100,
      })),
    })),
  }));
}

let inputs: { csv: Buffer; tree: unknown } | undefined;

/** One pass of the workload, in ms. The inputs are generated once, off the clock. */
export function referenceRunMs(): number {
  inputs ??= {
    csv: Buffer.from(portfolioManagerFile({ rows: CSV_ROWS }).bytes),
    tree: referenceTree(),
  };
  const started = performance.now();
  const records = parse(inputs.csv, { relax_column_count: true, skip_empty_lines: true });
  const tree = JSON.parse(JSON.stringify(inputs.tree)) as unknown[];
  const ms = performance.now() - started;
  if (records.length !== CSV_ROWS + 1 || tree.length !== TREE_BUILDINGS)
    throw new Error('The reference workload did not read its inputs whole.');
  return ms;
}

/** The reference time on this machine: the median of nine passes after two warm-ups. */
export function measureReference(): { ms: number; runs: number[] } {
  for (let run = 0; run < WARM_UPS; run += 1) referenceRunMs();
  const runs = Array.from({ length: RUNS }, referenceRunMs);
  return { ms: upperMedian(runs), runs };
}

/**
 * The reference's time and what it makes of this machine, printed at the start of a run; with a
 * warning when its passes differ by more than twice: another process took the cores meanwhile,
 * and figures normalised by it are approximate (docs/benchmarks.md, "Reading a normalised figure").
 */
export function describeReference({ ms, runs }: { ms: number; runs: number[] }): string {
  const lines = [
    `Reference workload: ${ms.toFixed(1)} ms, median of ${runs.length} (${runs.map((run) => run.toFixed(0)).join(', ')}); ` +
      `baseline ${BASELINE.referenceMs} ms (${BASELINE.cpuModel}, ${BASELINE.cores} cores, ${BASELINE.measured}): ` +
      `figures are normalised ×${(BASELINE.referenceMs / ms).toFixed(2)} for times, ÷ that for rates`,
  ];
  if (Math.max(...runs) > 2 * Math.min(...runs)) {
    const load = loadavg()[0]!.toFixed(1);
    lines.push(
      `  the machine is busy (passes ${Math.min(...runs).toFixed(0)} to ${Math.max(...runs).toFixed(0)} ms, load average ${load} on ${cpus().length} cores): normalised figures are approximate`,
    );
  }
  return lines.join('\n');
}

/** The size of a memory page here (x86-64 Linux), as the fresh-memory pass touches them. */
export const PAGE_BYTES = 4096;
const FRESH_BYTES = 64 * 1024 * 1024;
const FRESH_RUNS = 5;

/**
 * One pass: µs to write to each 4 kB page of 64 MB never touched before. An array this large is
 * memory newly mapped for it (calloc maps it; it is zero until written), so each first write is a
 * page fault: what a process pays for memory it has not used yet (10–14 µs a page on the 2-core
 * virtual machine of docs/benchmarks.md, "Fresh memory", where faults pass through the hypervisor).
 */
export function freshPageRunUs(bytes = FRESH_BYTES): number {
  const started = performance.now();
  const memory = new Uint8Array(bytes);
  for (let offset = 0; offset < bytes; offset += PAGE_BYTES) memory[offset] = 1;
  const us = ((performance.now() - started) * 1000) / (bytes / PAGE_BYTES);
  if (memory[bytes - PAGE_BYTES] !== 1) throw new Error('The fresh-memory pass did not write.');
  return us;
}

/**
 * The fresh-memory cost on this machine: the median of five passes. Recorded beside every figure
 * (`freshPageUs` in bench/results.jsonl), not used to normalise: the reference workload hardly
 * touches new memory, while page loads, function workers and the database emulator do.
 */
export function measureFreshPageUs(): number {
  return upperMedian(Array.from({ length: FRESH_RUNS }, () => freshPageRunUs()));
}

/** "Fresh memory: 11.2 µs a 4 kB page …", printed under the reference workload's line. */
export function describeFreshPage(us: number): string {
  return `Fresh memory: ${us.toFixed(2)} µs a 4 kB page touched for the first time (median of ${FRESH_RUNS} passes over ${FRESH_BYTES / 1024 / 1024} MB; recorded, not used to normalise)`;
}

/** What a run knows of its machine: the reference's time and the fresh-memory cost. */
export interface MachineMeasures {
  referenceMs: number;
  freshPageUs: number;
}

/** Times the reference workload and fresh memory, and prints both (before a bench measures). */
export function measureMachine(log: (line: string) => void = console.log): MachineMeasures {
  const reference = measureReference();
  log(describeReference(reference));
  const freshPageUs = measureFreshPageUs();
  log(describeFreshPage(freshPageUs));
  return { referenceMs: reference.ms, freshPageUs };
}

/** The environment variables through which a run hands its measures to each bench it starts. */
export function machineEnv({ referenceMs, freshPageUs }: MachineMeasures): Record<string, string> {
  return { [REFERENCE_ENV]: String(referenceMs), [FRESH_PAGE_ENV]: String(freshPageUs) };
}

/** The `npm run bench` a bench runs in, from `env` ({@link RUN_ENV}): `{ run }`, or `{}` alone. */
export function runFromEnv(env: NodeJS.ProcessEnv): { run?: string } {
  const run = env[RUN_ENV]?.trim();
  return run ? { run } : {};
}

/** The measures handed on by `npm run bench` ({@link machineEnv}); null when either is missing. */
export function machineFromEnv(env: NodeJS.ProcessEnv): MachineMeasures | null {
  const referenceMs = Number(env[REFERENCE_ENV]);
  const freshPageUs = Number(env[FRESH_PAGE_ENV]);
  const valid = (value: number) => Number.isFinite(value) && value > 0;
  return valid(referenceMs) && valid(freshPageUs) ? { referenceMs, freshPageUs } : null;
}
