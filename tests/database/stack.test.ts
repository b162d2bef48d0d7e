import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, onValue, ref } from 'firebase/database';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_ORIGIN,
  DATABASE_HOST,
  DATABASE_NAMESPACE as NAMESPACE,
  PROJECT_ID,
  adminDatabase as adminRest,
  createAccount,
  triggerUrl,
} from '../support/emulators.js';

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
