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
 * `npm run bench [-- <words>]`: times the reference workload and fresh memory once
 * (docs/benchmarks.md), then runs every benchmark (`bench/*.bench.ts` and
 * `emulators/<x>/bench/*.bench.ts`), or those whose path contains one of the words (`npm run bench
 * -- import recompute`), one after another with both in `FACET_BENCH_REFERENCE_MS` and
 * `FACET_BENCH_FRESH_PAGE_US`; each prints its figures as measured and normalised, with
 * their ratios to their goals, and appends them to bench/results.jsonl. Words that match no
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
  const machine = measureMachine();
  if (skipped.length > 0) {
    console.log(
      `Running ${selected.length} of ${files.length} benchmarks; skipped: ${skipped.join(', ')}`,
    );
  }
  const env = { ...process.env, ...machineEnv(machine) };
  let failures = 0;
  for (const file of selected) {
    console.log(`\n== ${file}`);
    const code = await run(process.execPath, ['--import', 'tsx', `${ROOT}${file}`], {
      cwd: ROOT,
      env,
    });
    if (code !== 0) failures += 1;
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
