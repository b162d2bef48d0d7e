import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { BIN, ROOT, TSC, tscCheckerArgs } from './paths.ts';
import { formatSeconds } from './timing.ts';

/** One check of `npm run lint`: a command whose exit code says whether it passed. */
export interface LintTask {
  name: string;
  command: string;
  args: string[];
}

/** Checks that run side by side: as many as the machine has cores (FACET_LINT_SLOTS overrides). */
export const LINT_SLOTS = Number(process.env['FACET_LINT_SLOTS']) || availableParallelism();

/**
 * The type checks, one per TypeScript project (each has its own compiler options), each with the
 * type checkers of its share of the cores (`tscCheckerArgs`).
 */
const TYPE_CHECKS: readonly LintTask[] = [
  'web',
  'functions',
  'tests',
  'bench',
  'emulators/database',
  'emulators/seed',
  'emulators/stack',
].map((project) => ({
  name: `tsc -p ${project}`,
  command: process.execPath,
  args: [TSC, '-p', project, '--noEmit', ...tscCheckerArgs(LINT_SLOTS)],
}));

/**
 * Every check, the longest first so that the pool ends together (measured alone on a quiet 2-core
 * machine: ESLint 34–37 s, the web's type check 11 s with TypeScript 7 and one checker, 46 s with
 * 6, the others 1–3 s each, oxfmt's check under 1 s).
 */
export const LINT_TASKS: readonly LintTask[] = [
  { name: 'eslint', command: `${BIN}/eslint`, args: ['.'] },
  // oxfmt: Prettier's formatting (same options, same output but for long unions' line breaks)
  // in native code: under a second for the repository where Prettier took 35 s of a core's time.
  { name: 'oxfmt --check', command: `${BIN}/oxfmt`, args: ['--check', '.'] },
  TYPE_CHECKS[0]!,
  ...TYPE_CHECKS.slice(1),
  {
    name: 'import cycles',
    command: process.execPath,
    args: [`${ROOT}emulators/stack/bin/facet-stack.mjs`, 'cycles'],
  },
];

export interface TaskOutcome {
  task: LintTask;
  code: number;
  output: string;
  seconds: number;
}

function runBuffered(task: LintTask): Promise<TaskOutcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(task.command, task.args, {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (code: number) =>
      resolve({ task, code, output, seconds: (performance.now() - started) / 1000 });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
    child.on('error', (error) => {
      output += error.message;
      done(127);
    });
  });
}

/**
 * Runs `tasks` at most `slots` at a time, each task's output printed whole when it ends (never
 * interleaved), and resolves with every outcome in the order of `tasks`.
 */
export async function runPool(
  tasks: readonly LintTask[],
  slots: number,
  report: (outcome: TaskOutcome) => void,
): Promise<TaskOutcome[]> {
  const outcomes: TaskOutcome[] = new Array(tasks.length);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      const outcome = await runBuffered(tasks[index]!);
      outcomes[index] = outcome;
      report(outcome);
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(slots, tasks.length)) }, worker));
  return outcomes;
}

function printOutcome(outcome: TaskOutcome) {
  const mark = outcome.code === 0 ? 'ok  ' : 'FAIL';
  console.log(`${mark} ${outcome.task.name} (${formatSeconds(outcome.seconds)})`);
  const text = outcome.output.trim();
  if (text) console.log(text.replace(/^/gm, '     '));
}

/**
 * `npm run lint` (ESLint, Prettier and every type check) and `npm run typecheck` (`--types`):
 * the checks are independent and each uses one core, so they run side by side, as many at a time
 * as the machine has cores (FACET_LINT_SLOTS overrides). Exit code 1 when any fails.
 */
export async function lintCommand(args: string[]): Promise<number> {
  const tasks = args.includes('--types') ? TYPE_CHECKS : LINT_TASKS;
  const slots = LINT_SLOTS;
  const started = performance.now();
  const outcomes = await runPool(tasks, slots, printOutcome);
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  const total = formatSeconds((performance.now() - started) / 1000);
  console.log(
    failed.length === 0
      ? `All ${outcomes.length} checks passed in ${total} (${slots} at a time).`
      : `${failed.length} of ${outcomes.length} checks failed: ${failed.map((f) => f.task.name).join(', ')} (${total}).`,
  );
  return failed.length === 0 ? 0 : 1;
}
