/**
 * The reference workload timed again after each bench of an `npm run bench`
 * (emulators/stack/src/bench-command.ts): a figure is normalised by the reference timed just
 * before its bench, which does not see the machine's speed change while the bench runs (the
 * 2-core hosts of docs/benchmarks.md switch between a fast and a slow state for tens of seconds;
 * on 2026-12-07 the Portfolio bench's reference was timed as the host left its slow state, 133 ms,
 * and the bench ran in the fast one, so its normalised page load read a quarter low). The time
 * after it is recorded on each of the bench's lines of bench/results.jsonl (`referenceAfterMs`),
 * and a figure whose two references differ by more than {@link REFERENCE_DRIFT_LIMIT} times is
 * marked approximate (in the run's output and in the trend table). Pure but for
 * {@link recordReferenceAfter}, which rewrites the bench's lines in the results file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { shown, type ResultLine } from './figures.js';

/**
 * Before and after a bench, the reference may differ by this factor before its figures count as
 * approximate: the reference's own medians vary by up to ~15 % from one bench to the next on a
 * steady machine (84.6, 85.4 and 97.3 ms on 2026-12-07), while the slow state of a shared host
 * makes it 1.6 to 1.8 times as long.
 */
export const REFERENCE_DRIFT_LIMIT = 1.3;

/** The larger of the two references over the smaller (≥ 1). */
export function referenceDrift(beforeMs: number, afterMs: number): number {
  return Math.max(beforeMs, afterMs) / Math.min(beforeMs, afterMs);
}

/**
 * Whether a line's bench saw the machine's speed change beyond {@link REFERENCE_DRIFT_LIMIT}
 * while it ran; false for a line without a reference after it (a bench run alone, or recorded
 * before 2026-12-07).
 */
export function driftedBeyondLimit(
  line: Pick<ResultLine, 'referenceMs' | 'referenceAfterMs'>,
): boolean {
  return (
    line.referenceAfterMs !== undefined &&
    referenceDrift(line.referenceMs, line.referenceAfterMs) > REFERENCE_DRIFT_LIMIT
  );
}

/** What the run prints under a bench once the reference has been timed again after it. */
export function describeReferenceAfter(beforeMs: number, afterMs: number): string {
  const drift = referenceDrift(beforeMs, afterMs);
  const both = `${shown(beforeMs)} ms before this bench, ${shown(afterMs)} ms after it (×${drift.toFixed(2)})`;
  return drift > REFERENCE_DRIFT_LIMIT
    ? `Reference workload: ${both}: the machine's speed changed while the bench ran; its normalised figures are approximate`
    : `Reference workload: ${both}`;
}

/**
 * `text` (lines of bench/results.jsonl) with `referenceAfterMs` set on each line of run `run`;
 * other lines (another process appending meanwhile) and blank ones left as they are. Answers the
 * new text and how many lines it set.
 */
export function withReferenceAfter(
  text: string,
  afterMs: number,
  run: string,
): { text: string; lines: number } {
  let lines = 0;
  const rounded = Math.round(afterMs * 10) / 10;
  const changed = text.split('\n').map((raw) => {
    if (raw.trim() === '') return raw;
    const line = JSON.parse(raw) as ResultLine;
    if (line.run !== run) return raw;
    lines += 1;
    return JSON.stringify({ ...line, referenceAfterMs: rounded });
  });
  return { text: changed.join('\n'), lines };
}

/**
 * Sets `referenceAfterMs` on the lines of run `run` appended to `file` from byte `offset` on (what
 * the bench that just ended recorded); the lines before it are kept byte for byte. Answers how
 * many lines it set.
 */
export function recordReferenceAfter(
  file: string,
  offset: number,
  afterMs: number,
  run: string,
): number {
  const bytes = readFileSync(file);
  if (offset >= bytes.byteLength) return 0;
  const tail = withReferenceAfter(bytes.subarray(offset).toString('utf8'), afterMs, run);
  if (tail.lines > 0)
    writeFileSync(file, Buffer.concat([bytes.subarray(0, offset), Buffer.from(tail.text, 'utf8')]));
  return tail.lines;
}
