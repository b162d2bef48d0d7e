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
import { sameNode, type Path, type TreeNode } from '../../tree/node.js';
import type { AuthState } from '../auth.js';
import { coversNamespace, RegistrationError, type Registration } from './registration.js';
import { TriggerDelivery, type DeliveryOptions, type DispatcherStats } from './trigger-delivery.js';
import { firesOn, type PlannedEvent } from './trigger-event.js';
import { TriggerLanes } from './trigger-lanes.js';
import { forEachTouched, WriteNodes, type TouchedVisitor } from './trigger-path.js';

const NO_EVENTS: readonly PlannedEvent[] = [];

/** The registrations in order, and by the literal first segment of their pattern. */
interface RegistrationIndex {
  readonly all: readonly Registration[];
  readonly byFirst: ReadonlyMap<string, readonly Registration[]>;
  /** Patterns starting with a wildcard (or the root), which any write may fire. */
  readonly anyFirst: readonly Registration[];
}

/** The first segment of a registration's pattern when it is literal. */
function firstLiteral(registration: Registration): string | undefined {
  const first = registration.path.segments[0];
  return first?.kind === 'literal' ? first.value : undefined;
}

function indexRegistrations(registrations: Iterable<Registration>): RegistrationIndex {
  const all = [...registrations];
  const byFirst = new Map<string, Registration[]>();
  const anyFirst: Registration[] = [];
  for (const registration of all) {
    const first = firstLiteral(registration);
    if (first === undefined) anyFirst.push(registration);
    else byFirst.set(first, [...(byFirst.get(first) ?? []), registration]);
  }
  return { all, byFirst, anyFirst };
}

/** Where and how events are delivered. */
export interface DispatcherOptions extends DeliveryOptions {
  /** The Functions emulator, `host:port`; without it events are counted as undeliverable. */
  readonly functionsEmulator?: string;
  /** Maps a requested namespace to the stored one (single-namespace mode). */
  readonly resolveNamespace?: (name: string) => string;
  /** Deliveries in flight at once (default 4). */
  readonly concurrency?: number;
  /**
   * Deliveries of one trigger in flight at once (default 1): each event that finds every worker
   * of its function busy makes firebase-tools' Functions emulator start another worker.
   */
  readonly concurrencyPerTrigger?: number;
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
  /** The registrations by their pattern's first segment, built on first use after a change. */
  private index: RegistrationIndex | null = null;
  /** Whether each registration covers a namespace, asked once per pair. */
  private readonly covered = new Map<Registration, Map<string, boolean>>();
  private readonly delivery: TriggerDelivery;
  private readonly lanes: TriggerLanes;
  private stopped = false;
  /** Writes whose events were queued (each event names its write, for `TriggerLanes`' turns). */
  private writes = 0;
  readonly stats: DispatcherStats = { events: 0, delivered: 0, failed: 0, retries: 0, dropped: 0 };

  constructor(private readonly options: DispatcherOptions = {}) {
    this.delivery = new TriggerDelivery(options, this.stats);
    this.delivery.functionsEmulator = options.functionsEmulator;
    this.lanes = new TriggerLanes(
      (event) => this.delivery.deliver(event),
      options.concurrency ?? 4,
      options.concurrencyPerTrigger ?? 1,
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
    this.changedRegistrations();
  }

  /** Removes every trigger (a Functions emulator that restarts registers again). */
  clear(): void {
    this.registrations.clear();
    this.changedRegistrations();
  }

  private changedRegistrations(): void {
    this.index = null;
    this.covered.clear();
  }

  /** Whether `registration` fires for writes to `namespace` (cached: a regex test a write). */
  private covers(registration: Registration, namespace: string): boolean {
    let byNamespace = this.covered.get(registration);
    if (!byNamespace) this.covered.set(registration, (byNamespace = new Map()));
    let covers = byNamespace.get(namespace);
    if (covers === undefined) {
      const resolve = this.options.resolveNamespace ?? ((name: string) => name);
      covers = coversNamespace(registration, namespace, resolve);
      byNamespace.set(namespace, covers);
    }
    return covers;
  }

  /**
   * The registrations a write at `changed` may fire, in the order they were registered: those
   * whose pattern starts with a changed path's first segment or with a wildcard (all of them for
   * a write at the root). A write under a path no trigger watches checks none.
   */
  private candidates(changed: readonly Path[]): readonly Registration[] {
    const index = (this.index ??= indexRegistrations(this.registrations.values()));
    if (changed.length === 1) {
      const first = changed[0]![0];
      if (first === undefined) return index.all;
      const literal = index.byFirst.get(first);
      if (!literal) return index.anyFirst;
      if (index.anyFirst.length === 0) return literal;
    } else if (changed.some((path) => path.length === 0)) {
      return index.all;
    }
    const firsts = new Set(changed.map((path) => path[0]!));
    return index.all.filter((registration) => {
      const first = firstLiteral(registration);
      return first === undefined || firsts.has(first);
    });
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
    const planned: PlannedEvent[] = [];
    const write = new WriteNodes(before, after, changed);
    for (const registration of this.candidates(changed)) {
      if (!this.covers(registration, namespace)) continue;
      // A concrete path is visited twice only from two writes below the pattern's depth (or a
      // nested `.priority` beside one): writes at or above it touch disjoint paths, as an
      // update's paths never lie one below another. Only then are the visited paths kept.
      const depth = registration.path.segments.length;
      const seen = changed.some((path) => path.length > depth) ? new Set<string>() : null;
      const visit: TouchedVisitor = (path, old, now) => {
        if (seen) {
          const key = path.join('/');
          if (seen.has(key)) return;
          seen.add(key);
        }
        // The operation first: a deep comparison only for a change that could fire.
        if (!firesOn(registration.operation, old, now) || sameNode(old, now)) return;
        planned.push({ registration, path, before: old, after: now });
      };
      for (let index = 0; index < changed.length; index++) {
        forEachTouched(registration.path, write, index, visit);
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
    const write = ++this.writes;
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
        write,
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
