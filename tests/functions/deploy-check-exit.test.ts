/**
 * `npm run deploy:check` ends once it has reported (issue 33). firebase-tools' functions discovery
 * leaves timers of its own behind, its discovery timeout among them; Node waited for them after
 * "Ready to deploy.". Here that timeout is 600 s, so a check that waited would outlast the test.
 * Runs with the emulator suites because it needs the functions built (functions/lib), as the
 * stack's build leaves them; it uses no emulator.
 */
import { afterEach, expect, it } from 'vitest';
import { startProcess, stopProcess, type Managed } from '../../emulators/stack/src/processes.js';

const ROOT = new URL('../../', import.meta.url).pathname;
let check: Managed | undefined;

// A check that hangs is stopped with its process group (the functions' discovery process too).
afterEach(async () => {
  if (check) await stopProcess(check, 0);
  check = undefined;
});

it('reports the functions and ends without waiting for firebase-tools’ discovery timeout', async () => {
  check = startProcess(
    'deploy check',
    process.execPath,
    [`${ROOT}emulators/stack/bin/facet-stack.mjs`, 'deploy-check', '--no-build'],
    {
      cwd: ROOT,
      env: { ...process.env, FUNCTIONS_DISCOVERY_TIMEOUT: '600' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  check.child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  check.child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await check.exited;
  expect(output).toContain('discovered and validated by firebase-tools');
  expect(output).toContain('Ready to deploy.');
  expect(code).toBe(0);
}, 120_000);
