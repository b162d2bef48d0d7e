import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_NAMESPACE, HOST, PORTS, PROJECT_ID, ROOT, STACK_DIR } from './paths.ts';
import {
  isPortInUse,
  startProcess,
  stopProcess,
  waitForOutput,
  type Managed,
} from './processes.ts';
import { demoUsersOf, type DemoUser } from '../../seed/src/demo-users.ts';
import { loadDemoDatabase } from '../../seed/src/load.ts';
import { loadBuildingRegistry } from '../../seed/src/registry-load.ts';
import { DEMO_NOW_ENV } from './demo-clock.ts';
import { DEMO_COPIES_ENV } from './demo-copies.ts';
import { emulatorEnv } from './emulator-env.ts';
import { functionsRegion, webRegionProblem } from './functions-region.ts';
import { stopOnInterrupt } from './interrupts.ts';
import { protectEmailEnumeration, readDemoUsers, seedDemoUsers } from './seed.ts';
import { WARMED_AT_ENV, warmFunctions } from './warm-functions.ts';

export interface StackOptions {
  /** Serve web/dist through the Hosting emulator (start, test) or not (dev runs Vite itself). */
  hosting: boolean;
  /** Write emulator output to .stack/logs instead of the terminal. */
  quiet: boolean;
  /**
   * Copies of the demo portfolio loaded besides the demo, one per browser-test worker
   * (demo-copies.ts); default none, as `npm start` shows the demo.
   */
  demoCopies?: number;
}

export interface RunningStack {
  /**
   * Variables for the processes run against the stack: the emulator hosts, and
   * `FACET_DEMO_NOW_MS`, the instant the demo is dated from (demo-clock.ts), and
   * `FACET_FUNCTIONS_REGION`, the functions' region (functions-region.ts), and
   * `FACET_FUNCTIONS_WARMED_AT_MS`, by when every directly called function had its worker
   * (warm-functions.ts).
   */
  env: NodeJS.ProcessEnv;
  /** The instant the demo portfolio is dated from: when the stack loaded it. */
  demoNowMs: number;
  demoUsers: DemoUser[];
  webUrl: string | null;
  stop(): Promise<void>;
}

const DATABASE_CLI = `${ROOT}emulators/database/src/cli.ts`;
const FIREBASE_EMULATORS = `${ROOT}emulators/stack/bin/firebase-emulators.cjs`;

async function assertPortsFree(ports: number[]): Promise<void> {
  for (const port of ports) {
    if (await isPortInUse(HOST, port)) {
      throw new Error(
        `Port ${port} is already in use. Is \`npm start\` or another emulator running? Stop it first.`,
      );
    }
  }
}

