import { readdirSync } from 'node:fs';
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
 * `npm run bench [-- <words>]`: times the reference workload and fresh memory once, with the
 * machine quiet (docs/benchmarks.md), then runs every benchmark (`bench/*.bench.ts` and
 * `emulators/<x>/bench/*.bench.ts`), or those whose path contains one of the words (`npm run bench
 * -- import recompute`), one after another ({@link runInTurn}) with both in
 * `FACET_BENCH_REFERENCE_MS` and `FACET_BENCH_FRESH_PAGE_US`; each prints its figures as measured
 * and normalised, with their ratios to their goals, and appends them to bench/results.jsonl. Words that match no
 * benchmark end it before anything runs (exit code 2), listing the benchmarks there are.
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
  const { machineEnv, measureMachine } = await import('../../../bench/support/reference.ts');
  const { waitForQuietMachine } = await import('../../../bench/support/machine.ts');
  const log = (line: string) => console.log(line);
  const untilQuiet = () => waitForQuietMachine(log);
  await untilQuiet();
  const machine = measureMachine();
  if (skipped.length > 0) {
    console.log(
      `Running ${selected.length} of ${files.length} benchmarks; skipped: ${skipped.join(', ')}`,
    );
  }
  const env = { ...process.env, ...machineEnv(machine) };
  return runInTurn(
    selected,
    (file) => run(process.execPath, ['--import', 'tsx', `${ROOT}${file}`], { cwd: ROOT, env }),
    untilQuiet,
    log,
  );
}

/** A wait shorter than this is not mentioned. */
const QUIET_WAIT_SHOWN_MS = 1500;

/**
 * Runs `files` one after another with `runOne`, each after the machine is quiet again
 * (`untilQuiet`, answering the ms waited): a bench on the stack leaves Chromium and the
 * emulators stopping, and the function's task queue at work, for a moment after it ends, and the
 * next bench (the recompute, pinned to one core) would measure beside them. Answers the exit
 * code: 1 when any bench failed.
 */
export async function runInTurn(
  files: readonly string[],
  runOne: (file: string) => Promise<number>,
  untilQuiet: () => Promise<number>,
  log: (line: string) => void,
): Promise<number> {
  let failures = 0;
  for (const [index, file] of files.entries()) {
    log(`\n== ${file}`);
    if (index > 0) {
      const waitedMs = await untilQuiet();
      if (waitedMs >= QUIET_WAIT_SHOWN_MS) {
        log(
          `(waited ${(waitedMs / 1000).toFixed(1)} s for the machine to be quiet after the last bench)`,
        );
      }
    }
    if ((await runOne(file)) !== 0) failures += 1;
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
