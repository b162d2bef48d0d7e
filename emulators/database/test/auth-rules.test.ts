import { createRequire } from 'node:module';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, onValue, orderByChild, limitToFirst, query, ref, set } from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
import { RawClient, mockJwt, rest, startTestEmulator, webClient, withTimeout } from './helpers.js';

const require = createRequire(import.meta.url);
let emulator: RunningEmulator;
const NS = 'authrules';

const RULES = `{
  // comments are allowed
  "rules": {
    "users": {
      "$uid": {
        ".read": "auth != null && auth.uid == $uid",
        ".write": "auth != null && auth.uid == $uid",
        "name": { ".validate": "newData.isString() && newData.val().length < 10" }
      }
    },
    "claims": { ".read": "auth.token.role == 'admin'" },
    "open": { ".read": true, ".write": true },
    "items": {
      ".read": "query.orderByChild == 'n' && query.limitToFirst <= 2",
      ".indexOn": ["n"]
    }
  }
}`;

beforeAll(async () => {
  emulator = await startTestEmulator();
  const put = await rest(emulator, 'PUT', `/.settings/rules.json?ns=${NS}`, RULES);
  expect(put.status).toBe(200);
  await rest(emulator, 'PUT', `/.json?ns=${NS}`, {
    users: { alice: { name: 'Alice' }, bob: { name: 'Bob' } },
    claims: { x: 1 },
    items: { i1: { n: 1 }, i2: { n: 2 }, i3: { n: 3 } },
  });
});
afterAll(() => emulator.stop());

