import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BIN, ROOT, TSC, tscCheckerArgs } from './paths.ts';
import { run } from './processes.ts';

/**
 * Every file under `path` (a file or a folder), dependencies left out. The inputs are source
 * folders, and the builds write outside them (web/dist, functions/lib), so a folder is skipped by
 * no other name: skipping `lib` and `dist` anywhere once left web/src/lib out of the web's digest,
 * and a change there (i18n, formatting) was served from the old build.
 */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !(entry.isDirectory() && entry.name === 'node_modules'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(`${path}/${entry.name}`));
}

/**
 * A digest of the inputs' paths and contents (paths relative to the repository; unit test files
 * left out, no build reads them) and of the environment variables the build reads.
 */
export function inputsDigest(
  inputs: readonly string[],
  env: readonly string[] = [],
  root = ROOT,
): string {
  const hash = createHash('sha256');
  for (const name of env) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  for (const input of inputs) {
    for (const file of filesUnder(`${root}${input}`)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Whether the build whose stamp is `stampFile` (in its output folder) is of the inputs `digest`:
 * the stamp holds that digest, and no other file of the folder changed after it was written. A
 * build run by hand (`npm run build -w functions` of other sources, `npm run dev`'s watch build)
 * writes the outputs and not the stamp: before, a checkout back to the stamped sources then ran
 * the other build as "up to date".
 */
export function stampCurrent(stampFile: string, digest: string): boolean {
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== digest) return false;
  const stamped = statSync(stampFile).mtimeMs;
  return filesUnder(dirname(stampFile)).every(
    (file) => file === stampFile || statSync(file).mtimeMs <= stamped,
  );
}

/**
 * Runs `build` unless its stamp says it was last run on these very inputs and nothing else wrote
 * its outputs since ({@link stampCurrent}): `npm test`, `npm run deploy:check`, `npm start` and
 * the benches each build, and a run builds once.
 */
async function buildOnce(
  stamp: string,
  inputs: { files: readonly string[]; env?: readonly string[] },
  build: () => Promise<void>,
): Promise<void> {
  const digest = inputsDigest(inputs.files, inputs.env);
  const stampFile = `${ROOT}${stamp}`;
  if (stampCurrent(stampFile, digest)) {
    console.log(`${stamp.split('/')[0]}: up to date, not rebuilt`);
    return;
  }
  await build();
  writeFileSync(stampFile, digest);
}

const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];

/** Compiles the functions (the Functions emulator loads functions/lib). */
export function buildFunctions(): Promise<void> {
  return buildOnce(
    'functions/lib/.facet-build',
    {
      files: [
        'functions/src',
        'functions/package.json',
        'functions/tsconfig.json',
        'functions/tsconfig.build.json',
        ...SHARED_INPUTS,
      ],
    },
    async () => {
      // Built while the unit tests (`npm test`) or the web's build use the cores too.
      const code = await run(
        process.execPath,
        [TSC, '-p', 'functions/tsconfig.build.json', ...tscCheckerArgs(2)],
        { cwd: ROOT },
      );
      if (code !== 0)
        throw new Error('Building functions failed (tsc -p functions/tsconfig.build.json)');
    },
  );
}

/**
 * Builds the web app against the emulators (web/.env.emulator) into web/dist for Hosting. The
 * stamp lives in web/dist, which a release build empties (and so a release build is never taken
 * for an emulator one).
 */
export function buildWeb(): Promise<void> {
  return buildOnce(
    'web/dist/.facet-build-emulator',
    {
      files: [
        'web/src',
        'web/public',
        'web/index.html',
        'web/vite.config.ts',
        'web/vite-plugins',
        'web/package.json',
        'web/tsconfig.json',
        'web/.env.emulator',
        'functions/src/shared',
        ...SHARED_INPUTS,
      ],
      // vite.config.ts reads the region; Vite reads VITE_* from the environment.
      env: [
        'FACET_FUNCTIONS_REGION',
        ...Object.keys(process.env)
          .filter((name) => name.startsWith('VITE_'))
          .sort(),
      ],
    },
    async () => {
      const code = await run(`${BIN}/vite`, ['build', '--mode', 'emulator', '--logLevel', 'warn'], {
        cwd: `${ROOT}web`,
      });
      if (code !== 0) throw new Error('Building the web app failed (vite build --mode emulator)');
    },
  );
}
