import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

/** Repository root (emulators/stack/src → ../../..). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const STACK_DIR = `${ROOT}.stack`;
export const BIN = `${ROOT}node_modules/.bin`;
/**
 * The TypeScript compiler that checks and builds: TypeScript 7, the native one (`typescript-native`
 * in package.json, about four times faster on two cores), the same checks and output as 6. The
 * `typescript` package stays at 6 for the tools that need its JavaScript API (typescript-eslint);
 * both name a `tsc` bin, so this path never goes through node_modules/.bin.
 */
export const TSC = `${ROOT}node_modules/typescript-native/bin/tsc`;

/**
 * TypeScript 7's `--checkers` for a check or build that shares the machine with `sharers - 1`
 * other tasks (the lint's pool, the unit tests beside the stack's build): one type checker per core
 * it can have, at least one, at most the compiler's default of four. Each checker builds its own
 * view of the global types, so four of them on two busy cores doubled the CPU of a slower check
 * (`tsc -p web --noEmit` alone on the 2-core machine: 27.3 core-seconds in 14.1 s with four
 * checkers, 14.0 in 11.0 s with one; every project checked faster with one).
 */
export function tscCheckerArgs(sharers: number, cores = availableParallelism()): string[] {
  const checkers = Math.min(4, Math.max(1, Math.floor(cores / Math.max(1, sharers))));
  return ['--checkers', String(checkers)];
}

/** The demo project: a `demo-` id can never touch a live project (DESIGN.md section 6). */
export const PROJECT_ID = 'demo-facet';
/** Namespace every client uses (the SDK's default for the project id). */
export const DATABASE_NAMESPACE = `${PROJECT_ID}-default-rtdb`;

/** Ports pinned in firebase.json; kept here for the processes that need them before it is read. */
export const PORTS = {
  hub: 4400,
  logging: 4500,
  auth: 9099,
  functions: 5001,
  database: 9000,
  hosting: 5000,
  tasks: 9499,
  vite: 5173,
} as const;

export const HOST = '127.0.0.1';
