import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goOffline, onDisconnect, ref, serverTimestamp, set } from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
import { RawClient, rest, startTestEmulator, webClient, withTimeout } from './helpers.js';

let emulator: RunningEmulator;
const NS = 'ondisc';

beforeAll(async () => {
  emulator = await startTestEmulator();
  const rules = { rules: { $other: { '.read': true, '.write': true }, locked: { '.read': true } } };
  await rest(emulator, 'PUT', `/.settings/rules.json?ns=${NS}`, rules);
});
afterAll(() => emulator.stop());

async function valueSoon(path: string, test: (v: unknown) => boolean): Promise<unknown> {
  return withTimeout(
    (async () => {
      for (;;) {
        const { body } = await rest(emulator, 'GET', `/${path}.json?ns=${NS}`);
        if (test(body)) return body;
        await new Promise((r) => setTimeout(r, 10));
      }
    })(),
    `value at ${path}`,
  );
}

describe('onDisconnect', () => {
  it('runs set, update, remove (not cancelled ones) with serverTimestamp on goOffline', async () => {
    await rest(emulator, 'PUT', `/.json?ns=${NS}`, { gone: 'x', kept: 'y' });
    const client = webClient(emulator, NS);
    try {
      const before = Date.now();
      await withTimeout(onDisconnect(ref(client.db, 'presence/a')).set('offline'), 'o set');
      await withTimeout(
        onDisconnect(ref(client.db, 'presence')).update({ b: 'bye', at: serverTimestamp() }),
        'om',
      );
      await withTimeout(onDisconnect(ref(client.db, 'gone')).remove(), 'o remove');
      await withTimeout(onDisconnect(ref(client.db, 'kept')).remove(), 'o remove 2');
      await withTimeout(onDisconnect(ref(client.db, 'kept')).cancel(), 'oc');
      expect((await rest(emulator, 'GET', `/presence.json?ns=${NS}`)).body).toBeNull();
      goOffline(client.db);
      const presence = (await valueSoon('presence', (v) => v !== null)) as Record<string, unknown>;
      expect(presence).toMatchObject({ a: 'offline', b: 'bye' });
      expect(presence['at']).toBeGreaterThanOrEqual(before);
      expect((await rest(emulator, 'GET', `/.json?ns=${NS}`)).body).toMatchObject({ kept: 'y' });
      expect((await rest(emulator, 'GET', `/gone.json?ns=${NS}`)).body).toBeNull();
    } finally {
      await client.close();
    }
  });

  it('runs when the socket is killed', async () => {
    const raw = await RawClient.connect(emulator, NS);
    expect((await raw.request('o', { p: '/killed', d: true })).s).toBe('ok');
    raw.socket.terminate();
    expect(await valueSoon('killed', (v) => v === true)).toBe(true);
  });

  it('runs when the client process exits', async () => {
    const script = `
      import { initializeApp } from 'firebase/app';
      import { getDatabase, connectDatabaseEmulator, ref, onDisconnect } from 'firebase/database';
      const app = initializeApp({ projectId: 'demo-test', databaseURL: 'https://${NS}.firebaseio.com' });
      const db = getDatabase(app);
      connectDatabaseEmulator(db, '127.0.0.1', ${emulator.port});
      await onDisconnect(ref(db, 'exited')).set('bye');
      process.exit(0);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: process.cwd(),
      stdio: 'ignore',
    });
    await withTimeout(new Promise((r) => child.once('exit', r)), 'child exit', 10000);
    expect(await valueSoon('exited', (v) => v === 'bye')).toBe('bye');
  });

  it('rejects a denied onDisconnect write at registration', async () => {
    const client = webClient(emulator, NS);
    try {
      await expect(
        withTimeout(onDisconnect(ref(client.db, 'locked/x')).set(1), 'denied o'),
      ).rejects.toThrow(/permission_denied/i);
      await withTimeout(set(ref(client.db, 'ok'), 1), 'set still works');
    } finally {
      await client.close();
    }
  });
});
