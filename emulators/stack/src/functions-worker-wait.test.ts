import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

interface FakeWorker {
  state: string;
  calls: number;
  request(): Promise<void>;
}
interface Pool {
  submitRequest(
    triggerId: string,
    req: object,
    resp: FakeResponse,
    body: unknown,
    debug: unknown,
    runtime: string,
  ): Promise<void>;
  setTriggerWorkers(triggerId: string, workers: FakeWorker[], runtime: string): void;
}
type PoolClass = new () => Pool;
interface FakeResponse {
  headersSent: boolean;
  status?: number;
  text?: string;
  writeHead(status: number): void;
  end(text: string): void;
}

const { RuntimeWorkerPool } = require('firebase-tools/lib/emulator/functionsRuntimeWorker') as {
  RuntimeWorkerPool: PoolClass;
};
const { installWorkerWait } = require('../bin/functions-worker-wait.cjs') as {
  installWorkerWait(
    Pool: PoolClass,
    options?: { pollMs?: number; giveUpAfterMs?: number; log?: (line: string) => void },
  ): boolean;
};

const TRIGGER = 'europe-west1-imports';
const RUNTIME = 'nodejs20';

function worker(state: string): FakeWorker {
  return {
    state,
    calls: 0,
    async request() {
      this.calls += 1;
      this.state = 'BUSY';
    },
  };
}

function response(): FakeResponse {
  return {
    headersSent: false,
    writeHead(status) {
      this.status = status;
      this.headersSent = true;
    },
    end(text) {
      this.text = text;
    },
  };
}

/** firebase-tools' pool class with our wait installed on a subclass, so the real one stays as is. */
function pools(giveUpAfterMs = 5_000) {
  const lines: string[] = [];
  class Waiting extends RuntimeWorkerPool {}
  const installed = installWorkerWait(Waiting, {
    pollMs: 5,
    giveUpAfterMs,
    log: (line) => lines.push(line),
  });
  return { Waiting, installed, lines };
}

const submit = (pool: Pool, resp: FakeResponse = response()) =>
  pool.submitRequest(TRIGGER, { method: 'POST', path: '/' }, resp, '', undefined, RUNTIME);

describe('a call that finds no idle worker (firebase-tools RuntimeWorkerPool)', () => {
  it('throws in firebase-tools itself: the race that left calls unanswered', async () => {
    const pool = new RuntimeWorkerPool();
    pool.setTriggerWorkers(TRIGGER, [worker('BUSY')], RUNTIME);
    await expect(submit(pool)).rejects.toThrow(/without checking for idle workers/);
  });

  it('waits until a worker is idle, then hands the call to it', async () => {
    const { Waiting, installed, lines } = pools();
    expect(installed).toBe(true);
    const pool = new Waiting();
    const busy = worker('BUSY');
    pool.setTriggerWorkers(TRIGGER, [busy], RUNTIME);
    const answered = submit(pool);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(busy.calls).toBe(0);
    busy.state = 'IDLE';
    await answered;
    expect(busy.calls).toBe(1);
    expect(lines).toEqual([expect.stringContaining(`a call of ${TRIGGER} found no idle worker`)]);
  });

  it('takes an idle worker at once and prints nothing', async () => {
    const { Waiting, lines } = pools();
    const pool = new Waiting();
    const idle = worker('IDLE');
    pool.setTriggerWorkers(TRIGGER, [worker('BUSY'), idle], RUNTIME);
    await submit(pool);
    expect(idle.calls).toBe(1);
    expect(lines).toEqual([]);
  });

  it('answers 503 when every worker of the function has exited', async () => {
    const { Waiting, lines } = pools();
    const pool = new Waiting();
    const exiting = worker('BUSY');
    pool.setTriggerWorkers(TRIGGER, [exiting], RUNTIME);
    const resp = response();
    const answered = submit(pool, resp);
    exiting.state = 'FINISHED';
    await answered;
    expect(resp.status).toBe(503);
    expect(resp.text).toMatch(/no worker is left/);
    expect(lines.at(-1)).toMatch(/answered 503: no worker is left/);
  });

  it('answers 503 when no worker frees within the limit', async () => {
    const { Waiting } = pools(40);
    const pool = new Waiting();
    const busy = worker('BUSY');
    pool.setTriggerWorkers(TRIGGER, [busy], RUNTIME);
    const resp = response();
    await submit(pool, resp);
    expect(resp.status).toBe(503);
    expect(resp.text).toMatch(/none was idle for 40 ms/);
    expect(busy.calls).toBe(0);
  });

  it('is installed once', () => {
    const { Waiting } = pools();
    expect(installWorkerWait(Waiting)).toBe(false);
  });
});
