/**
 * Delivers database trigger events to firebase-tools' Functions emulator, as Firebase's own
 * database emulator does: `POST http://FUNCTIONS/functions/projects/PROJECT/triggers/KEY` with
 * the event as body (the route `backgroundFunctionRoute` of firebase-tools' functionsEmulator.js,
 * which answers once the function has finished).
 *
 * - Events are collected synchronously when a write commits (the trees are immutable, so the
 *   before/after nodes stay valid) and sent afterwards: a write never waits for a function.
 * - One event per trigger and concrete path of a write, multi-path updates included.
 * - In order per trigger and path: the next event for that pair leaves when the previous one has
 *   been answered. Different pairs run side by side, at most `concurrency` at once, those of
 *   people's writes before those of admin writes (an import's backlog does not hold up a save).
 * - A Functions emulator that is not up (connection refused, reset) or does not know the function
 *   yet (404, e.g. while it reloads) is retried with backoff for `retryForMs`; a function that
 *   fails (any other non-2xx answer) is logged and not retried, and the write stays.
 * - A delivery not answered within `deliveryTimeoutMs` (a function worker that died without
 *   answering) is given up and logged, so that it never holds up every later event.
 */
import { Agent, request } from 'node:http';
import type { Path, TreeNode } from '../../tree/node.js';
import { getNode } from '../../tree/node.js';
import type { AuthState } from '../auth.js';
import { coversNamespace, type Registration } from './registration.js';
import { eventRequest, firesOn, sameNode, type TriggerEvent } from './trigger-event.js';
import { touchedPaths } from './trigger-path.js';

/** Where and how events are delivered. */
export interface DispatcherOptions {
  /** The Functions emulator, `host:port`; without it events are counted as undeliverable. */
  readonly functionsEmulator?: string;
  /** `host:port` of this database emulator, sent as `firebasedatabasehost`. */
  readonly databaseHost?: () => string;
  /** Maps a requested namespace to the stored one (single-namespace mode). */
  readonly resolveNamespace?: (name: string) => string;
  /** Deliveries in flight at once (default 4). */
  readonly concurrency?: number;
  /** How long an unreachable Functions emulator is retried (default 120 s). */
  readonly retryForMs?: number;
  /**
   * How long one delivery may wait for its answer (default 10 min: longer than any function's
   * timeout, 540 s at most in Cloud Functions).
   */
  readonly deliveryTimeoutMs?: number;
  /** Where failures are reported (default stderr). */
  readonly log?: (line: string) => void;
}

/** Counters since start. */
export interface DispatcherStats {
  events: number;
  delivered: number;
  failed: number;
  retries: number;
  dropped: number;
}

interface Lane {
  readonly events: TriggerEvent[];
  busy: boolean;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 2_000;
const DELIVERY_TIMEOUT_MS = 600_000;

class Retryable extends Error {}

/** Trigger registrations and event delivery for every namespace of one emulator. */
export class TriggerDispatcher {
  private readonly registrations = new Map<string, Registration>();
  private readonly lanes = new Map<string, Lane>();
  /**
   * Lanes whose next event can leave: those of people's writes first, then those of admin writes
   * (functions, imports), so that a person's save is not queued behind an import's thousands of
   * events. Order within a lane (one trigger, one path) is kept either way.
   */
  private readonly ready = { people: [] as string[], admin: [] as string[] };
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private readonly agent = new Agent({ keepAlive: true });
  private functionsEmulator: string | undefined;
  private stopped = false;
  readonly stats: DispatcherStats = { events: 0, delivered: 0, failed: 0, retries: 0, dropped: 0 };

  constructor(private readonly options: DispatcherOptions = {}) {
    this.functionsEmulator = options.functionsEmulator;
  }

  /** Sets (or changes) the Functions emulator events go to, `host:port`. */
  setFunctionsEmulator(hostPort: string | undefined): void {
    this.functionsEmulator = hostPort;
    this.pump();
  }

  /**
   * Adds a trigger, replacing one registered under the same name, or under the same name with
   * another generation: firebase-tools' trigger keys end in `-N`, the number of times it has
   * loaded the functions, and it registers every trigger again on each reload.
   */
  register(registration: Registration): void {
    this.registrations.set(registration.name.replace(/-\d+$/, ''), registration);
  }

  /** Removes every trigger (a Functions emulator that restarts registers again). */
  clear(): void {
    this.registrations.clear();
  }

  /** The registered triggers. */
  list(): Registration[] {
    return [...this.registrations.values()];
  }

  /**
   * Queues the events of one committed write: for each trigger of `namespace`, each concrete
   * path under its pattern whose value changed between `before` and `after`.
   */
  collect(
    namespace: string,
    who: AuthState,
    before: TreeNode | null,
    after: TreeNode | null,
    changed: readonly Path[],
    timeMs: number,
  ): void {
    if (this.registrations.size === 0 || this.stopped) return;
    const resolve = this.options.resolveNamespace ?? ((name: string) => name);
    for (const registration of this.registrations.values()) {
      if (!coversNamespace(registration, namespace, resolve)) continue;
      const seen = new Set<string>();
      for (const path of changed) {
        for (const concrete of touchedPaths(registration.path, path, before, after)) {
          const key = concrete.join('/');
          if (seen.has(key)) continue;
          seen.add(key);
          const old = getNode(before, concrete);
          const now = getNode(after, concrete);
          if (sameNode(old, now) || !firesOn(registration.operation, old, now)) continue;
          this.enqueue(`${registration.name}\u0000${key}`, {
            registration,
            namespace,
            path: concrete,
            before: old,
            after: now,
            who,
            timeMs,
          });
        }
      }
    }
  }

