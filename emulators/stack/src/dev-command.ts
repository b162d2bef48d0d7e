import { BIN, HOST, PORTS, ROOT, TSC, tscCheckerArgs } from './paths.ts';
import { startProcess, stopProcess, waitForOutput } from './processes.ts';
import { buildFunctions } from './build.ts';
import { stopOnInterrupt } from './interrupts.ts';
import { printWelcome } from './start-command.ts';
import { startStack } from './stack.ts';
import { waitForStopSignal } from './wait-for-stop.ts';

/**
 * `npm run dev`: emulators plus Vite's dev server with hot reload; functions recompile on save
 * and the Functions emulator reloads them.
 */
export async function devCommand(): Promise<number> {
  await buildFunctions();
  const stack = await startStack({ hosting: false, quiet: true });
  // Beside Vite's dev server and the emulators: the checkers of its share of the cores.
  const tsc = startProcess(
    'functions watch',
    process.execPath,
    [
      TSC,
      '-p',
      'functions/tsconfig.build.json',
      '--watch',
      '--preserveWatchOutput',
      ...tscCheckerArgs(2),
    ],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const vite = startProcess('vite', `${BIN}/vite`, ['--mode', 'emulator'], {
    cwd: `${ROOT}web`,
    env: stack.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  vite.child.stdout?.pipe(process.stdout);
  // Interrupted before it waits for Ctrl-C (Vite still starting), Vite and the watcher stop too.
  const forgetOnInterrupt = stopOnInterrupt(async () => {
    await stopProcess(vite);
    await stopProcess(tsc);
  });
  try {
    await waitForOutput(vite, /Local:/, 60_000);
    printWelcome(stack, `http://${HOST}:${PORTS.vite}`);
    await waitForStopSignal();
  } finally {
    await stopProcess(vite);
    await stopProcess(tsc);
    await stack.stop();
    forgetOnInterrupt();
  }
  return 0;
}
