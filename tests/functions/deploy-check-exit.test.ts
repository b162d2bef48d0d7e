/**
 * `npm run deploy:check` ends once it has reported (issue 33). firebase-tools' functions discovery
 * leaves timers of its own behind, its discovery timeout among them; Node waited for them after
 * "Ready to deploy.". Here that timeout is 600 s, so a check that waited would outlast the test.
 * Runs with the emulator suites because it needs the functions built (functions/lib), as the
 * stack's build leaves them; it uses no emulator.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
let child: ChildProcess | undefined;

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
});

it('reports the functions and ends without waiting for firebase-tools’ discovery timeout', async () => {
  const running = spawn(
    process.execPath,
    [`${ROOT}emulators/stack/bin/facet-stack.mjs`, 'deploy-check', '--no-build'],
    {
      cwd: ROOT,
      env: { ...process.env, FUNCTIONS_DISCOVERY_TIMEOUT: '600' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child = running;
  let output = '';
  running.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => running.on('exit', resolve));
  expect(output).toContain('discovered and validated by firebase-tools');
  expect(output).toContain('Ready to deploy.');
  expect(code).toBe(0);
}, 120_000);
