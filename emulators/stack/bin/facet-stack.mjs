#!/usr/bin/env node
// Entry of `npm start`, `npm test`, `npm run dev` and `npm run bench`. Plain JavaScript so it runs
// on a fresh clone: it installs the dependencies on first run, then loads the TypeScript CLI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

if (
  !existsSync(`${root}node_modules/.bin/tsx`) ||
  !existsSync(`${root}node_modules/.bin/firebase`)
) {
  console.log('First run: installing dependencies with `npm ci` (a minute or two)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (install.status !== 0) {
    console.error('`npm ci` failed; see the output above.');
    process.exit(install.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
const { main, endsProcessWhenDone } = await import('../src/cli.ts');
const args = process.argv.slice(2);
const code = await main(args);
// Standard output and error are written synchronously to files, pipes and terminals on Linux, so
// nothing printed is lost by ending here.
if (endsProcessWhenDone(args)) process.exit(code);
process.exitCode = code;