  /** Resolves once every queued event has been delivered (or given up). */
  idle(): Promise<void> {
    if (this.inFlight === 0 && this.readyCount() === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Events queued or in flight. */
  pending(): number {
    let count = 0;
    for (const lane of this.lanes.values()) count += lane.events.length;
    return count;
  }

  /** Stops delivering; queued events are dropped. */
  stop(): void {
    this.stopped = true;
    for (const lane of this.lanes.values()) this.stats.dropped += lane.events.length;
    this.lanes.clear();
    this.ready.people.length = 0;
    this.ready.admin.length = 0;
    this.agent.destroy();
    this.settle();
  }

  private readyCount(): number {
    return this.ready.people.length + this.ready.admin.length;
  }

  private markReady(laneKey: string, lane: Lane): void {
    const next = lane.events[0] as TriggerEvent;
    (next.who.admin ? this.ready.admin : this.ready.people).push(laneKey);
  }

  private enqueue(laneKey: string, event: TriggerEvent): void {
    this.stats.events++;
    let lane = this.lanes.get(laneKey);
    if (!lane) {
      lane = { events: [], busy: false };
      this.lanes.set(laneKey, lane);
    }
    lane.events.push(event);
    if (!lane.busy && lane.events.length === 1) this.markReady(laneKey, lane);
    this.pump();
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 4;
    while (!this.stopped && this.inFlight < limit && this.readyCount() > 0) {
      const laneKey = (this.ready.people.shift() ?? this.ready.admin.shift()) as string;
      const lane = this.lanes.get(laneKey);
      if (!lane || lane.busy || lane.events.length === 0) continue;
      lane.busy = true;
      this.inFlight++;
      void this.run(laneKey, lane);
    }
  }

  private async run(laneKey: string, lane: Lane): Promise<void> {
    const event = lane.events[0] as TriggerEvent;
    await this.deliver(event);
    lane.events.shift();
    lane.busy = false;
    this.inFlight--;
    if (this.stopped) return this.settle();
    if (lane.events.length > 0) this.markReady(laneKey, lane);
    else this.lanes.delete(laneKey);
    this.pump();
    this.settle();
  }

  private settle(): void {
    if (this.inFlight > 0 || this.readyCount() > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private async deliver(event: TriggerEvent): Promise<void> {
    const { registration } = event;
    const where = `${registration.key} at /${event.path.join('/')}`;
    const giveUpAt = Date.now() + (this.options.retryForMs ?? 120_000);
    let wait = FIRST_RETRY_MS;
    for (;;) {
      try {
        const target = this.functionsEmulator;
        if (!target) throw new Retryable('no Functions emulator is configured');
        const answer = await this.post(target, event);
        if (answer.status >= 200 && answer.status < 300) {
          this.stats.delivered++;
        } else {
          this.stats.failed++;
          this.log(`trigger ${where} failed: ${answer.status} ${answer.text.slice(0, 500)}`);
        }
        return;
      } catch (error) {
        if (this.stopped) return;
        if (!(error instanceof Retryable) || Date.now() + wait > giveUpAt) {
          this.stats.dropped++;
          this.log(`trigger ${where} not delivered: ${(error as Error).message}`);
          return;
        }
        this.stats.retries++;
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = Math.min(wait * 2, MAX_RETRY_MS);
      }
    }
  }

  private post(target: string, event: TriggerEvent): Promise<{ status: number; text: string }> {
    const databaseHost = this.options.databaseHost?.() ?? '127.0.0.1:9000';
    const { contentType, body } = eventRequest(event, databaseHost);
    const { project, key } = event.registration;
    const separator = target.lastIndexOf(':');
    return new Promise((resolve, reject) => {
      const req = request(
        {
          agent: this.agent,
          host: target.slice(0, separator).replace(/^\[|\]$/g, ''),
          port: Number(target.slice(separator + 1)),
          method: 'POST',
          path: `/functions/projects/${encodeURIComponent(project)}/triggers/${encodeURIComponent(key)}`,
          headers: { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error) => reject(new Retryable(error.message)));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 0;
            // 404: the Functions emulator does not know the function (yet): it is (re)loading.
            if (status === 404) reject(new Retryable(`404 ${text.slice(0, 200)}`));
            else resolve({ status, text });
          });
        },
      );
      req.on('error', (error) => reject(new Retryable(error.message)));
      req.setTimeout(this.options.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS, () => {
        // Not retried: the function may have run; a second run could repeat its effects.
        req.destroy();
        reject(new Error('no answer within the delivery timeout'));
      });
      req.end(body);
    });
  }

  private log(line: string): void {
    (this.options.log ?? ((text: string) => process.stderr.write(`${text}\n`)))(
      `[database] ${line}`,
    );
  }
}
