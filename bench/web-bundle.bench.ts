/**
 * Size of what the sign-in route loads, whether chart code is among it, and the web build time.
 * Goals: at most 250 kB of gzipped JavaScript for the sign-in route (issue 2); no MUI X Charts
 * code in it, the charts load with the screens that draw them (issue 12).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { recordFigure } from './support/record.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = `${ROOT}web/dist`;
const GOAL_KB = 250;
/** The lazily loaded screen that signed-out visitors see. */
const SIGN_IN_MODULE = 'src/features/auth/components/auth-screen.tsx';
/** Chart library sources (MUI X Charts and its bundled d3 copy) as named in the source maps. */
const CHART_SOURCE = /\/node_modules\/@mui\/x-charts(-vendor)?\//;
/** A class name that MUI X Charts' code spells out (the chart surface's). */
const CHART_CLASS = 'MuiChartsSurface';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const started = performance.now();
const build = spawnSync(
  `${ROOT}node_modules/.bin/vite`,
  ['build', '--mode', 'emulator', '--logLevel', 'error'],
  {
    cwd: `${ROOT}web`,
    stdio: 'inherit',
  },
);
const buildSeconds = (performance.now() - started) / 1000;
if (build.status !== 0) process.exit(build.status ?? 1);

const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically (what the browser must load with it). */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(dependency, into);
  return into;
}

const keys = closure(SIGN_IN_MODULE, closure('index.html'));
const files = [...keys]
  .map((key) => manifest[key]?.file)
  .filter((file): file is string => file?.endsWith('.js') ?? false);
const sizes = files.map((file) => {
  const content = readFileSync(`${DIST}/${file}`);
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
});
const totalRaw = sizes.reduce((sum, size) => sum + size.raw, 0);
const totalGzip = sizes.reduce((sum, size) => sum + size.gzip, 0);
const allJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length, 0);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log('Sign-in route JavaScript (entry + sign-in screen, with static imports):');
for (const size of sizes.sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${kb(size.gzip).padStart(7)} kB gz  ${kb(size.raw).padStart(7)} kB  ${size.file}`);
}
console.log(
  `  total: ${kb(totalGzip)} kB gzipped (${kb(totalRaw)} kB raw) in ${sizes.length} files`,
);
recordFigure(
  {
    name: 'sign-in route JavaScript, gzipped',
    value: totalGzip / 1024,
    unit: 'kB gz',
    scale: 'none',
    goal: { value: GOAL_KB, atMost: true },
  },
  '  ',
);
console.log(
  `  whole app: ${kb(allJs)} kB gzipped JavaScript; sign-in route is ${((totalGzip / allJs) * 100).toFixed(0)} %`,
);

/**
 * How many chart library modules a built file holds, from its source map; a file without one (the
 * bundler's runtime) counts as one when its code names a chart class (`MuiChartsSurface`).
 */
function chartModules(file: string): number {
  const path = `${DIST}/${file}`;
  if (!existsSync(`${path}.map`)) return readFileSync(path, 'utf8').includes(CHART_CLASS) ? 1 : 0;
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[] };
  return map.sources.filter((source) => CHART_SOURCE.test(source)).length;
}

const signInChartModules = files.reduce((sum, file) => sum + chartModules(file), 0);
console.log('Chart code (@mui/x-charts modules, from the source maps):');
recordFigure(
  {
    name: 'MUI X Charts modules in the sign-in route',
    value: signInChartModules,
    unit: 'modules',
    scale: 'none',
    goal: { value: 0, atMost: true },
  },
  '  ',
);
if (signInChartModules > 0) console.log('  <- CHART CODE IN THE SIGN-IN ROUTE');
const lazyEntries = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.file.endsWith('.js')) continue;
  const modules = chartModules(chunk.file);
  if (modules === 0) continue;
  const loadedWith = lazyEntries
    .filter(([entry]) => closure(entry).has(key))
    .map(([entry, lazy]) => lazy.src ?? entry);
  const gzip = gzipSync(readFileSync(`${DIST}/${chunk.file}`), { level: 9 }).length;
  console.log(
    `  ${kb(gzip).padStart(7)} kB gz  ${chunk.file}: ${modules} modules, loaded with ${loadedWith.join(', ') || '(no lazy entry)'}`,
  );
}
recordFigure({ name: 'web build time', value: buildSeconds, unit: 's', scale: 'time' });
