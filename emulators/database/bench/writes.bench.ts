/**
 * Acked small writes per second with rules on: a raw protocol client pipelining `p` requests,
 * then the firebase@12 web SDK issuing `set()` calls. Goal (issue 3): >= 20,000 acked writes/s raw.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, ref, set } from 'firebase/database';
import { startEmulator } from '../src/server/emulator.js';
import { BENCH_RULES, BenchClient, benchToken, report } from './bench-utils.js';

const RAW_WRITES = Number(process.env.BENCH_WRITES ?? 100_000);
const SDK_WRITES = 20_000;
const WINDOW = 500;
const emulator = await startEmulator({ port: 0, rulesText: BENCH_RULES });
const wsUrl = emulator.url.replace('http', 'ws');

async function rawRun(uid: string, count: number, keyOf: (i: number) => string): Promise<number> {
  const client = await BenchClient.connect(wsUrl, 'bench');
  await client.request('auth', { cred: benchToken(uid) });
  const started = performance.now();
  let next = 0;
  let failed = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      const status = await client.request('p', {
        p: `bench/${uid}/${keyOf(i)}`,
        d: { n: i, at: { '.sv': 'timestamp' } },
      });
      if (status !== 'ok') failed++;
    }
  };
  await Promise.all(Array.from({ length: WINDOW }, worker));
  const seconds = (performance.now() - started) / 1000;
  client.close();
  if (failed > 0) throw new Error(`${failed} writes failed`);
  return count / seconds;
}

report(
  'raw WS, 1,000 rotating keys (acked writes/s)',
  await rawRun('u1', RAW_WRITES, (i) => `k${i % 1000}`),
  'writes/s',
  {
    value: 20_000,
    higherIsBetter: true,
  },
);
report(
  'raw WS, 100,000 new keys (acked writes/s)',
  await rawRun('u2', RAW_WRITES, (i) => `k${i}`),
  'writes/s',
  {
    value: 20_000,
    higherIsBetter: true,
  },
);

const app = initializeApp(
  { projectId: 'demo-bench', databaseURL: 'https://bench.firebaseio.com' },
  'bench',
);
const db = getDatabase(app);
connectDatabaseEmulator(db, '127.0.0.1', emulator.port, {
  mockUserToken: { sub: 'u3', user_id: 'u3' },
});
await set(ref(db, 'bench/u3/warm'), { n: 0, at: 0 });
// The SDK keeps every unacknowledged write in its local tree, so keep a bounded window in flight.
const started = performance.now();
let issued = 0;
const sdkWorker = async (): Promise<void> => {
  while (issued < SDK_WRITES) {
    const i = issued++;
    await set(ref(db, `bench/u3/k${i % 1000}`), { n: i, at: i });
  }
};
await Promise.all(Array.from({ length: 100 }, sdkWorker));
report(
  'web SDK set(), 100 in flight (acked writes/s)',
  SDK_WRITES / ((performance.now() - started) / 1000),
  'writes/s',
);
await deleteApp(app);
await emulator.stop();
