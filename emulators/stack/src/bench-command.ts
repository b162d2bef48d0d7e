import { readdirSync } from 'node:fs';
import { ROOT } from './paths.ts';
import { run } from './processes.ts';

/**
 * `npm run bench`: runs every benchmark (`bench/*.bench.ts` and `emulators/<x>/bench/*.bench.ts`)
 * one after another; each prints its figures and ratios to its targets.
 */
export async function benchCommand(): Promise<number> {
  const files = [
    ...list(`${ROOT}bench`),
    ...readdirSync(`${ROOT}emulators`).flatMap((name) => list(`${ROOT}emulators/${name}/bench`)),
  ];
  let failures = 0;
  for (const file of files) {
    console.log(`\n== ${file.slice(ROOT.length)}`);
    const code = await run(process.execPath, ['--import', 'tsx', file], { cwd: ROOT });
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
