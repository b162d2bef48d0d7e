/**
 * V8's deoptimisations of a bench's own process, counted from its log (`--log-deopt`): how often
 * optimised code met a value it was not compiled for and was thrown away (docs/benchmarks.md,
 * "Recompute: arrays of one kind"). A count that grows means code that hands on values of another
 * shape than before (an array of another elements kind, an object of another map), and each such
 * deoptimisation costs a compile again.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** One deoptimisation: where (`file:line:column` of the code V8 ran, the innermost when inlined) and why. */
export interface Deopt {
  location: string;
  reason: string;
}

/** The node flags that make a process log its deoptimisations to `logFile`. */
export function deoptLogFlags(logFile: string): string[] {
  return ['--log-deopt', `--logfile=${logFile}`, '--no-logfile-per-isolate'];
}

/**
 * The deoptimisations of a V8 log at a location that contains `pathPart` (e.g. the folder of the
 * code the bench measures): those where optimised code met a value it was not made for (kinds
 * `deopt-eager` and `deopt-soft`), not the frames thrown away with them (`deopt-lazy`) or code
 * whose assumptions changed. A `code-deopt` line is
 * `code-deopt,time,size,code,inlining,offset,kind,<location>[ inlined at <caller>…],reason`.
 */
export function deoptsIn(log: string, pathPart: string): Deopt[] {
  const deopts: Deopt[] = [];
  for (const line of log.split('\n')) {
    const match =
      /^code-deopt,(?:[^,]*,){5}deopt-(?:eager|soft),<([^>]*)>(?: inlined at <[^>]*>)*,(.*)$/.exec(
        line,
      );
    if (!match || !match[1]!.includes(pathPart)) continue;
    deopts.push({ location: match[1]!, reason: match[2]! });
  }
  return deopts;
}

/**
 * Runs `node args` pinned to CPU 0 where `taskset` exists (else unpinned), its standard output
 * passed on line by line without V8's own trace of each deoptimisation (which `--log-deopt` also
 * prints); resolves with its exit code.
 */
export async function runPinnedQuietly(args: readonly string[]): Promise<number> {
  const run = (command: string, commandArgs: readonly string[]) =>
    new Promise<number | 'missing'>((resolve) => {
      const child = spawn(command, commandArgs, { stdio: ['inherit', 'pipe', 'inherit'] });
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        if (!line.startsWith('[bailout')) console.log(line);
      });
      child.on('error', () => resolve('missing'));
      child.on('close', (code) => resolve(code ?? 1));
    });
  const pinned = await run('taskset', ['-c', '0', process.execPath, ...args]);
  if (pinned !== 'missing') return pinned;
  const unpinned = await run(process.execPath, args);
  return unpinned === 'missing' ? 1 : unpinned;
}
