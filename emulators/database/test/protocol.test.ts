import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, onValue, ref, set } from 'firebase/database';
import type { RunningEmulator } from '../src/server/emulator.js';
import { RawClient, mockJwt, startTestEmulator, webClient, withTimeout } from './helpers.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.stop());

describe('WebSocket protocol (raw)', () => {
  it('sends the hello first with v "5" and a numeric ts', async () => {
    const client = await RawClient.connect(emulator, 'proto-hello');
    const hello = await client.waitFor(() => true, 'hello');
    expect(hello).toMatchObject({ t: 'c', d: { t: 'h', d: { v: '5' } } });
    const handshake = hello.d.d!;
    expect(typeof handshake.ts).toBe('number');
    expect(Math.abs(handshake.ts - Date.now())).toBeLessThan(5000);
    expect(typeof handshake.s).toBe('string');
    await client.close();
  });

  it('ignores keepalive, answers ping, rejects unknown actions', async () => {
    const client = await RawClient.connect(emulator, 'proto-misc');
    client.sendText('0');
    client.sendText(JSON.stringify({ t: 'c', d: { t: 'p', d: {} } }));
    await client.waitFor((m) => m.t === 'c' && m.d.t === 'o', 'pong');
    const reply = await client.request('zz', {});
    expect(reply.s).not.toBe('ok');
    expect((await client.request('s', { c: { 'sdk.js.12': 1 } })).s).toBe('ok');
    await client.close();
  });

  it('joins and splits 100 kB messages into frames both ways', async () => {
    const client = await RawClient.connect(emulator, 'proto-frames');
    const big = 'x'.repeat(100_000);
    const text = JSON.stringify({ t: 'd', d: { r: 999, a: 'p', b: { p: 'big', d: big } } });
    const pieces = [];
    for (let i = 0; i < text.length; i += 16384) pieces.push(text.slice(i, i + 16384));
    client.sendText(String(pieces.length));
    for (const piece of pieces) client.sendText(piece);
    await client.waitFor((m) => m.d.r === 999 && m.d.b?.s === 'ok', 'framed put ack');
    const got = await client.request('g', { p: 'big', q: {} });
    expect(got.d === big).toBe(true);
    expect(client.rawFrames.some((f) => f === String(Math.ceil((big.length + 40) / 16384)))).toBe(
      true,
    );
    await client.close();
  });

  it('handles pipelined requests in order, auth applying to what follows', async () => {
    const client = await RawClient.connect(emulator, 'proto-pipe');
    const rules = JSON.stringify({ rules: { '.read': 'auth != null', '.write': 'auth != null' } });
    const put = await fetch(`${emulator.url}/.settings/rules.json?ns=proto-pipe`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: rules,
    });
    expect(put.status).toBe(200);
    const r1 = client.send('p', { p: 'a', d: 1 });
    const r2 = client.send('auth', { cred: mockJwt({ sub: 'u1' }) });
    const r3 = client.send('p', { p: 'a', d: 2 });
    const r4 = client.send('unauth', {});
    const r5 = client.send('g', { p: 'a', q: {} });
    const replies = await Promise.all(
      [r1, r2, r3, r4, r5].map((r) => client.waitFor((m) => m.d?.r === r, `reply ${r}`)),
    );
    expect(replies.map((m) => m.d.b?.s)).toEqual([
      'permission_denied',
      'ok',
      'ok',
      'ok',
      'permission_denied',
    ]);
    const order = client.messages.filter((m) => m.d.r).map((m) => m.d.r);
    expect(order).toEqual([r1, r2, r3, r4, r5]);
    await client.close();
  });

  it('pushes data events to the writer before the ack', async () => {
    const client = await RawClient.connect(emulator, 'proto-order');
    await client.request('q', { p: 'room', h: '' });
    const r = client.send('p', { p: 'room/x', d: 'hi' });
    await client.waitFor((m) => m.d?.r === r, 'ack');
    const idxData = client.messages.findIndex((m) => m.d.a === 'd' && m.d.b?.p === 'room/x');
    const idxAck = client.messages.findIndex((m) => m.d.r === r);
    expect(idxData).toBeGreaterThan(-1);
    expect(idxData).toBeLessThan(idxAck);
    await client.close();
  });

  it('pushes one merge for a multi-location update below a listen', async () => {
    const client = await RawClient.connect(emulator, 'proto-merge');
    await client.request('q', { p: 'doc', h: '' });
    const r = client.send('m', { p: 'doc', d: { 'a/b': 1, c: { d: 2 } } });
    await client.waitFor((m) => m.d?.r === r, 'merge ack');
    const merge = client.messages.find((m) => m.d.a === 'm');
    expect(merge?.d.b).toEqual({ p: 'doc', d: { 'a/b': 1, c: { d: 2 } } });
    await client.close();
  });

  it('refuses a multi-location update with a path at or below another of it, and writes none', async () => {
    const client = await RawClient.connect(emulator, 'proto-overlap');
    const refused = await client.request('m', { p: 'doc', d: { a: { x: 1 }, 'a/b': 2 } });
    expect(refused).toMatchObject({ s: 'invalid_data' });
    expect(refused.d).toMatch(/\/doc\/a and \/doc\/a\/b/);
    const later = await client.request('om', { p: 'doc', d: { 'c/d': 1, c: 2 } });
    expect(later.s).toBe('invalid_data');
    expect((await client.request('g', { p: 'doc', q: {} })).d).toBeNull();
    // Siblings that share a parent are no overlap.
    expect((await client.request('m', { p: 'doc', d: { 'a/b': 1, 'a/c': 2, ab: 3 } })).s).toBe(
      'ok',
    );
    await client.close();
  });

  it('explains a denial with sd when the token asks for debug', async () => {
    await fetch(`${emulator.url}/.settings/rules.json?ns=proto-sd`, {
      method: 'PUT',
      headers: { Authorization: 'Bearer owner' },
      body: JSON.stringify({ rules: { x: { '.validate': 'newData.isString()', '.write': true } } }),
    });
    const client = await RawClient.connect(emulator, 'proto-sd');
    await client.request('auth', { cred: mockJwt({ sub: 'u', debug: true }) });
    expect((await client.request('p', { p: 'x', d: 5 })).s).toBe('permission_denied');
    const sd = await client.waitFor((m) => m.d?.a === 'sd', 'sd push');
    expect(sd.d.b?.msg).toMatch(/validate.*\/x/);
    await client.close();
  });

  it('keeps two namespaces isolated', async () => {
    const a = await RawClient.connect(emulator, 'iso-a');
    const b = await RawClient.connect(emulator, 'iso-b');
    await a.request('p', { p: 'k', d: 'in-a' });
    expect((await b.request('g', { p: 'k', q: {} })).d).toBeNull();
    expect((await a.request('g', { p: 'k', q: {} })).d).toBe('in-a');
    await Promise.all([a.close(), b.close()]);
  });
});

describe('web SDK basics', () => {
  it('connects, sees .info and reads its own and others writes', async () => {
    const one = webClient(emulator, 'sdk-basic');
    const two = webClient(emulator, 'sdk-basic');
    try {
      const connected = new Promise<boolean>((resolve) =>
        onValue(ref(one.db, '.info/connected'), (s) => s.val() === true && resolve(true)),
      );
      expect(await withTimeout(connected, '.info/connected')).toBe(true);
      const offset = await withTimeout(get(ref(one.db, '.info/serverTimeOffset')), 'offset');
      expect(Math.abs(offset.val() as number)).toBeLessThan(1000);
      const seen = new Promise<unknown>((resolve) =>
        onValue(ref(two.db, 'greeting'), (s) => s.val() !== null && resolve(s.val())),
      );
      await withTimeout(set(ref(one.db, 'greeting'), { text: 'hello' }), 'set');
      expect(await withTimeout(seen, 'onValue on second client')).toEqual({ text: 'hello' });
      const fresh = await withTimeout(get(ref(two.db, 'greeting/text')), 'get');
      expect(fresh.val()).toBe('hello');
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
