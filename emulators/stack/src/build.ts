import { BIN, ROOT } from './paths.ts';
import { run } from './processes.ts';

/** Compiles the functions (the Functions emulator loads functions/lib). */
export async function buildFunctions(): Promise<void> {
  const code = await run(`${BIN}/tsc`, ['-p', 'functions/tsconfig.build.json'], { cwd: ROOT });
  if (code !== 0)
    throw new Error('Building functions failed (tsc -p functions/tsconfig.build.json)');
}

/** Builds the web app against the emulators (web/.env.emulator) into web/dist for Hosting. */
export async function buildWeb(): Promise<void> {
  const code = await run(`${BIN}/vite`, ['build', '--mode', 'emulator', '--logLevel', 'warn'], {
    cwd: `${ROOT}web`,
  });
  if (code !== 0) throw new Error('Building the web app failed (vite build --mode emulator)');
}
