/**
 * Fan-out latency to 100 listeners (raw protocol connections) and `get` latency (raw `g` and the
 * web SDK's `get()`), rules on. Goal (issue 3): p99 fan-out <= 20 ms.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, ref } from 'firebase/database';
import { startEmulator } from '../src/server/emulator.js';
import { BENCH_RULES, BenchClient, benchToken, percentile, report } from './bench-utils.js';

const LISTENERS = 100;
const ROUNDS = 200;
const emulator = await startEmulator({ port: 0, rulesText: BENCH_RULES });
const wsUrl = emulator.url.replace('http', 'ws');

const listeners = await Promise.all(
  Array.from({ length: LISTENERS }, () => BenchClient.connect(wsUrl, 'fan')),
);
const latencies: number[] = [];
let sentAt = 0;
let received = 0;
let roundDone: () => void = () => undefined;
for (const client of listeners) {
  client.onPush = (action, body) => {
    if (action !== 'd' || body.p !== 'fan/room/msg') return;
    latencies.push(performance.now() - sentAt);
    if (++received === LISTENERS) roundDone();
  };
  await client.request('q', { p: 'fan/room', h: '' });
}
const writer = await BenchClient.connect(wsUrl, 'fan');
await writer.request('auth', { cred: benchToken('writer') });
for (let i = 0; i < ROUNDS; i++) {
  received = 0;
  const done = new Promise<void>((resolve) => (roundDone = resolve));
  sentAt = performance.now();
  await writer.request('p', { p: 'fan/room/msg', d: { text: `message ${i}`, n: i } });
  await done;
}
report(`fan-out to ${LISTENERS} listeners, p50`, percentile(latencies, 0.5), 'ms');
report(`fan-out to ${LISTENERS} listeners, p99`, percentile(latencies, 0.99), 'ms', {
  value: 20,
  higherIsBetter: false,
});
for (const client of listeners) client.close();

const gets: number[] = [];
for (let i = 0; i < 2000; i++) {
  const started = performance.now();
  await writer.request('g', { p: 'fan/room/msg', q: {} });
  gets.push(performance.now() - started);
}
report('raw `g` latency, p50', percentile(gets, 0.5), 'ms');
report('raw `g` latency, p99', percentile(gets, 0.99), 'ms');
writer.close();

const app = initializeApp(
  { projectId: 'demo-bench', databaseURL: 'https://fan.firebaseio.com' },
  'bench-get',
);
const db = getDatabase(app);
connectDatabaseEmulator(db, '127.0.0.1', emulator.port);
await get(ref(db, 'fan/room/msg'));
const sdkGets: number[] = [];
for (let i = 0; i < 500; i++) {
  const started = performance.now();
  await get(ref(db, 'fan/room/msg'));
  sdkGets.push(performance.now() - started);
}
report('web SDK get() latency, p50', percentile(sdkGets, 0.5), 'ms');
report('web SDK get() latency, p99', percentile(sdkGets, 0.99), 'ms');
await deleteApp(app);
await emulator.stop();