/**
 * Starts the offline stack in order (DESIGN.md section 6): our database emulator first, so that
 * firebase-tools and the functions it runs see FIREBASE_DATABASE_EMULATOR_HOST; then the Auth,
 * Functions (and Hosting) emulators; then the demo users.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const withDatabase = existsSync(DATABASE_CLI);
  const ports: number[] = [PORTS.hub, PORTS.logging, PORTS.auth, PORTS.functions];
  if (options.hosting) ports.push(PORTS.hosting);
  if (withDatabase) ports.push(PORTS.database);
  await assertPortsFree(ports);
  mkdirSync(`${STACK_DIR}/logs`, { recursive: true });

  const region = functionsRegion(ROOT, PROJECT_ID);
  const webRegion = webRegionProblem(ROOT, 'emulator', 'emulator');
  if (webRegion) throw new Error(webRegion.problem);
  const env = emulatorEnv(process.env, region);
  const started: Managed[] = [];
  // firebase-tools makes a socket in the temporary directory for each function worker it starts
  // and leaves it there when it stops the worker (ten or more a stack, never removed): it and its
  // workers get a temporary directory of their own, removed when the stack stops.
  const firebaseTmp = mkdtempSync(join(tmpdir(), 'facet-firebase-'));
  let stopped: Promise<void> | null = null;
  // Once, whoever asks first (the command when it ends, or an interrupt meanwhile).
  const stop = () =>
    (stopped ??= (async () => {
      for (const managed of [...started].reverse()) await stopProcess(managed);
      rmSync(firebaseTmp, { recursive: true, force: true });
      forgetOnInterrupt();
    })());
  const forgetOnInterrupt = stopOnInterrupt(stop);

  try {
    if (withDatabase) {
      const database = startProcess(
        'database emulator',
        process.execPath,
        [
          '--import',
          'tsx',
          DATABASE_CLI,
          '--host',
          HOST,
          '--port',
          String(PORTS.database),
          '--rules',
          `${ROOT}database.rules.json`,
          '--ns',
          DATABASE_NAMESPACE,
          // In the functions' region, as a deployment's database is: a 2nd-gen trigger of another
          // region would never fire there, and is refused here.
          '--location',
          region,
          // Where trigger events go, as firebase-tools tells Firebase's own database emulator.
          '--functions_emulator_host',
          HOST,
          '--functions_emulator_port',
          String(PORTS.functions),
        ],
        { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      started.push(database);
      pipeOutput(database, options.quiet, 'database');
      await waitForOutput(database, /Database emulator ready/, 30_000);
      env['FIREBASE_DATABASE_EMULATOR_HOST'] = `${HOST}:${PORTS.database}`;
      env['DATABASE_URL'] = `http://${HOST}:${PORTS.database}?ns=${DATABASE_NAMESPACE}`;
    }

    const only = ['auth', 'functions', 'tasks', ...(options.hosting ? ['hosting'] : [])].join(',');
    // firebase-tools with our database emulator registered as its own (database triggers).
    const firebase = startProcess(
      'firebase emulators',
      process.execPath,
      [FIREBASE_EMULATORS, 'emulators:start', '--only', only, '--project', PROJECT_ID],
      { cwd: ROOT, env: { ...env, TMPDIR: firebaseTmp }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    started.push(firebase);
    pipeOutput(firebase, options.quiet, 'firebase');
    await waitForOutput(firebase, /All emulators ready/, 120_000);
    // Every function a request reaches gets its worker now, beside the seeding (warm-functions.ts).
    const warmed = warmFunctions(`http://${HOST}:${PORTS.functions}`, PROJECT_ID);
    warmed.catch(() => undefined);

    await protectEmailEnumeration();
    const demoUsers = await readDemoUsers();
    const copies = options.demoCopies ?? 0;
    await seedDemoUsers(demoUsers);
    for (let copy = 1; copy <= copies; copy += 1) {
      await seedDemoUsers(demoUsersOf(copy, demoUsers));
    }
    if (copies > 0) env[DEMO_COPIES_ENV] = String(copies);
    // The demo is dated from now: tasks due and missed, alerts, warranties ending and logs lead
    // up to this instant; bills and meter data end with the last complete month before it.
    const demoNowMs = Date.now();
    env[DEMO_NOW_ENV] = String(demoNowMs);
    if (withDatabase) {
      await loadDemoDatabase({
        databaseOrigin: `http://${HOST}:${PORTS.database}`,
        namespace: DATABASE_NAMESPACE,
        now: new Date(demoNowMs),
        users: demoUsers,
        copies,
      });
      await loadBuildingRegistry({
        databaseOrigin: `http://${HOST}:${PORTS.database}`,
        namespace: DATABASE_NAMESPACE,
      });
      await recomputeDemoMetrics(region);
    }
    await warmed;
    env[WARMED_AT_ENV] = String(Date.now());
    return {
      env,
      demoNowMs,
      demoUsers,
      webUrl: options.hosting ? `http://${HOST}:${PORTS.hosting}` : null,
      stop,
    };
  } catch (failure) {
    await stop();
    throw failure;
  }
}

/**
 * Runs the nightly `nightlyPass` once through the Functions emulator's trigger route (the
 * emulator has no scheduler), so the demo buildings have their `/metrics` from the start.
 */
async function recomputeDemoMetrics(region: string): Promise<void> {
  const response = await fetch(
    `http://${HOST}:${PORTS.functions}/functions/projects/${PROJECT_ID}/triggers/${region}-nightlyPass-0`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(180_000),
    },
  );
  if (!response.ok) {
    throw new Error(
      `Computing the demo metrics failed: ${response.status} ${await response.text()}`,
    );
  }
}

function pipeOutput(managed: Managed, quiet: boolean, logName: string): void {
  if (quiet) {
    const log = createWriteStream(`${STACK_DIR}/logs/${logName}.log`);
    managed.child.stdout?.pipe(log);
    managed.child.stderr?.pipe(log);
    return;
  }
  managed.child.stdout?.pipe(process.stdout);
  managed.child.stderr?.pipe(process.stderr);
}
