import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createConnection } from 'node:net';
// `.js`: the emulator-backed tests (tests/tsconfig.json) import this file too.
import { stopOnInterrupt } from './interrupts.js';

export interface Managed {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number>;
}

/** Starts a child process in its own process group so that stopping it stops its children too. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Managed {
  const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolve(127));
  });
  return { name, child, exited };
}

/**
 * Runs a command to completion with inherited output; resolves with its exit code. Interrupted
 * meanwhile (`stopOnInterrupt`), it is ended before the stack it runs against.
 */
export async function run(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<number> {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  const exited = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolve(127));
  });
  const forget = stopOnInterrupt(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  try {
    return await exited;
  } finally {
    forget();
  }
}

/**
 * Runs a command to completion with its output (stdout and stderr) written to `file` instead of
 * the terminal, for a command running beside another whose output is shown; resolves with its
 * exit code.
 */
export async function runToFile(
  command: string,
  args: string[],
  file: string,
  options: SpawnOptions = {},
): Promise<number> {
  const fd = openSync(file, 'w');
  try {
    return await run(command, args, { ...options, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
}

/** Resolves once `predicate` matches a line the process prints; rejects if it exits or times out. */
export function waitForOutput(
  managed: Managed,
  predicate: RegExp,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer = (buffer + chunk.toString()).slice(-20_000);
      if (predicate.test(buffer)) finish();
    };
    const timer = setTimeout(
      () => fail(new Error(`${managed.name} did not become ready within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const finish = () => {
      cleanup();
      resolve();
    };
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      clearTimeout(timer);
      managed.child.stdout?.off('data', onData);
      managed.child.stderr?.off('data', onData);
    };
    managed.child.stdout?.on('data', onData);
    managed.child.stderr?.on('data', onData);
    void managed.exited.then((code) => fail(new Error(`${managed.name} exited with code ${code}`)));
  });
}

/** Stops a process group: SIGINT first (graceful), SIGKILL after `graceMs`. */
export async function stopProcess(managed: Managed, graceMs = 10_000): Promise<void> {
  const pid = managed.child.pid;
  if (pid === undefined || managed.child.exitCode !== null) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGINT');
  const killed = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await managed.exited;
  clearTimeout(killed);
}

/** True when something accepts TCP connections on host:port. */
export function isPortInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
