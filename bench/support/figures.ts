/**
 * A benchmark figure, normalised by the reference workload (docs/benchmarks.md), and its line in
 * bench/results.jsonl. Pure: the machine, the commit and the clock come in as arguments.
 */
import { fileURLToPath } from 'node:url';

/** bench/results.jsonl: one line per figure of every run, appended (`bench/support/record.ts`). */
export const RESULTS_FILE = fileURLToPath(new URL('../results.jsonl', import.meta.url));

/**
 * How a figure follows the machine's speed: a `time` grows on a slower machine, a `rate` (per
 * second) shrinks, and `none` does not move with it (bytes, module counts, frame rates capped by
 * the display, ratios of two figures measured on the same machine).
 */
export type Scale = 'time' | 'rate' | 'none';

/** A goal: at most `value` (`atMost`, times and sizes) or at least `value` (rates, ratios). */
export interface Goal {
  value: number;
  atMost: boolean;
}

export interface Figure {
  /** The bench file without `.bench.ts`, from the repository root (`bench/web-bundle`). */
  bench: string;
  /** Stable across runs: bench/results.jsonl and the trend table key on it. */
  name: string;
  value: number;
  unit: string;
  scale: Scale;
  /** In reference-machine units for `time` and `rate` figures, else in the figure's own. */
  goal?: Goal;
}

/** Where and when a figure was measured, and the reference workload's time there. */
export interface RunContext {
  commit: string;
  /** Uncommitted changes to tracked files when measured. */
  dirty: boolean;
  dateIso: string;
  cpuModel: string;
  cores: number;
  /** 1, 5 and 15 minute load averages. */
  loadAvg: number[];
  referenceMs: number;
  baselineMs: number;
  /**
   * µs to touch a 4 kB page of new memory on the machine (bench/support/reference.ts); not in the
   * lines recorded before 2026-12-04.
   */
  freshPageUs?: number;
  /**
   * The machine's transparent huge pages mode ("always", "madvise", "never"; `hugePagesMode` in
   * emulators/stack/src/timing.ts), on which the fresh-memory cost depends; not in the lines
   * recorded before 2026-12-06.
   */
  hugePages?: string;
  /**
   * Share of the machine's cores the hypervisor gave to other machines from the bench's start to
   * the figure (`steal` of `/proc/stat`, 0..1): a figure measured while the host took a fifth of
   * the cores is slower by that, after its reference was timed. Not in the lines recorded before
   * 2026-12-07.
   */
  hostShare?: number;
  /**
   * The `npm run bench` the figure was measured in (its start, ISO; `RUN_ENV` of reference.ts),
   * whose benches each timed the reference just before they ran; absent for a bench run alone,
   * and in the lines recorded before 2026-12-07, when a run timed it once for all its benches.
   */
  run?: string;
}

/** One line of bench/results.jsonl. */
export interface ResultLine extends RunContext {
  bench: string;
  name: string;
  value: number;
  unit: string;
  scale: Scale;
  /** The figure in reference-machine units; null when it does not scale with the machine. */
  normalised: number | null;
  goal: Goal | null;
  /**
   * The reference workload timed again once the bench had ended (bench/support/reference-after.ts),
   * set by `npm run bench` on each of the bench's lines; absent for a bench run alone, and in the
   * lines recorded before 2026-12-07 (evening).
   */
  referenceAfterMs?: number;
}

/**
 * `value` as it would measure on the baseline machine, whose reference workload takes
 * `baselineMs`: a time scaled by baselineMs / referenceMs, a rate by its inverse; null for figures
 * that do not follow the machine's speed.
 */
export function normalise(
  value: number,
  scale: Scale,
  referenceMs: number,
  baselineMs: number,
): number | null {
  if (scale === 'none') return null;
  const speed = baselineMs / referenceMs;
  return scale === 'time' ? value * speed : value / speed;
}

/** The figure the goal applies to: the normalised one when there is one. */
export function comparable(line: Pick<ResultLine, 'value' | 'normalised'>): number {
  return line.normalised ?? line.value;
}

/**
 * Ratio of the figure to its goal, ≤ 1 meeting an `atMost` goal and ≥ 1 an at-least one; null
 * without a goal or with a goal of 0 (no chart modules), which is met or not.
 */
export function ratioToGoal(
  line: Pick<ResultLine, 'value' | 'normalised' | 'goal'>,
): number | null {
  return line.goal && line.goal.value !== 0 ? comparable(line) / line.goal.value : null;
}

export function resultLine(figure: Figure, context: RunContext): ResultLine {
  return {
    ...context,
    bench: figure.bench,
    name: figure.name,
    value: figure.value,
    unit: figure.unit,
    scale: figure.scale,
    normalised: normalise(figure.value, figure.scale, context.referenceMs, context.baselineMs),
    goal: figure.goal ?? null,
  };
}

/**
 * A figure for reading: integers as they are, else whole numbers from 1,000, one decimal from 10
 * (262.3 kB against a goal of 250), two from 1, three significant digits below, no exponent.
 */
export function shown(value: number): string {
  if (!Number.isFinite(value) || Number.isInteger(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return value.toFixed(0);
  if (magnitude >= 100) return value.toFixed(1);
  if (magnitude >= 10) return value.toFixed(1);
  if (magnitude >= 1) return value.toFixed(2);
  return value.toPrecision(3).replace(/\.?0+$/, '');
}

/**
 * "name: value unit (normalised: x unit; goal ≤ y unit, ratio r)"; a figure that does not follow
 * the machine's speed (a size, a ratio) says "not normalised: machine-independent" instead.
 */
export function formatLine(line: ResultLine): string {
  const parts = [
    line.normalised === null
      ? 'not normalised: machine-independent'
      : `normalised: ${shown(line.normalised)} ${line.unit}`,
  ];
  if (line.goal) {
    const ratio = ratioToGoal(line);
    parts.push(
      `goal ${line.goal.atMost ? '≤' : '≥'} ${shown(line.goal.value)} ${line.unit}${ratio === null ? '' : `, ratio ${shown(ratio)}`}`,
    );
  }
  return `${line.name}: ${shown(line.value)} ${line.unit} (${parts.join('; ')})`;
}
