import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onValue, ref } from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
import { mockJwt, rest, startTestEmulator, webClient, withTimeout } from './helpers.js';

let emulator: RunningEmulator;
const NS = 'resty';

beforeAll(async () => {
  emulator = await startTestEmulator();
  const rules = {
    rules: {
      notes: {
        $uid: { '.read': 'auth.uid == $uid', '.write': 'auth.uid == $uid' },
      },
      pub: { '.read': true, '.write': true },
      scores: { '.read': true, '.write': true, '.indexOn': ['n'] },
    },
  };
  await rest(emulator, 'PUT', `/.settings/rules.json?ns=${NS}`, rules);
});
afterAll(() => emulator.stop());

describe('REST', () => {
  const alice = mockJwt({ sub: 'alice' });
  it('does CRUD with rules applied', async () => {
    expect(
      (await rest(emulator, 'PUT', `/notes/alice.json?ns=${NS}`, { a: 1 }, alice)).body,
    ).toEqual({
      a: 1,
    });
    expect((await rest(emulator, 'PUT', `/notes/bob.json?ns=${NS}`, { a: 1 }, alice)).status).toBe(
      401,
    );
    expect(
      (await rest(emulator, 'GET', `/notes/bob.json?ns=${NS}&auth=${alice}`, undefined, null))
        .status,
    ).toBe(401);
    expect(
      (await rest(emulator, 'PATCH', `/notes/alice.json?ns=${NS}`, { 'b/c': 2 }, alice)).body,
    ).toEqual({
      'b/c': 2,
    });
    // One key at or below another: refused whole, as the SDKs refuse such an update.
    const overlapping = await rest(
      emulator,
      'PATCH',
      `/notes/alice.json?ns=${NS}`,
      { 'b/c': 3, b: { c: 4 }, z: 1 },
      alice,
    );
    expect(overlapping.status).toBe(400);
    expect(overlapping.body).toMatchObject({
      error: expect.stringMatching(/\/notes\/alice\/b and/),
    });
    const posted = await rest(emulator, 'POST', `/notes/alice/list.json?ns=${NS}`, '"x"', alice);
    const { name } = posted.body as { name: string };
    expect(name).toMatch(/^[-\w]{20}$/);
    expect(
      (await rest(emulator, 'GET', `/notes/alice.json?ns=${NS}`, undefined, alice)).body,
    ).toEqual({
      a: 1,
      b: { c: 2 },
      list: { [name]: 'x' },
    });
    expect(
      (await rest(emulator, 'DELETE', `/notes/alice/a.json?ns=${NS}`, undefined, alice)).body,
    ).toBeNull();
    expect(
      (await rest(emulator, 'GET', `/notes/alice/a.json?ns=${NS}`, undefined, alice)).body,
    ).toBeNull();
  });

  it('supports print, shallow, format=export and REST queries', async () => {
    await rest(emulator, 'PUT', `/pub.json?ns=${NS}`, {
      x: { '.value': 1, '.priority': 3 },
      y: { deep: true },
      z: 5,
    });
    const pretty = await fetch(`${emulator.url}/pub/y.json?ns=${NS}&print=pretty`);
    expect(await pretty.text()).toBe('{\n  "deep": true\n}');
    const silent = await fetch(`${emulator.url}/pub.json?ns=${NS}&print=silent`, {
      method: 'PUT',
      body: '{"z":1}',
    });
    expect(silent.status).toBe(204);
    await rest(emulator, 'PUT', `/pub.json?ns=${NS}`, {
      x: { '.value': 1, '.priority': 3 },
      y: { deep: true },
      z: 5,
    });
    expect((await rest(emulator, 'GET', `/pub.json?ns=${NS}&shallow=true`)).body).toEqual({
      x: 1,
      y: true,
      z: 5,
    });
    expect((await rest(emulator, 'GET', `/pub.json?ns=${NS}`)).body).toEqual({
      x: 1,
      y: { deep: true },
      z: 5,
    });
    expect((await rest(emulator, 'GET', `/pub/x.json?ns=${NS}&format=export`)).body).toEqual({
      '.value': 1,
      '.priority': 3,
    });
    expect(
      (await rest(emulator, 'GET', `/pub/x/.priority.json?ns=${NS}`, undefined, null)).body,
    ).toBe(3);
    const q = await rest(
      emulator,
      'GET',
      `/pub.json?ns=${NS}&orderBy="$key"&startAt="y"&limitToFirst=1`,
    );
    expect(q.body).toEqual({ y: { deep: true } });
  });

  it('answers a query by a child or value only where the rules index it, as Firebase does', async () => {
    const scores = { a: { n: 2 }, b: { n: 1 }, c: { n: 3 } };
    await rest(emulator, 'PUT', `/scores.json?ns=${NS}`, scores);
    await rest(emulator, 'PUT', `/pub/scores.json?ns=${NS}`, scores);
    const get = (path: string, query: string) =>
      rest(emulator, 'GET', `${path}.json?ns=${NS}&${query}`);
    const byN = `orderBy=${encodeURIComponent('"n"')}&startAt=2`;
    expect(await get('/scores', byN)).toEqual({ status: 200, body: { a: { n: 2 }, c: { n: 3 } } });
    expect(await get('/pub/scores', byN)).toEqual({
      status: 400,
      body: {
        error: 'Index not defined, add ".indexOn": "n", for path "/pub/scores", to the rules',
      },
    });
    expect(await get('/scores', `orderBy=${encodeURIComponent('"$value"')}`)).toEqual({
      status: 400,
      body: {
        error: 'Index not defined, add ".indexOn": ".value", for path "/scores", to the rules',
      },
    });
    expect((await get('/pub/scores', `orderBy=${encodeURIComponent('"$key"')}`)).status).toBe(200);
    // A filter or a limit without its order is refused, not ignored.
    for (const query of ['limitToFirst=1', 'equalTo=2', `startAt=${encodeURIComponent('"b"')}`]) {
      expect(await get('/scores', query), query).toEqual({
        status: 400,
        body: { error: 'orderBy must be defined when other query parameters are defined' },
      });
    }
    // A shallow read is of the whole location only.
    expect(await get('/scores', 'shallow=true')).toEqual({
      status: 200,
      body: { a: true, b: true, c: true },
    });
    for (const query of [
      `orderBy=${encodeURIComponent('"$key"')}&limitToFirst=1`,
      `orderBy=${encodeURIComponent('"n"')}`,
      'limitToLast=1',
    ]) {
      expect(await get('/scores', `shallow=true&${query}`), query).toEqual({
        status: 400,
        body: { error: "Mixing 'shallow' and querying parameters is not supported" },
      });
    }
  });

  it('reaches WebSocket listeners', async () => {
    const client = webClient(emulator, NS);
    try {
      const seen = new Promise<unknown>((resolve) =>
        onValue(ref(client.db, 'pub/live'), (s) => s.val() !== null && resolve(s.val())),
      );
      await rest(emulator, 'PUT', `/pub/live.json?ns=${NS}`, '"from rest"');
      expect(await withTimeout(seen, 'listener')).toBe('from rest');
    } finally {
      await client.close();
    }
  });

  it('streams put and patch events to an event-stream reader', async () => {
    await rest(emulator, 'PUT', `/pub/stream.json?ns=${NS}`, { a: 1 });
    const controller = new AbortController();
    const res = await withTimeout(
      fetch(`${emulator.url}/pub/stream.json?ns=${NS}`, {
        headers: { Accept: 'text/event-stream' },
        signal: controller.signal,
      }),
      'stream open',
    );
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const until = async (fragment: string): Promise<void> => {
      while (!text.includes(fragment)) {
        const { value, done } = await withTimeout(reader.read(), `event ${fragment}`);
        if (done) throw new Error('stream ended');
        text += Buffer.from(value).toString('utf8');
      }
    };
    await until('event: put\ndata: {"path":"/","data":{"a":1}}');
    await rest(emulator, 'PUT', `/pub/stream/b.json?ns=${NS}`, 2);
    await until('data: {"path":"/b","data":2}');
    await rest(emulator, 'PATCH', `/pub/stream.json?ns=${NS}`, { c: 3, 'd/e': 4 });
    await until('event: patch\ndata: {"path":"/","data":{"c":3,"d/e":4}}');
    controller.abort();
  });

  it('imports and exports as firebase-tools calls them', async () => {
    const data = { a: { '.value': 'x', '.priority': 1 }, b: [1, 2] };
    const imported = await rest(
      emulator,
      'PUT',
      `/.json?ns=imp&disableTriggers=true&writeSizeLimit=unlimited`,
      data,
    );
    expect(imported.status).toBe(200);
    const exported = await rest(emulator, 'GET', `/.json?ns=imp&format=export`);
    expect(exported.body).toEqual({ a: { '.value': 'x', '.priority': 1 }, b: { '0': 1, '1': 2 } });
  });

  it("refuses paths with invalid keys for reads as for writes, with Firebase's wording", async () => {
    const token = { error: 'Invalid path: Invalid token in path' };
    const paths: [string, unknown][] = [
      ['/pub/a.b', token],
      ['/pub/a$b', token],
      ['/pub/a[0]', token],
      ['/pub/a%23b', token],
      ['/pub/a%5Db', token],
      ['/pub/a%01b', token],
      ['/pub/a%7Fb', token],
      ['/pub/%E0%A4%A', token],
      [`/pub/${'k'.repeat(769)}`, { error: 'Invalid path: Key longer than 768 bytes' }],
      [`/pub${'/x'.repeat(32)}`, { error: 'Invalid path: Path is more than 32 levels deep' }],
    ];
    for (const [path, error] of paths) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', 1],
        ['PATCH', { c: 1 }],
        ['POST', 1],
        ['DELETE', undefined],
      ] as const) {
        const answer = await rest(emulator, method, `${path}.json?ns=${NS}`, body);
        expect({ path: path.slice(0, 40), method, ...answer }).toEqual({
          path: path.slice(0, 40),
          method,
          status: 400,
          body: error,
        });
      }
      // Also for an anonymous reader and an event-stream reader.
      expect(await rest(emulator, 'GET', `${path}.json?ns=${NS}`, undefined, null)).toEqual({
        status: 400,
        body: error,
      });
      const stream = await fetch(`${emulator.url}${path}.json?ns=${NS}`, {
        headers: { Accept: 'text/event-stream' },
      });
      expect([stream.status, await stream.json()]).toEqual([400, error]);
    }
    // Valid neighbours still work: 768 bytes, 32 levels, a final .priority.
    const longest = `/pub/${'k'.repeat(768)}.json?ns=${NS}`;
    expect((await rest(emulator, 'PUT', longest, 1)).status).toBe(200);
    expect((await rest(emulator, 'GET', longest)).body).toBe(1);
    expect((await rest(emulator, 'GET', `/pub${'/x'.repeat(31)}.json?ns=${NS}`)).status).toBe(200);
    expect((await rest(emulator, 'GET', `/pub/a/.priority.json?ns=${NS}`)).status).toBe(200);
  });
});
