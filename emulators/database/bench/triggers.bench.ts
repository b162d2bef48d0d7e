/**
 * Database triggers (issue 13): acked writes/s of a raw protocol client with no trigger and with
 * 10 registered triggers whose paths every write matches (goal: at most 10 % slower), and the
 * delivery throughput to a stand-in Functions emulator that answers at once (events/s).
 */
import { spawn } from 'node:child_process';
import { startEmulator } from '../src/server/emulator.js';
import { BENCH_RULES, BenchClient, benchToken, report } from './bench-utils.js';

const WRITES = Number(process.env.BENCH_WRITES ?? 50_000);
const WINDOW = 500;
const TRIGGERS = 10;

// The stand-in Functions emulator runs in its own process, as firebase-tools' does, and answers
// every event at once: the worst case for the database's side (a real function takes longer,
// so fewer events are in flight).
const functions = spawn(
  process.execPath,
  [
    '-e',
    `let n = 0;
     const server = require('node:http').createServer((req, res) => {
       req.resume();
       req.on('end', () => { n++; res.end('{"status":"acknowledged"}'); });
     });
     server.listen(0, '127.0.0.1', () => console.log(server.address().port));
     process.on('message', () => process.send(n));`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
);
const functionsPort = await new Promise<number>((resolve) =>
  functions.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
);
const answeredCount = (): Promise<number> =>
  new Promise((resolve) => {
    functions.once('message', (count) => resolve(count as number));
    functions.send('count');
  });

const emulator = await startEmulator({
  port: 0,
  rulesText: BENCH_RULES,
  functionsEmulator: `127.0.0.1:${functionsPort}`,
});
const wsUrl = emulator.url.replace('http', 'ws');

async function acked(uid: string): Promise<number> {
  const client = await BenchClient.connect(wsUrl, 'bench');
  await client.request('auth', { cred: benchToken(uid) });
  const started = performance.now();
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < WRITES) {
      const i = next++;
      const status = await client.request('p', {
        p: `bench/${uid}/k${i % 1000}`,
        d: { n: i, at: i },
      });
      if (status !== 'ok') throw new Error(`write ${i}: ${status}`);
    }
  };
  await Promise.all(Array.from({ length: WINDOW }, worker));
  const seconds = (performance.now() - started) / 1000;
  client.close();
  return WRITES / seconds;
}

/** Registers `TRIGGERS` v2 triggers under `root/{uid}/{item}` (replacing earlier ones). */
function registerTriggers(root: string): void {
  emulator.triggers.clear();
  for (let n = 0; n < TRIGGERS; n++) {
    emulator.triggers.register({
      name: `projects/bench/locations/us-central1/triggers/us-central1-t${n}`,
      project: 'bench',
      location: 'us-central1',
      key: `us-central1-t${n}`,
      path: {
        source: `${root}/{uid}/{item}`,
        segments: [{ kind: 'literal', value: root }, { kind: 'one' }, { kind: 'one' }],
      },
      eventType: 'google.firebase.database.ref.v1.written',
      operation: 'write',
      format: 'cloudevent',
      namespacePattern: '*',
    });
  }
}

// Warm-up, then three runs: no trigger; 10 triggers on other paths (what a write pays for the
// triggers being there); 10 triggers matching every write (each write sends 10 events).
await acked('warm');
await acked('warm2');
const without = await acked('u1');
registerTriggers('elsewhere');
const registered = await acked('u3');
registerTriggers('bench');
const deliveredBefore = emulator.triggers.stats.delivered;
const deliveryStarted = performance.now();
const withTriggers = await acked('u2');
report('acked writes/s, no trigger', without, 'writes/s');
report(`acked writes/s, ${TRIGGERS} triggers registered elsewhere`, registered, 'writes/s');
report(`acked writes/s, ${TRIGGERS} triggers matching every write`, withTriggers, 'writes/s');
// The slowdowns compare two runs on the same machine: their goal needs no normalising.
report('  slowdown, registered elsewhere', (1 - registered / without) * 100, '%', {
  value: 10,
  higherIsBetter: false,
});
report(
  `  slowdown, every write sends ${TRIGGERS} events`,
  (1 - withTriggers / without) * 100,
  '%',
  {
    value: 10,
    higherIsBetter: false,
  },
);
await emulator.triggers.idle();
const deliverySeconds = (performance.now() - deliveryStarted) / 1000;
const delivered = emulator.triggers.stats.delivered - deliveredBefore;
report('trigger events delivered/s (4 in flight)', delivered / deliverySeconds, 'events/s');
console.log(`  events delivered / answered: ${delivered} / ${await answeredCount()}`);
await emulator.stop();
functions.kill();
