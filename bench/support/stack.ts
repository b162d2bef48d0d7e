/**
 * The emulator stack for browser benchmarks: the one already running (`npm start`) when it
 * answers, else a fresh one (functions and web built first) that is stopped afterwards.
 */
import { buildFunctions, buildWeb } from '../../emulators/stack/src/build.ts';
import { DATABASE_NAMESPACE, HOST, PORTS } from '../../emulators/stack/src/paths.ts';
import { startStack } from '../../emulators/stack/src/stack.ts';

export interface BenchStack {
  webUrl: string;
  databaseUrl: string;
  authUrl: string;
  /** True when this process started the stack (and `stop` shuts it down). */
  own: boolean;
  stop(): Promise<void>;
}

const HOSTING_URL = `http://${HOST}:${PORTS.hosting}`;
/**
 * The web app to measure: Hosting's, or FACET_WEB_URL (as `npm run stack:exec` sets it; or e.g. a
 * `vite preview` of the build beside `npm run dev`, whose stack serves no Hosting).
 */
const WEB_URL = process.env['FACET_WEB_URL'] || HOSTING_URL;
const DATABASE_URL = `http://${HOST}:${PORTS.database}`;
const AUTH_URL = `http://${HOST}:${PORTS.auth}`;

async function answers(url: string, init: RequestInit = {}): Promise<boolean> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Hosting, the database (admin read) and Auth all answer: a whole stack is running. */
async function stackRunning(): Promise<boolean> {
  const checks = await Promise.all([
    answers(WEB_URL),
    answers(`${DATABASE_URL}/.json?ns=${DATABASE_NAMESPACE}&shallow=true`, {
      headers: { Authorization: 'Bearer owner' },
    }),
    answers(AUTH_URL),
  ]);
  return checks.every(Boolean);
}

export async function useStack(log: (line: string) => void): Promise<BenchStack> {
  const base = { webUrl: WEB_URL, databaseUrl: DATABASE_URL, authUrl: AUTH_URL };
  if (await stackRunning()) {
    log(`Using the running stack at ${WEB_URL} (its web/dist build, as served).`);
    return { ...base, own: false, stop: async () => {} };
  }
  log('No stack running: building functions and web, starting the stack...');
  const started = performance.now();
  await buildFunctions();
  await buildWeb();
  const stack = await startStack({ hosting: true, quiet: true });
  log(`  stack ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { ...base, webUrl: HOSTING_URL, own: true, stop: () => stack.stop() };
}

/**
 * A bench's whole run on the stack: `useStack`, then `bench`, then the stack stopped (when this
 * process started it); a failure is printed and the process exits with 1 once the stack is down.
 */
export async function runOnStack(
  log: (line: string) => void,
  bench: (stack: BenchStack) => Promise<void>,
): Promise<void> {
  const stack = await useStack(log);
  let failed = false;
  try {
    await bench(stack);
  } catch (failure) {
    failed = true;
    console.error(failure);
  } finally {
    await stack.stop();
  }
  if (failed) process.exit(1);
}
