/**
 * What every new instance of a function pays before its first request: loading functions/lib,
 * the whole codebase with the SDKs it imports (each function of a codebase loads all of it, in
 * production as in the Functions emulator, whose workers the suites and benches start by the
 * dozen). Measured in fresh Node processes, as an instance starts.
 *
 * Goals: at most 700 ms (reference-machine units) and 400 CommonJS modules. Importing the root of
 * 'firebase-functions' loaded Firestore, gRPC and the v1 API too: 698 modules and ~0.8 s on a
 * quiet 2-core machine, against 311 modules and ~0.5 s with the subpaths that the lint now
 * requires (issue 33).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildFunctions } from '../emulators/stack/src/build.ts';
import { recordFigure, recordMedianOfRunsMs } from './support/record.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ENTRY = `${ROOT}functions/lib/index.js`;
const RUNS = 7;
const GOAL_MS = 700;
const GOAL_MODULES = 400;

/** The SDK packages that the functions must not load (they use none of them). */
const UNUSED_SDKS = ['@google-cloud/firestore', '@grpc/grpc-js', 'google-gax'];

/** Run in a child: times the import of functions/lib and lists the CommonJS modules it loaded. */
const PROBE = `
const started = performance.now();
await import(${JSON.stringify(ENTRY)});
const ms = performance.now() - started;
const { createRequire } = await import('node:module');
const modules = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify({ ms, modules }));
`;

interface Load {
  ms: number;
  modules: string[];
}

function loadOnce(): Load {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], {
    cwd: `${ROOT}functions`,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (child.status !== 0) throw new Error(`loading functions/lib failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as Load;
}

await buildFunctions();
console.log(`Loading functions/lib in a new Node process, ${RUNS} times after a warm-up:`);
loadOnce();
const loads = Array.from({ length: RUNS }, loadOnce);
recordMedianOfRunsMs(
  'functions/lib load (a cold start), median',
  loads.map((load) => load.ms),
  { goalMs: GOAL_MS },
);
const modules = loads[0]!.modules;
recordFigure(
  {
    name: 'CommonJS modules loaded by functions/lib',
    value: modules.length,
    unit: 'modules',
    scale: 'none',
    goal: { value: GOAL_MODULES, atMost: true },
  },
  '  ',
);
const packageOf = (file: string) => {
  const parts = file.split('node_modules/').pop()!.split('/');
  return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
};
const byPackage = new Map<string, number>();
for (const file of modules) {
  const name = packageOf(file);
  byPackage.set(name, (byPackage.get(name) ?? 0) + 1);
}
console.log(
  `  most modules: ${[...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ')}`,
);
const unused = UNUSED_SDKS.filter((name) => byPackage.has(name));
if (unused.length > 0)
  console.log(`  <- LOADS SDKS THE FUNCTIONS DO NOT USE: ${unused.join(', ')}`);
