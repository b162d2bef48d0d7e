import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEmulator } from '../src/server/emulator.js';
import { rest, startTestEmulator, withTimeout, type RawMessage } from './helpers.js';

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
});
