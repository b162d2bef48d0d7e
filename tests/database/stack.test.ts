import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, onValue, ref } from 'firebase/database';
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_ORIGIN,
  DATABASE_HOST,
  DATABASE_NAMESPACE as NAMESPACE,
  HOST,
  PROJECT_ID,
  adminDatabase as adminRest,
  createAccount,
  triggerUrl,
} from '../support/emulators.js';

interface FunctionWorker {
  /** The function it serves (its `FUNCTION_TARGET`). */
  target: string;
  /** When it started, in ms since the epoch. */
  startMs: number;
  /** Its temporary directory (`TMPDIR`), if set. */
  tmpdir: string | undefined;
}

/** The running workers of firebase-tools' Functions emulator, read from /proc. */
function functionWorkers(): FunctionWorker[] {
  const uptimeS = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
  const nowMs = Date.now();
  const workers: FunctionWorker[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let environ: string;
    let stat: string;
    try {
      environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const target = /(?:^|\0)FUNCTION_TARGET=([^\0]*)/.exec(environ)?.[1];
    if (!target) continue;
    // Field 22 of stat (the 20th after the command's closing parenthesis): start in ticks of 10 ms.
    const startTicks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    workers.push({
      target,
      startMs: nowMs - (uptimeS - startTicks / 100) * 1000,
      tmpdir: /(?:^|\0)TMPDIR=([^\0]*)/.exec(environ)?.[1],
    });
  }
  return workers;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out: ${what}`)), ms)),
  ]);
}

const apps: FirebaseApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

describe.runIf(DATABASE_HOST)('database emulator in the stack', () => {
  it('revokes a live listener as soon as the user signs out (web SDK, Auth emulator)', async () => {
    const account = await createAccount();
    await adminRest('PUT', `/tracking/${account.uid}/seeded`, { pageName: 'Sign In', at: 1 });
    const app = initializeApp(
      {
        apiKey: 'demo-api-key',
        projectId: PROJECT_ID,
        databaseURL: `https://${NAMESPACE}.firebaseio.com`,
      },
      `revoke-${account.uid}`,
    );
    apps.push(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, AUTH_ORIGIN, { disableWarnings: true });
    const database = getDatabase(app);
    const [host, port] = (DATABASE_HOST ?? '').split(':');
    connectDatabaseEmulator(database, host ?? '127.0.0.1', Number(port));
    await signInWithEmailAndPassword(auth, account.email, account.password);

    let cancelled: Error | null = null;
    const firstValue = new Promise<unknown>((resolve) => {
      onValue(
        ref(database, `tracking/${account.uid}`),
        (snapshot) => resolve(snapshot.val()),
        (error) => {
          cancelled = error;
        },
      );
    });
    await expect(within(firstValue, 10_000, 'first value')).resolves.toEqual({
      seeded: { pageName: 'Sign In', at: 1 },
    });

    await signOut(auth);
    await within(
      new Promise<void>((resolve) => {
        const poll = setInterval(() => {
          if (cancelled) {
            clearInterval(poll);
            resolve();
          }
        }, 20);
      }),
      10_000,
      'listener revoked',
    );
    expect(String(cancelled)).toMatch(/permission_denied/i);
  });

  it('started a worker of every function a request reaches before any suite ran', async () => {
    const warmedAtMs = Number(process.env['FACET_FUNCTIONS_WARMED_AT_MS']);
    expect(warmedAtMs).toBeGreaterThan(0);
    const listing = (await (await fetch(`http://${HOST}:5001/backends`)).json()) as {
      backends: { functionTriggers: { entryPoint: string; httpsTrigger?: object }[] }[];
    };
    const called = listing.backends
      .flatMap((backend) => backend.functionTriggers)
      .filter((listed) => listed.httpsTrigger)
      .map((listed) => listed.entryPoint);
    expect(called).toEqual(expect.arrayContaining(['imports', 'series', 'users', 'recomputeBulk']));
    const workers = functionWorkers();
    const coldAtStart = called.filter(
      // /proc's start times are in ticks of 10 ms; a worker is warm if started before the mark.
      (name) =>
        !workers.some((worker) => worker.target === name && worker.startMs <= warmedAtMs + 20),
    );
    expect(coldAtStart).toEqual([]);
  });

  it("keeps the Functions emulator's worker sockets in a temporary directory the stack removes", () => {
    // firebase-tools leaves each worker's socket (`fire_emu_*.sock`) where it made it when it
    // stops the worker: in a directory of the stack's own (stack.ts), not the machine's /tmp.
    const workers = functionWorkers();
    expect(workers.length).toBeGreaterThan(0);
    const dirs = [...new Set(workers.map((worker) => worker.tmpdir))];
    expect(dirs).toHaveLength(1);
    expect(dirs[0]).toMatch(/\/facet-firebase-[^/]+$/);
    // One socket a worker, and those of workers stopped before (replaced after a timeout, say).
    // A worker started in the last seconds (for a suite running beside this one) may not have
    // made its socket yet.
    const sockets = readdirSync(dirs[0]!).filter((name) => /^fire_emu_\w+\.sock$/.test(name));
    const settled = workers.filter((worker) => Date.now() - worker.startMs > 5_000);
    expect(sockets.length).toBeGreaterThanOrEqual(settled.length);
  });

  it('runs the scheduled pruneTracking function through the trigger route; it reads and writes as admin', async () => {
    const account = await createAccount();
    const now = Date.now();
    const old = now - 500 * 86_400_000;
    await adminRest('PUT', `/tracking/${account.uid}`, {
      old: { pageName: 'Sign In', at: old },
      recent: { pageName: 'Sign In', at: now - 86_400_000 },
    });
    // Without a Pub/Sub emulator the schedule never fires; the Functions emulator still registers
    // the trigger (key `<region>-<name>-0`) and runs it when posted to its background route.
    const response = await fetch(triggerUrl('pruneTracking'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({}),
      signal: AbortSignal.timeout(30_000),
    });
    expect(response.status).toBeLessThan(300);
    const remaining = (await adminRest('GET', `/tracking/${account.uid}`)) as Record<
      string,
      unknown
    >;
    expect(Object.keys(remaining)).toEqual(['recent']);
  });
});
