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
