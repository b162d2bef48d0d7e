/**
 * A dedicated database emulator for the security-rules suites: each suite starts its own on an
 * ephemeral port (never the shared stack's 9000, which holds demo data), loads
 * `database.rules.json` through @firebase/rules-unit-testing and stops it at the end.
 */
import { readFileSync } from 'node:fs';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/app';
import {
  startEmulator,
  type RunningEmulator,
} from '../../emulators/database/src/server/emulator.js';

/** The project (and so the database namespace: rules-unit-testing uses `ns=<projectId>`). */
export const RULES_PROJECT_ID = 'demo-facet';
export const RULES_FILE = new URL('../../database.rules.json', import.meta.url);

/** Every operation has a deadline, so a hang fails a case instead of stalling the suite. */
export const OP_TIMEOUT_MS = 5000;

export interface RulesHarness {
  readonly env: RulesTestEnvironment;
  readonly emulator: RunningEmulator;
  /** The rules coverage report of our namespace (`GET /.inspect/coverage.json`). */
  coverage(): Promise<CoverageReport>;
  /** The same report as the emulator's HTML page (`GET /.inspect/coverage`). */
  coverageHtml(): Promise<string>;
  stop(): Promise<void>;
}

/** `/.inspect/coverage.json` as docs/emulator-protocol.md describes it. */
export interface CoverageReport {
  readonly expressions: readonly {
    readonly path: string;
    readonly kind: string;
    readonly source: string;
    readonly line: number;
    readonly column: number;
    readonly counts: { readonly true: number; readonly false: number; readonly error: number };
  }[];
  readonly evaluated: number;
  readonly total: number;
}

/** `GET /.inspect/coverage<suffix>` of our namespace (`.json`: the JSON, none: the HTML page). */
async function coverageText(emulator: RunningEmulator, suffix: '' | '.json'): Promise<string> {
  const response = await fetch(
    `${emulator.url}/.inspect/coverage${suffix}?ns=${RULES_PROJECT_ID}`,
    { signal: AbortSignal.timeout(OP_TIMEOUT_MS) },
  );
  if (!response.ok) throw new Error(`coverage: ${response.status} ${await response.text()}`);
  return response.text();
}

/** Starts an emulator on a free port and a rules-unit-testing environment bound to it. */
export async function startRulesHarness(): Promise<RulesHarness> {
  // Every refused write would log a "FIREBASE WARNING … permission_denied"; refusals are the point.
  setLogLevel('error');
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0 });
  const env = await initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    database: {
      host: '127.0.0.1',
      port: emulator.port,
      rules: readFileSync(RULES_FILE, 'utf8'),
    },
  });
  return {
    env,
    emulator,
    async coverage() {
      return JSON.parse(await coverageText(emulator, '.json')) as CoverageReport;
    },
    coverageHtml: () => coverageText(emulator, ''),
    async stop() {
      await env.cleanup();
      await emulator.stop();
    },
  };
}

/** Rejects when `promise` does not settle within the deadline. */
export function withTimeout<T>(promise: Promise<T>, label: string, ms = OP_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms: ${label}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs a database operation and tells whether the rules allowed it: `true` when it succeeded,
 * `false` when it was refused with permission denied; anything else (timeouts, bad data the SDK
 * refuses locally) is thrown, so it can never be mistaken for a rules decision.
 */
export async function allowed(operation: Promise<unknown>, label: string): Promise<boolean> {
  try {
    await withTimeout(operation, label);
    return true;
  } catch (error) {
    const text =
      error instanceof Error
        ? `${error.message} ${String((error as { code?: unknown }).code)}`
        : String(error);
    if (/permission[_ ]denied/i.test(text)) return false;
    throw error;
  }
}

/**
 * Closes a context's app (its WebSocket) once a test is done with it, through the context's own
 * cleanup so that `env.cleanup()` later does not delete the app twice.
 */
export function closeContext(context: RulesTestContext): void {
  (context as unknown as { cleanup(): void }).cleanup();
}

/** Writes `data` at the root with rules disabled (seeding), awaited. */
export async function seed(env: RulesTestEnvironment, data: object): Promise<void> {
  await withTimeout(
    env.withSecurityRulesDisabled(async (context) => {
      await context.database().ref().set(data);
    }),
    'seed',
  );
}
