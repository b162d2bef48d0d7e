import { readdirSync } from 'node:fs';
import { ROOT } from './paths.ts';
import { run } from './processes.ts';

/**
 * `npm run bench`: times the reference workload once (docs/benchmarks.md), then runs every
 * benchmark (`bench/*.bench.ts` and `emulators/<x>/bench/*.bench.ts`) one after another with that
 * time in `FACET_BENCH_REFERENCE_MS`; each prints its figures as measured and normalised, with
 * their ratios to their goals, and appends them to bench/results.jsonl.
 */
export async function benchCommand(): Promise<number> {
  const files = [
    ...list(`${ROOT}bench`),
    ...readdirSync(`${ROOT}emulators`).flatMap((name) => list(`${ROOT}emulators/${name}/bench`)),
  ];
  // Loaded here, not with the CLI: `npm start`, `test` and `dev` need none of the bench code.
  const { REFERENCE_ENV, describeReference, measureReference } =
    await import('../../../bench/support/reference.ts');
  const reference = measureReference();
  console.log(describeReference(reference));
  const env = { ...process.env, [REFERENCE_ENV]: String(reference.ms) };
  let failures = 0;
  for (const file of files) {
    console.log(`\n== ${file.slice(ROOT.length)}`);
    const code = await run(process.execPath, ['--import', 'tsx', file], { cwd: ROOT, env });
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
