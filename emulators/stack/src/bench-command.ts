import { readdirSync, statSync } from 'node:fs';
import { ROOT } from './paths.ts';
import { run } from './processes.ts';

/**
 * The benchmarks `npm run bench -- <words>` runs: each file (a path from the repository's root)
 * whose path contains one of `words` (case-insensitive), or every file without words. The others
 * are `skipped`.
 */
export function selectBenchmarks(
  files: readonly string[],
  words: readonly string[],
): { selected: string[]; skipped: string[] } {
  const wanted = words.map((word) => word.toLowerCase()).filter((word) => word !== '');
  if (wanted.length === 0) return { selected: [...files], skipped: [] };
  const selected: string[] = [];
  const skipped: string[] = [];
  for (const file of files) {
    const path = file.toLowerCase();
    (wanted.some((word) => path.includes(word)) ? selected : skipped).push(file);
  }
  return { selected, skipped };
}

/**
 * `npm run bench [-- <words>]`: runs every benchmark (`bench/*.bench.ts` and
 * `emulators/<x>/bench/*.bench.ts`), or those whose path contains one of the words (`npm run bench
 * -- import recompute`), one after another ({@link runInTurn}). Before each, once the machine is
 * quiet, it times the reference workload and fresh memory (docs/benchmarks.md) and hands both to
 * that bench in `FACET_BENCH_REFERENCE_MS` and `FACET_BENCH_FRESH_PAGE_US`, with the run's start
 * in `FACET_BENCH_RUN`: a run takes up to an hour, and a shared machine's speed drifts over it
 * (the reference took 124 to 190 ms within a quarter of an hour on 2026-12-07). Once the bench has
 * ended and the machine is quiet, it times the reference again, prints both and records the time
 * after on the bench's lines (bench/support/reference-after.ts): a bench during which the machine's
 * speed changed says its normalised figures are approximate. Each bench prints
 * its figures as measured and normalised, with their ratios to their goals, and appends them to
 * bench/results.jsonl. Words that match no benchmark end it before anything runs (exit code 2),
 * listing the benchmarks there are.
 */
export async function benchCommand(words: string[] = []): Promise<number> {
  const files = [
    ...list(`${ROOT}bench`),
    ...readdirSync(`${ROOT}emulators`).flatMap((name) => list(`${ROOT}emulators/${name}/bench`)),
  ].map((file) => file.slice(ROOT.length));
  const { selected, skipped } = selectBenchmarks(files, words);
  if (selected.length === 0) {
    console.error(
      `No benchmark's path contains ${words.map((word) => `"${word}"`).join(' or ')}. There are:\n  ${files.join('\n  ')}`,
    );
    return 2;
  }
  // Loaded here, not with the CLI: `npm start`, `test` and `dev` need none of the bench code.
  const { machineEnv, measureMachine, measureReference, RUN_ENV } =
    await import('../../../bench/support/reference.ts');
  const { describeReferenceAfter, recordReferenceAfter } =
    await import('../../../bench/support/reference-after.ts');
  const { RESULTS_FILE } = await import('../../../bench/support/figures.ts');
  const { waitForQuietMachine } = await import('../../../bench/support/machine.ts');
  const log = (line: string) => console.log(line);
  if (skipped.length > 0) {
    console.log(
      `Running ${selected.length} of ${files.length} benchmarks; skipped: ${skipped.join(', ')}`,
    );
  }
  const runStarted = new Date().toISOString();
  const runEnv = { ...process.env, [RUN_ENV]: runStarted };
  /** Where the bench that runs began appending to bench/results.jsonl. */
  let resultsOffset = 0;
  return runInTurn(
    selected,
    (file, machine) => {
      resultsOffset = sizeOf(RESULTS_FILE);
      return run(process.execPath, ['--import', 'tsx', `${ROOT}${file}`], {
        cwd: ROOT,
        env: { ...runEnv, ...machineEnv(machine) },
      });
    },
    {
      untilQuiet: () => waitForQuietMachine(log),
      measure: () => measureMachine(log),
      after: (machine) => {
        const afterMs = measureReference().ms;
        log(describeReferenceAfter(machine.referenceMs, afterMs));
        recordReferenceAfter(RESULTS_FILE, resultsOffset, afterMs, runStarted);
      },
    },
    log,
  );
}

/** Bytes of `file`; 0 when there is none yet. */
function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** A wait shorter than this is not mentioned. */
const QUIET_WAIT_SHOWN_MS = 1500;

/** What {@link runInTurn} does before each bench. */
export interface BeforeEachBench<Machine> {
  /** Waits for the machine to be quiet; answers the ms waited. */
  untilQuiet: () => Promise<number>;
  /** Times the machine (the reference workload), for the bench about to run. */
  measure: () => Machine;
  /**
   * Once a bench has ended and the machine is quiet again, times the reference again and records
   * it beside the bench's figures (given what `measure` gave before it): whether the machine's
   * speed changed while the bench ran.
   */
  after?: (before: Machine) => void;
}

/**
 * Runs `files` one after another with `runOne`, each once the machine is quiet again
 * (`untilQuiet`) and timed just before it (`measure`, handed to `runOne`): a bench on the stack
 * leaves Chromium and the emulators stopping, and the function's task queue at work, for a
 * moment after it ends, and the next bench (the recompute, pinned to one core) would measure
 * beside them; and a reference timed at the start of the run would be up to an hour old by the
 * last bench. With `after`, the reference is timed again once each bench has ended and the
 * machine is quiet. Answers the exit code: 1 when any bench failed.
 */
export async function runInTurn<Machine>(
  files: readonly string[],
  runOne: (file: string, machine: Machine) => Promise<number>,
  { untilQuiet, measure, after }: BeforeEachBench<Machine>,
  log: (line: string) => void,
): Promise<number> {
  let failures = 0;
  const waitForQuiet = async (which: string) => {
    const waitedMs = await untilQuiet();
    if (waitedMs >= QUIET_WAIT_SHOWN_MS)
      log(`(waited ${(waitedMs / 1000).toFixed(1)} s for the machine to be quiet${which})`);
  };
  for (const [index, file] of files.entries()) {
    log(`\n== ${file}`);
    await waitForQuiet(index > 0 && !after ? ' after the last bench' : '');
    const machine = measure();
    if ((await runOne(file, machine)) !== 0) failures += 1;
    if (after) {
      await waitForQuiet(' after this bench');
      after(machine);
    }
  }
  return failures === 0 ? 0 : 1;
}

function list(directory: string): string[] {
  try {
    return readdirSync(directory)
      .filter((name) => name.endsWith('.bench.ts'))
      .sort()
      .map((name) => `${directory}/${name}`);
  } catch {
    return [];
  }
}
