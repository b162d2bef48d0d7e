/**
 * Delivers database trigger events to firebase-tools' Functions emulator, as Firebase's own
 * database emulator does: `POST http://FUNCTIONS/functions/projects/PROJECT/triggers/KEY` with
 * the event as body (the route `backgroundFunctionRoute` of firebase-tools' functionsEmulator.js,
 * which answers once the function has finished).
 *
 * - A write's events are planned before it commits (so that it can be refused for breaking
 *   production's limits, trigger-limits.ts), queued when it commits (the trees are immutable, so
 *   the before/after nodes stay valid) and sent afterwards: a write never waits for a function.
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
import type { Path, TreeNode } from '../../tree/node.js';
import { getNode } from '../../tree/node.js';
import type { AuthState } from '../auth.js';
import { coversNamespace, RegistrationError, type Registration } from './registration.js';
import { TriggerDelivery, type DeliveryOptions, type DispatcherStats } from './trigger-delivery.js';
import { firesOn, sameNode, type PlannedEvent } from './trigger-event.js';
import { TriggerLanes } from './trigger-lanes.js';
import { touchedPaths } from './trigger-path.js';

const NO_EVENTS: readonly PlannedEvent[] = [];

/** Where and how events are delivered. */
export interface DispatcherOptions extends DeliveryOptions {
  /** The Functions emulator, `host:port`; without it events are counted as undeliverable. */
  readonly functionsEmulator?: string;
  /** Maps a requested namespace to the stored one (single-namespace mode). */
  readonly resolveNamespace?: (name: string) => string;
  /** Deliveries in flight at once (default 4). */
  readonly concurrency?: number;
  /**
   * The database's location (`europe-west1`…). A 2nd-gen trigger fires only for a database in its
   * own region, so a v2 registration of another region is refused; unset, every region is taken.
   */
  readonly location?: string;
}

/**
 * Trigger registrations and event delivery for every namespace of one emulator: events queued in
 * lanes (`TriggerLanes`), each delivered by `TriggerDelivery`.
 */
export class TriggerDispatcher {
  private readonly registrations = new Map<string, Registration>();
  private readonly delivery: TriggerDelivery;
  private readonly lanes: TriggerLanes;
  private stopped = false;
  readonly stats: DispatcherStats = { events: 0, delivered: 0, failed: 0, retries: 0, dropped: 0 };

  constructor(private readonly options: DispatcherOptions = {}) {
    this.delivery = new TriggerDelivery(options, this.stats);
    this.delivery.functionsEmulator = options.functionsEmulator;
    this.lanes = new TriggerLanes(
      (event) => this.delivery.deliver(event),
      options.concurrency ?? 4,
    );
  }

  /** Sets (or changes) the Functions emulator events go to, `host:port`. */
  setFunctionsEmulator(hostPort: string | undefined): void {
    this.delivery.functionsEmulator = hostPort;
    this.lanes.pump();
  }

  /**
   * Adds a trigger, replacing one registered under the same name, or under the same name with
   * another generation: firebase-tools' trigger keys end in `-N`, the number of times it has
   * loaded the functions, and it registers every trigger again on each reload.
   */
  register(registration: Registration): void {
    const { location } = this.options;
    if (location && registration.format === 'cloudevent' && registration.location !== location) {
      throw new RegistrationError(
        `2nd-gen database trigger ${registration.key} is in ${registration.location}, this database in ${location}: it would never fire (a 2nd-gen database trigger fires only for a database in its own region; deploy the function in ${location})`,
      );
    }
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
   * The events a write would fire, before it commits: for each trigger of `namespace`, each
   * concrete path under its pattern whose value differs between `before` and `after`. Pure: the
   * write checks them against production's limits, then {@link enqueue}s them once committed.
   */
  plan(
    namespace: string,
    before: TreeNode | null,
    after: TreeNode | null,
    changed: readonly Path[],
  ): readonly PlannedEvent[] {
    if (this.registrations.size === 0 || this.stopped) return NO_EVENTS;
    const resolve = this.options.resolveNamespace ?? ((name: string) => name);
    const planned: PlannedEvent[] = [];
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
          planned.push({ registration, path: concrete, before: old, after: now });
        }
      }
    }
    return planned;
  }

  /** Queues the planned events of a committed write by `who` at `timeMs`. */
  enqueue(
    namespace: string,
    who: AuthState,
    planned: readonly PlannedEvent[],
    timeMs: number,
  ): void {
    if (this.stopped) return;
    for (const { registration, path, before, after } of planned) {
      this.stats.events++;
      // Built field by field: spreading the planned event made enqueueing several times slower.
      this.lanes.enqueue(`${registration.name}\u0000${path.join('/')}`, {
        registration,
        namespace,
        path,
        before,
        after,
        who,
        timeMs,
      });
    }
  }

  /** Resolves once every queued event has been delivered (or given up). */
  idle(): Promise<void> {
    return this.lanes.idle();
  }

  /** Events queued or in flight. */
  pending(): number {
    return this.lanes.pending();
  }

  /** Stops delivering; queued events are dropped. */
  stop(): void {
    this.stopped = true;
    this.stats.dropped += this.lanes.stop();
    this.delivery.stop();
    this.lanes.settle();
  }
}
