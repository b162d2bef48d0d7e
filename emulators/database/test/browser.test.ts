import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningEmulator } from '../src/server/emulator.js';
import { rest, startTestEmulator, until, withTimeout } from './helpers.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const require = createRequire(import.meta.url);
const FIREBASE_DIR = dirname(require.resolve('firebase/package.json'));
const VERSION = (
  JSON.parse(readFileSync(join(FIREBASE_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

function page(port: number, mode: string): string {
  const app = `https://www.gstatic.com/firebasejs/${VERSION}/firebase-app.js`;
  return `<!doctype html><html><body>
<script type="importmap">{"imports":{"${app}":"/firebase-app.js"}}</script>
<script type="module">
  import { initializeApp } from '${app}';
  import { getDatabase, connectDatabaseEmulator, ref, set, get, onValue, forceLongPolling } from '/firebase-database.js';
  window.result = (async () => {
    if ('${mode}' === 'lp') forceLongPolling();
    if ('${mode}' === 'upgrade') localStorage.setItem('firebase:previous_websocket_failure', 'true');
    const app = initializeApp({ projectId: 'demo-browser', databaseURL: 'https://browser-${mode}.firebaseio.com' });
    const db = getDatabase(app);
    connectDatabaseEmulator(db, '127.0.0.1', ${port});
    window.writeAfter = (v) => set(ref(db, 'after'), v).then(() => get(ref(db, 'after'))).then((s) => s.val());
    const seen = new Promise((resolve) => onValue(ref(db, 'from-rest'), (s) => s.val() && resolve(s.val())));
    await set(ref(db, 'from-page'), { mode: '${mode}' });
    const read = (await get(ref(db, 'from-page/mode'))).val();
    return { read, seen: await seen };
  })().catch((e) => ({ error: String(e) }));
</script></body></html>`;
}

let emulator: RunningEmulator;
let server: Server;
let browser: Browser | undefined;

describe.skipIf(!CHROMIUM)('browser (Chromium, firebase@12 web SDK)', () => {
  beforeAll(async () => {
    emulator = await startTestEmulator();
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname.endsWith('.js')) {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(readFileSync(join(FIREBASE_DIR, url.pathname.slice(1))));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(page(emulator.port, url.searchParams.get('mode') ?? 'ws'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: CHROMIUM!, args: ['--no-sandbox'] });
  }, 30000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
    await emulator?.stop();
  });

  for (const mode of ['ws', 'lp', 'upgrade']) {
    it(`reads and writes over ${mode}`, async () => {
      const before = { ...emulator.stats };
      const tab = await browser!.newPage();
      // The page's long-poll requests still waiting for an answer.
      const polling = new Set<unknown>();
      tab.on('request', (r) => void (r.url().includes('/.lp?') && polling.add(r)));
      tab.on('requestfinished', (r) => polling.delete(r));
      tab.on('requestfailed', (r) => polling.delete(r));
      try {
        const port = (server.address() as AddressInfo).port;
        await tab.goto(`http://127.0.0.1:${port}/?mode=${mode}`);
        await new Promise((r) => setTimeout(r, 200));
        await rest(emulator, 'PUT', `/from-rest.json?ns=browser-${mode}`, '"hello"');
        const result = await withTimeout(
          tab.evaluate('window.result'),
          `page result (${mode})`,
          15000,
        );
        expect(result).toEqual({ read: mode, seen: 'hello' });
        expect((await rest(emulator, 'GET', `/from-page.json?ns=browser-${mode}`)).body).toEqual({
          mode,
        });
        // What the page opened on the emulator since the test began.
        const openedNow = () => ({
          ws: emulator.stats.webSockets - before.webSockets,
          lp: emulator.stats.longPollSessions - before.longPollSessions,
          upgrades: emulator.stats.upgrades - before.upgrades,
        });
        const opened = openedNow();
        if (mode === 'ws') expect(opened).toEqual({ ws: 1, lp: 0, upgrades: 0 });
        if (mode === 'lp') expect(opened).toEqual({ ws: 0, lp: 1, upgrades: 0 });
        if (mode === 'upgrade') {
          expect(opened).toMatchObject({ ws: 0, lp: 1 });
          await until(
            () => emulator.stats.upgrades !== before.upgrades,
            'WebSocket upgrade',
            12000,
          );
          await new Promise((r) => setTimeout(r, 300));
          expect(
            await withTimeout(tab.evaluate('window.writeAfter(7)'), 'write after upgrade'),
          ).toBe(7);
          // The server closed the poll channel after the switch: no poll is left open (the SDK
          // would otherwise keep one held, and its disconnect frame, for the page's lifetime).
          await until(() => polling.size === 0, 'the long poll closed after the upgrade', 5000);
          // The connection goes on over the socket, without a reconnection.
          await new Promise((r) => setTimeout(r, 300));
          expect(
            await withTimeout(tab.evaluate('window.writeAfter(8)'), 'write after the close'),
          ).toBe(8);
          expect(openedNow()).toEqual({ ws: 0, lp: 1, upgrades: 1 });
        }
      } finally {
        await tab.close();
      }
    }, 20000);
  }
});
