import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testDir } from './test-dir.ts';

const INTERRUPTS = fileURLToPath(new URL('./interrupts.ts', import.meta.url));
const WAIT_FOR_STOP = fileURLToPath(new URL('./wait-for-stop.ts', import.meta.url));

/**
 * Runs `body` (TypeScript, with `stopOnInterrupt`, `waitForStopSignal` and `note(line)` in scope)
 * in a process of its own, sends it `signal` once it printed "ready", and answers its exit code
 * and the lines it noted.
 */
async function interrupted(body: string, signal: NodeJS.Signals) {
  const dir = testDir('facet-interrupts-');
  const notes = join(dir, 'notes.txt');
  const script = join(dir, 'script.mts');
  writeFileSync(notes, '');
  writeFileSync(
    script,
    [
      `import { appendFileSync } from 'node:fs';`,
      `import { stopOnInterrupt } from ${JSON.stringify(INTERRUPTS)};`,
      `import { waitForStopSignal } from ${JSON.stringify(WAIT_FOR_STOP)};`,
      `const note = (line: string) => appendFileSync(${JSON.stringify(notes)}, line + '\\n');`,
      `void waitForStopSignal;`,
      body,
      `setInterval(() => {}, 1_000);`,
      `console.log('ready');`,
    ].join('\n'),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    // Its error output (a failing stop is printed there) is kept out of the test's.
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    }),
  );
  child.kill(signal);
  const code = await exited;
  return { code, notes: readFileSync(notes, 'utf8').trim().split('\n').filter(Boolean) };
}

describe('stopOnInterrupt', () => {
  it('on Ctrl-C stops what is registered, latest first, waiting for each, then exits with 130', async () => {
    const { code, notes } = await interrupted(
      [
        `stopOnInterrupt(async () => note('stack stopped'));`,
        `stopOnInterrupt(async () => {`,
        `  await new Promise((resolve) => setTimeout(resolve, 200));`,
        `  note('command stopped');`,
        `});`,
      ].join('\n'),
      'SIGINT',
    );
    expect(code).toBe(130);
    expect(notes).toEqual(['command stopped', 'stack stopped']);
  }, 30_000);

  it('on SIGTERM the same, with 143; a stop that fails leaves the others to run', async () => {
    const { code, notes } = await interrupted(
      [
        `stopOnInterrupt(async () => note('stack stopped'));`,
        `stopOnInterrupt(async () => { throw new Error('already gone'); });`,
      ].join('\n'),
      'SIGTERM',
    );
    expect(code).toBe(143);
    expect(notes).toEqual(['stack stopped']);
  }, 30_000);

  it('leaves the signal to a command that waits for it (npm start), and forgets what was removed', async () => {
    const { code, notes } = await interrupted(
      [
        `const forget = stopOnInterrupt(async () => note('removed one stopped'));`,
        `forget();`,
        `stopOnInterrupt(async () => note('stack stopped by the interrupt'));`,
        `void waitForStopSignal().then((signal) => { note('the command got ' + signal); process.exit(0); });`,
      ].join('\n'),
      'SIGINT',
    );
    expect(code).toBe(0);
    expect(notes).toEqual(['the command got SIGINT']);
  }, 30_000);
});
