/**
 * Records a benchmark's figures: prints each as measured and normalised by the reference workload
 * (docs/benchmarks.md), and appends one line per figure to bench/results.jsonl with the commit,
 * date, CPU, cores, load average, fresh-memory cost and the host's share of the cores meanwhile.
 *
 * Importing this module times the reference and fresh memory first, before the bench measures
 * anything, unless `npm run bench` timed them just before it started this bench and passed them
 * on (`FACET_BENCH_REFERENCE_MS`, `FACET_BENCH_FRESH_PAGE_US`); they are then passed on to the
 * bench's own child processes the same way.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hugePagesMode, machineCpu } from '../../emulators/stack/src/timing.js';
import { hostShareBetween } from './machine.js';
import { formatLine, RESULTS_FILE, resultLine, type Figure, type RunContext } from './figures.js';
import {
  BASELINE,
  machineEnv,
  machineFromEnv,
  measureMachine,
  runFromEnv,
  type MachineMeasures,
} from './reference.js';
import { median } from './statistics.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Handed on by `npm run bench`, or timed here and handed on to this bench's own children. */
function machine(): MachineMeasures {
  const passed = machineFromEnv(process.env);
  if (passed) return passed;
  const measured = measureMachine();
  Object.assign(process.env, machineEnv(measured));
  return measured;
}

const MACHINE = machine();

/** The machine's CPU time when the bench started, for the host's share of each figure. */
const STARTED = { cpu: machineCpu(), atMs: performance.now() };

function hostShareContext(): { hostShare?: number } {
  const share = hostShareBetween(STARTED.cpu, machineCpu(), performance.now() - STARTED.atMs);
  return share === undefined ? {} : { hostShare: share };
}

/** This machine's reference time and fresh-memory cost, as every figure of this run records them. */
export const benchMachine = (): MachineMeasures => MACHINE;

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** The bench file that runs, from the repository root without `.bench.ts`. */
function benchName(): string {
  return relative(ROOT, process.argv[1] ?? 'unknown').replace(/\.bench\.ts$/, '');
}

/** The huge pages mode, where the machine has one. */
function hugePagesContext(): { hugePages?: string } {
  const mode = hugePagesMode();
  return mode === null ? {} : { hugePages: mode };
}

function context(): RunContext {
  return {
    commit: git('rev-parse', 'HEAD') || 'unknown',
    // bench/results.jsonl itself is left out: a run's own first line would mark the rest dirty.
    dirty:
      git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!bench/results.jsonl') !==
      '',
    dateIso: new Date().toISOString(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    loadAvg: loadavg().map((load) => Math.round(load * 100) / 100),
    referenceMs: Math.round(MACHINE.referenceMs * 10) / 10,
    baselineMs: BASELINE.referenceMs,
    freshPageUs: Math.round(MACHINE.freshPageUs * 100) / 100,
    ...hugePagesContext(),
    ...hostShareContext(),
    ...runFromEnv(process.env),
  };
}

/**
 * Prints "name: value unit (normalised: x unit; goal ≤ y unit, ratio r)" (indented by `indent`)
 * and appends the figure's line to bench/results.jsonl. Goals of `time` and `rate` figures are in
 * reference-machine units.
 */
export function recordFigure(
  figure: Omit<Figure, 'bench'> & { bench?: string },
  indent = '',
): void {
  const line = resultLine({ ...figure, bench: figure.bench ?? benchName() }, context());
  console.log(`${indent}${formatLine(line)}`);
  appendFileSync(RESULTS_FILE, `${JSON.stringify(line)}\n`);
}

/** A time figure's goal and print: at most `goalMs` (reference-machine ms), indented by `indent`. */
export interface TimeFigureOptions {
  goalMs?: number;
  /** Two spaces by default: the figure printed under the bench's heading. */
  indent?: string;
}

/** Records a time in ms, the form of most bench figures (`recordFigure` for any other). */
export function recordTimeMs(
  name: string,
  valueMs: number,
  { goalMs, indent = '  ' }: TimeFigureOptions = {},
): void {
  recordFigure(
    {
      name,
      value: valueMs,
      unit: 'ms',
      scale: 'time',
      ...(goalMs === undefined ? {} : { goal: { value: goalMs, atMost: true } }),
    },
    indent,
  );
}

/**
 * Records a median and a 95th percentile of a bench's times as two figures, "`name`, median" and
 * "`name`, 95th percentile", against the same goal: the pair the interactive benches state.
 */
export function recordMedianAndP95Ms(
  name: string,
  { median, p95 }: { median: number; p95: number },
  options: TimeFigureOptions,
): void {
  recordTimeMs(`${name}, median`, median, options);
  recordTimeMs(`${name}, 95th percentile`, p95, options);
}

/**
 * Prints "  median of 5 (412, 398, … ms)" and records the median of `runsMs` as `name`: a median
 * figure shown with the runs behind it, as the click and recompute benches state theirs. Returns
 * the median.
 */
export function recordMedianOfRunsMs(
  name: string,
  runsMs: readonly number[],
  options: TimeFigureOptions = {},
): number {
  console.log(
    `${options.indent ?? '  '}median of ${runsMs.length} (${runsMs.map((ms) => ms.toFixed(0)).join(', ')} ms)`,
  );
  const medianMs = median(runsMs);
  recordTimeMs(name, medianMs, options);
  return medianMs;
}