describe('auth and rules', () => {
  it('gives auth.uid and auth.token.* from an emulator ID token (expired accepted)', async () => {
    const client = webClient(emulator, NS, { sub: 'alice', user_id: 'alice', role: 'admin' });
    try {
      expect((await withTimeout(get(ref(client.db, 'users/alice/name')), 'own')).val()).toBe(
        'Alice',
      );
      await expect(withTimeout(get(ref(client.db, 'users/bob')), 'other')).rejects.toThrow(
        /Permission denied/,
      );
      expect((await withTimeout(get(ref(client.db, 'claims')), 'claims')).val()).toEqual({ x: 1 });
    } finally {
      await client.close();
    }
  });

  it('validates writes, and the owner bypasses rules', async () => {
    const client = webClient(emulator, NS, { sub: 'alice' });
    const owner = webClient(emulator, NS, 'owner');
    try {
      await withTimeout(set(ref(client.db, 'users/alice/name'), 'Al'), 'valid');
      await expect(
        withTimeout(set(ref(client.db, 'users/alice/name'), 'a very long name'), 'invalid'),
      ).rejects.toThrow(/permission_denied/i);
      await withTimeout(set(ref(owner.db, 'users/bob/name'), 'a very long name'), 'owner');
      expect((await rest(emulator, 'GET', `/users/bob/name.json?ns=${NS}`)).body).toBe(
        'a very long name',
      );
    } finally {
      await Promise.all([client.close(), owner.close()]);
    }
  });

  it('applies query.* rules', async () => {
    const client = webClient(emulator, NS);
    try {
      const ok = query(ref(client.db, 'items'), orderByChild('n'), limitToFirst(2));
      expect(Object.keys((await withTimeout(get(ok), 'allowed query')).val())).toEqual([
        'i1',
        'i2',
      ]);
      const tooMany = query(ref(client.db, 'items'), orderByChild('n'), limitToFirst(3));
      await expect(withTimeout(get(tooMany), 'denied query')).rejects.toThrow(/Permission denied/);
      const raw = await RawClient.connect(emulator, NS);
      const reply = await raw.request('q', {
        p: '/items',
        h: '',
        q: { i: 'n', l: 2, vf: 'l' },
        t: 1,
      });
      expect(reply).toEqual({ s: 'ok', d: '' });
      await raw.close();
    } finally {
      await client.close();
    }
  });

  it('revokes a live listener on unauth and keeps auth per connection', async () => {
    const raw = await RawClient.connect(emulator, NS);
    const other = await RawClient.connect(emulator, NS);
    expect((await raw.request('auth', { cred: mockJwt({ sub: 'alice' }) })).s).toBe('ok');
    expect((await raw.request('q', { p: '/users/alice', h: '' })).s).toBe('ok');
    expect((await other.request('g', { p: '/users/alice', q: {} })).s).toBe('permission_denied');
    expect((await raw.request('unauth', {})).s).toBe('ok');
    const revoked = await raw.waitFor((m) => m.d?.a === 'c', 'revocation');
    expect(revoked.d.b).toEqual({ p: 'users/alice' });
    expect((await raw.request('g', { p: '/users/alice', q: {} })).s).toBe('permission_denied');
    await Promise.all([raw.close(), other.close()]);
  });

  it('honours authvar and noauth on the owner credential', async () => {
    const raw = await RawClient.connect(emulator, NS);
    await raw.request('gauth', { cred: 'owner', authvar: { uid: 'bob' } });
    expect((await raw.request('g', { p: '/users/bob/name', q: {} })).s).toBe('ok');
    expect((await raw.request('g', { p: '/users/alice', q: {} })).s).toBe('permission_denied');
    await raw.request('gauth', { cred: 'owner', noauth: true });
    expect((await raw.request('g', { p: '/users/bob', q: {} })).s).toBe('permission_denied');
    expect((await raw.request('g', { p: '/open', q: {} })).s).toBe('ok');
    expect((await raw.request('auth', { cred: 'not a token' })).s).toBe('invalid_token');
    await raw.close();
  });

  it('cancels an SDK listener when signing out removes access', async () => {
    const client = webClient(emulator, NS, { sub: 'alice' });
    try {
      const cancelled = new Promise<Error>((resolve) =>
        onValue(
          ref(client.db, 'users/alice'),
          () => undefined,
          (error) => resolve(error),
        ),
      );
      await withTimeout(get(ref(client.db, 'users/alice')), 'read');
      await rest(
        emulator,
        'PUT',
        `/.settings/rules.json?ns=${NS}`,
        RULES.replace(
          '"auth != null && auth.uid == $uid",\n        ".write"',
          '"false",\n        ".write"',
        ),
      );
      const error = await withTimeout(cancelled, 'listener cancelled');
      expect(error.message).toMatch(/permission_denied/i);
      await rest(emulator, 'PUT', `/.settings/rules.json?ns=${NS}`, RULES);
    } finally {
      await client.close();
    }
  });

  it('refuses invalid rules with 400, the line and the reason; rules are owner-only', async () => {
    const bad = await rest(
      emulator,
      'PUT',
      `/.settings/rules.json?ns=${NS}`,
      '{\n "rules": {\n  ".read": "auth.uid ==" }}',
    );
    expect(bad.status).toBe(400);
    expect((bad.body as { error: string }).error).toMatch(/^3:\d+: /);
    // Not JSON: Firebase's emulator answers `{"error": "5:1: Parse error.\n"}`.
    const notJson = await rest(
      emulator,
      'PUT',
      `/.settings/rules.json?ns=${NS}`,
      '{\n "rules": {\n  ".read": true,\n }\n}',
    );
    expect(notJson.status).toBe(400);
    expect((notJson.body as { error: string }).error).toBe(
      '4:2: Parse error. Expected a quoted key',
    );
    // firebase-tools throws the body's `error` and prints it after the file name, so the line
    // reads as a compiler message would.
    const { DatabaseEmulator } = require('firebase-tools/lib/emulator/databaseEmulator.js') as {
      DatabaseEmulator: new (args: object) => {
        prettyPrintRulesError(file: string, error: unknown): string;
      };
    };
    const printed = new DatabaseEmulator({}).prettyPrintRulesError(
      join(process.cwd(), 'database.rules.json'),
      (notJson.body as { error: string }).error,
    );
    expect(stripVTControlCharacters(printed)).toBe(
      'database.rules.json:4:2: Parse error. Expected a quoted key',
    );
    expect(
      (await rest(emulator, 'GET', `/.settings/rules.json?ns=${NS}`, undefined, null)).status,
    ).toBe(401);
    const got = await rest(emulator, 'GET', `/.settings/rules.json?ns=${NS}`);
    expect(got.status).toBe(200);
    expect(String(got.body)).toContain('comments are allowed');
  });

  it("reports rules coverage at Firebase's URLs: HTML, and JSON at .json; DELETE resets", async () => {
    const client = webClient(emulator, NS, { sub: 'alice' });
    try {
      await withTimeout(get(ref(client.db, 'users/alice')), 'read');
    } finally {
      await client.close();
    }
    type Report = {
      expressions: { path: string; kind: string; counts: { true: number } }[];
      evaluated: number;
    };
    const json = async (): Promise<Report> => {
      const res = await fetch(`${emulator.url}/.inspect/coverage.json?ns=${NS}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      return (await res.json()) as Report;
    };
    const userRead = (r: Report) =>
      r.expressions.find((e) => e.path === '/users/$uid' && e.kind === '.read')!;
    expect(userRead(await json()).counts.true).toBeGreaterThan(0);

    const page = await fetch(`${emulator.url}/.inspect/coverage?ns=${NS}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('// comments are allowed');
    expect(html).toContain('&quot;auth != null &amp;&amp; auth.uid == $uid&quot;</span>');
    expect(html).toMatch(/<span class="counts">true [1-9]\d*, false \d+, error \d+<\/span>/);

    expect(
      (await fetch(`${emulator.url}/.inspect/coverage.json?ns=${NS}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await json()).evaluated).toBe(0);
    await fetch(`${emulator.url}/.inspect/coverage?ns=${NS}`, { method: 'DELETE' });
    expect((await json()).evaluated).toBe(0);
  });
});
