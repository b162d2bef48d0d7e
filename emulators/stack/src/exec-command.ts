import { buildFunctions, buildWeb } from './build.ts';
import { TEST_DEMO_COPIES } from './demo-copies.ts';
import { BIN, ROOT } from './paths.ts';
import { run } from './processes.ts';
import { startStack } from './stack.ts';
import { FIXED_ENV, findChromium } from './test-command.ts';

/**
 * `facet-stack exec [--no-build] -- <command> [args...]`: builds functions and web (unless
 * `--no-build`), starts the whole stack as `npm test` does (with a demo copy per browser-test
 * worker and one for the Firefox journeys), runs one command against it with the stack's environment (database/auth emulator hosts,
 * web URL, Chromium path, UTC, demo copies) and stops the stack again. For running a subset of the emulator-backed or browser tests while developing, e.g.
 * `npm run stack:exec -- npx vitest run --config tests/vitest.config.ts tests/imports`, or the
 * Firefox journeys: `npm run stack:exec -- vitest run --config tests/firefox/vitest.config.ts`.
 */
export async function execCommand(args: string[]): Promise<number> {
  const separator = args.indexOf('--');
  const options = separator === -1 ? [] : args.slice(0, separator);
  const [command, ...commandArgs] = separator === -1 ? args : args.slice(separator + 1);
  if (!command) {
    console.error('Usage: facet-stack exec [--no-build] -- <command> [args...]');
    return 2;
  }
  if (!options.includes('--no-build')) {
    await buildFunctions();
    await buildWeb();
  }
  const stack = await startStack({ hosting: true, quiet: true, demoCopies: TEST_DEMO_COPIES });
  try {
    const chromium = findChromium();
    return await run(command, commandArgs, {
      cwd: ROOT,
      env: {
        ...stack.env,
        ...FIXED_ENV,
        PATH: `${BIN}:${process.env['PATH'] ?? ''}`,
        FACET_WEB_URL: stack.webUrl ?? '',
        ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
      },
    });
  } finally {
    await stack.stop();
  }
}
