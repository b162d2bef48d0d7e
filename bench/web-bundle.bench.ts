/**
 * Size of what the sign-in route loads, and the web build time.
 * Goal (issue 2): at most 250 kB of gzipped JavaScript for the sign-in route.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIST = `${ROOT}web/dist`;
const GOAL_KB = 250;
/** The lazily loaded screen that signed-out visitors see. */
const SIGN_IN_MODULE = 'src/features/auth/components/auth-screen.tsx';

interface ManifestChunk {
  file: string;
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
console.log(
  `  goal:  ${GOAL_KB} kB gzipped; ratio to goal ${(totalGzip / 1024 / GOAL_KB).toFixed(2)}`,
);
console.log(
  `  whole app: ${kb(allJs)} kB gzipped JavaScript; sign-in route is ${((totalGzip / allJs) * 100).toFixed(0)} %`,
);
console.log(`Web build time: ${buildSeconds.toFixed(1)} s`);
