import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getDatabase } from 'firebase-admin/database';
import admin from 'firebase-admin';
import type { RunningEmulator } from '../src/server/emulator.js';
import { startTestEmulator, withTimeout } from './helpers.js';

let emulator: RunningEmulator;
let testEnv: RulesTestEnvironment;
let adminApp: App;

beforeAll(async () => {
  emulator = await startTestEmulator();
  process.env['FIREBASE_DATABASE_EMULATOR_HOST'] = `127.0.0.1:${emulator.port}`;
  testEnv = await withTimeout(
    initializeTestEnvironment({
      projectId: 'demo-interop',
      database: {
        host: '127.0.0.1',
        port: emulator.port,
        rules: JSON.stringify({
          rules: { users: { $uid: { '.read': 'auth.uid == $uid', '.write': 'auth.uid == $uid' } } },
        }),
      },
    }),
    'initializeTestEnvironment',
  );
  adminApp = initializeApp(
    { projectId: 'demo-interop', databaseURL: 'https://demo-interop.firebaseio.com' },
    'admin-interop',
  );
});
afterAll(async () => {
  await testEnv.cleanup();
  await deleteApp(adminApp);
  delete process.env['FIREBASE_DATABASE_EMULATOR_HOST'];
  await emulator.stop();
});

describe('@firebase/rules-unit-testing', () => {
  it('asserts succeeds/fails, disables rules and clears the database', async () => {
    await withTimeout(
      testEnv.withSecurityRulesDisabled(async (ctx) => {
        await ctx.database().ref('users/bob').set({ secret: 1 });
      }),
      'seed',
    );
    const alice = testEnv.authenticatedContext('alice').database();
    await withTimeout(assertSucceeds(alice.ref('users/alice').set({ x: 1 })), 'own write');
    await withTimeout(assertFails(alice.ref('users/bob').get()), 'foreign read');
    await withTimeout(
      assertFails(testEnv.unauthenticatedContext().database().ref('users/alice').get()),
      'anon',
    );
    await withTimeout(testEnv.clearDatabase(), 'clearDatabase');
    await withTimeout(
      testEnv.withSecurityRulesDisabled(async (ctx) => {
        expect((await ctx.database().ref().get()).val()).toBeNull();
      }),
      'check cleared',
    );
  });

  it('rejects rules that are not JSON with Parse error, as its own suite expects of Firebase', async () => {
    // firebase-js-sdk packages/rules-unit-testing/test/impl/rules.test.ts: loadDatabaseRules with
    // 'invalid json %{!@[' must reject with /Parse error/.
    const failed = initializeTestEnvironment({
      projectId: 'demo-interop-bad-rules',
      database: { host: '127.0.0.1', port: emulator.port, rules: 'invalid json %{!@[' },
    });
    await expect(withTimeout(failed, 'bad rules')).rejects.toThrow(/"1:1: Parse error\. /);
  });
});

describe('firebase-admin 13', () => {
  it('sets, gets, transacts and queries (modular)', async () => {
    const db = getDatabase(adminApp);
    await withTimeout(db.ref('admin/items').set({ a: { n: 3 }, b: { n: 1 }, c: { n: 2 } }), 'set');
    expect((await withTimeout(db.ref('admin/items/a/n').get(), 'get')).val()).toBe(3);
    const tx = await withTimeout(
      db.ref('admin/count').transaction((v: number | null) => (v ?? 0) + 1),
      'transaction',
    );
    expect(tx.committed).toBe(true);
    const snap = await withTimeout(
      db.ref('admin/items').orderByChild('n').limitToFirst(2).once('value'),
      'query',
    );
    const keys: string[] = [];
    snap.forEach((c) => {
      keys.push(c.key!);
    });
    expect(keys).toEqual(['b', 'c']);
  });

  it('works namespaced and bypasses rules as owner', async () => {
    const app = admin.initializeApp(
      { projectId: 'demo-interop', databaseURL: 'https://demo-interop.firebaseio.com' },
      'admin-namespaced',
    );
    try {
      const db = app.database();
      await withTimeout(db.ref('users/zed').set('admin wrote'), 'admin set');
      expect((await withTimeout(db.ref('users/zed').once('value'), 'once')).val()).toBe(
        'admin wrote',
      );
    } finally {
      await app.delete();
    }
  });
});
