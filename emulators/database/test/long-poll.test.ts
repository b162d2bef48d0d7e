import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { RunningEmulator } from '../src/server/emulator.js';
import {
  mockJwt,
  rest,
  startTestEmulator,
  until,
  withTimeout,
  type RawMessage,
} from './helpers.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator.stop());

/** Packets `[n, messages]` in a JSONP response. */
function packets(script: string): [number, RawMessage[]][] {
  return [...script.matchAll(/^pRTLPCB\((\d+),(\[.*\])\);$/gm)].map((m) => [
    Number(m[1]),
    JSON.parse(m[2]!) as RawMessage[],
  ]);
}

/** The SDK's web-safe base64 with '.' padding. */
function encode(message: unknown): string {
  return Buffer.from(JSON.stringify(message))
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=/g, '.');
}

async function lp(query: string): Promise<string> {
  const res = await withTimeout(fetch(`${emulator.url}/.lp?${query}`), `lp ${query.slice(0, 40)}`);
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  return res.text();
}

describe('long polling (/.lp)', () => {
  it('starts a session, exchanges requests and pushes, runs onDisconnect at the end', async () => {
    const start = await lp('start=t&ser=1&cb=42&v=5&ns=lp');
    expect(start).toContain('parent[\'pLPCommand\'+"42"]');
    const [, id, pw] = /pLPCommand\('start',"([^"]+)","([^"]+)"\)/.exec(start)!;
    const [[n0, hello]] = packets(start) as [[number, RawMessage[]]];
    expect(n0).toBe(0);
    expect(hello[0]).toMatchObject({ t: 'c', d: { t: 'h', d: { v: '5' } } });
    const auth = `id=${id}&pw=${pw}`;
    let seg = 0;
    const send = (ser: number, message: unknown): Promise<string> =>
      lp(`${auth}&ser=${ser}&seg0=${seg++}&ts0=1&d0=${encode(message)}`);
    const listen = await send(2, { t: 'd', d: { r: 1, a: 'q', b: { p: 'room', h: '' } } });
    // Nothing stored and the client's hash is "" too: no data, just the ok.
    expect(packets(listen)[0]![1]).toEqual([{ t: 'd', d: { r: 1, b: { s: 'ok', d: '' } } }]);
    const held = lp(`${auth}&ser=3`);
    await rest(emulator, 'PUT', '/room/msg.json?ns=lp', '"hi"');
    const pushed = packets(await held);
    expect(pushed[0]![0]).toBe(2);
    expect(pushed[0]![1]).toEqual([{ t: 'd', d: { a: 'd', b: { p: 'room/msg', d: 'hi' } } }]);
    const od = await send(4, { t: 'd', d: { r: 2, a: 'o', b: { p: 'presence', d: 'gone' } } });
    expect(packets(od)[0]![1]).toEqual([{ t: 'd', d: { r: 2, b: { s: 'ok', d: '' } } }]);
    const frame = new AbortController();
    const dframe = fetch(`${emulator.url}/.lp?dframe=t&${auth}`, { signal: frame.signal });
    await withTimeout(dframe, 'dframe headers');
    frame.abort();
    await withTimeout(
      (async () => {
        while ((await rest(emulator, 'GET', '/presence.json?ns=lp')).body !== 'gone') {
          await new Promise((r) => setTimeout(r, 10));
        }
      })(),
      'onDisconnect after the disconnect frame closed',
    );
  });

  it('joins a message split over several segments', async () => {
    const start = await lp('start=t&ser=1&cb=1&v=5&ns=lp2');
    const [, id, pw] = /pLPCommand\('start',"([^"]+)","([^"]+)"\)/.exec(start)!;
    const data = encode({ t: 'd', d: { r: 1, a: 'p', b: { p: 'big', d: 'y'.repeat(5000) } } });
    const parts = data.match(/.{1,1800}/g)!;
    // Polls are held until there is output, so the last one stays open: do not await them.
    const polls = parts.map((part, i) =>
      fetch(
        `${emulator.url}/.lp?id=${id}&pw=${pw}&ser=${i + 2}&seg0=${i}&ts0=${parts.length}&d0=${part}`,
      )
        .then((r) => r.text())
        .catch(() => ''),
    );
    await withTimeout(Promise.race(polls), 'a poll answered');
    await withTimeout(
      (async () => {
        while (String((await rest(emulator, 'GET', '/big.json?ns=lp2')).body).length !== 5000) {
          await new Promise((r) => setTimeout(r, 10));
        }
      })(),
      'segmented put stored',
    );
  });

  it("handles an upgrading socket's requests after the poll channel's earlier ones", async () => {
    // The browser SDK sends on the socket as soon as it has queued the end of transmission on
    // the poll channel, so a listen on the socket can reach the server before the poll carrying
    // the auth sent ahead of it. Production keeps the client's order; so must the emulator.
    const ns = 'lp-upgrade-order';
    await rest(emulator, 'PUT', `/.settings/rules.json?ns=${ns}`, {
      rules: { private: { '.read': 'auth != null' } },
    });
    await rest(emulator, 'PUT', `/private/note.json?ns=${ns}`, '"members only"');
    const start = await lp(`start=t&ser=1&cb=9&v=5&ns=${ns}`);
    const [, id, pw] = /pLPCommand\('start',"([^"]+)","([^"]+)"\)/.exec(start)!;
    const hello = packets(start)[0]![1][0] as unknown as { d: { d: { s: string } } };
    const socket = new WebSocket(
      `ws://127.0.0.1:${emulator.port}/.ws?v=5&ns=${ns}&s=${hello.d.d.s}`,
    );
    const onSocket: RawMessage[] = [];
    const switched = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        const message = JSON.parse(data.toString()) as RawMessage & { d: { t?: string } };
        onSocket.push(message);
        if (message.t === 'c' && message.d.t === 'a') resolve();
      }),
    );
    await withTimeout(switched, "the server's switch on the socket");
    socket.send(JSON.stringify({ t: 'c', d: { t: 'a', d: {} } }));
    socket.send(JSON.stringify({ t: 'd', d: { r: 2, a: 'q', b: { p: '/private', h: '' } } }));
    // Let the socket's listen arrive first, then the poll with the auth and the end of transmission.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const auth = encode({ t: 'd', d: { r: 1, a: 'auth', b: { cred: mockJwt({ sub: 'ann' }) } } });
    const end = encode({ t: 'c', d: { t: 'n', d: {} } });
    const lastPoll = await lp(
      `id=${id}&pw=${pw}&ser=2&seg0=0&ts0=1&d0=${auth}&seg1=1&ts1=1&d1=${end}`,
    );
    const polled = packets(lastPoll).flatMap(([, messages]) => messages);
    expect(polled.map((m) => m.d.r ?? (m.d as { t?: string }).t)).toEqual([1, 'n']);
    expect(polled[0]!.d.b?.s).toBe('ok');
    // That packet is the channel's last: the client reads up to it, then closes its long poll.
    const last = packets(lastPoll).at(-1)![0];
    expect(lastPoll.trimEnd().endsWith(`pLPCommand('close',${last});`)).toBe(true);
    expect(await lp(`id=${id}&pw=${pw}&ser=3`)).toContain(`pLPCommand('close',${last});`);
    const listenReply = () => onSocket.find((m) => m.t === 'd' && m.d.r === 2);
    await until(() => listenReply() !== undefined, "the listen's reply on the socket");
    expect(listenReply()!.d.b?.s).toBe('ok');
    expect(onSocket.find((m) => m.d.a === 'd')?.d.b).toEqual({
      p: 'private',
      d: { note: 'members only' },
    });
    // The session goes on over the socket alone.
    await rest(emulator, 'PUT', `/private/later.json?ns=${ns}`, '"still here"');
    await until(
      () => onSocket.some((m) => m.d.a === 'd' && m.d.b?.p === 'private/later'),
      'a push on the socket after the poll channel closed',
    );
    socket.close();
  });
});
