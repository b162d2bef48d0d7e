/**
 * The queue of trigger events waiting for delivery: one lane per trigger and concrete path, whose
 * events leave in order, each when the previous one has been answered; lanes run side by side,
 * at most `concurrency` at once and at most `perTrigger` of one trigger.
 */
import type { TriggerEvent } from './trigger-event.js';

interface Lane {
  readonly events: TriggerEvent[];
  busy: boolean;
}

/**
 * Lanes of events, each delivered by `deliver`. The lanes of people's writes go before those of
 * admin writes (functions, imports), so that a person's save is not queued behind an import's
 * thousands of events; admin writes take turns, one lane each, so that a function's small write
 * is not queued behind them either (in production, functions scale out and neither waits).
 */
export class TriggerLanes {
  private readonly lanes = new Map<string, Lane>();
  /**
   * Lanes whose next event can leave: those of people's writes first, then those of admin
   * writes, by the write their next event came from, the writes in turn (a Map keeps the order
   * in which a write became ready; one whose lane leaves goes to the back). Order within a lane
   * (one trigger, one path) is kept either way.
   */
  private readonly ready = { people: [] as string[], admin: new Map<number, string[]>() };
  /** Lanes in `ready.admin`. */
  private adminReady = 0;
  private inFlight = 0;
  /** Deliveries in flight by trigger name. */
  private readonly inFlightByTrigger = new Map<string, number>();
  /**
   * Ready lanes whose trigger had `perTrigger` deliveries in flight when their turn came, by
   * trigger: ready again, at the back of their queue, when one of those is answered.
   */
  private readonly parked = new Map<string, string[]>();
  private waiters: (() => void)[] = [];
  private stopped = false;

  constructor(
    private readonly deliver: (event: TriggerEvent) => Promise<void>,
    private readonly concurrency: number,
    /**
     * Deliveries of one trigger in flight at once. firebase-tools' Functions emulator answers
     * each event that finds every worker of its function busy by starting another worker, a
     * Node process that loads the whole codebase (about 2.4 CPU-seconds on the 2-core machine);
     * production's instances start on machines of their own.
     */
    private readonly perTrigger: number = concurrency,
  ) {}

  /** Queues `event` in the lane `laneKey` (a trigger and a concrete path). */
  enqueue(laneKey: string, event: TriggerEvent): void {
    let lane = this.lanes.get(laneKey);
    if (!lane) {
      lane = { events: [], busy: false };
      this.lanes.set(laneKey, lane);
    }
    lane.events.push(event);
    if (!lane.busy && lane.events.length === 1) this.markReady(laneKey, lane);
    this.pump();
  }

  /** Sends the next events of ready lanes, up to the concurrency. */
  pump(): void {
    while (!this.stopped && this.inFlight < this.concurrency && this.readyCount() > 0) {
      const laneKey = this.ready.people.shift() ?? this.nextAdminLane();
      const lane = this.lanes.get(laneKey);
      if (!lane || lane.busy || lane.events.length === 0) continue;
      const trigger = (lane.events[0] as TriggerEvent).registration.name;
      const busy = this.inFlightByTrigger.get(trigger) ?? 0;
      if (busy >= this.perTrigger) {
        const parked = this.parked.get(trigger);
        if (parked) parked.push(laneKey);
        else this.parked.set(trigger, [laneKey]);
        continue;
      }
      this.inFlightByTrigger.set(trigger, busy + 1);
      lane.busy = true;
      this.inFlight++;
      void this.run(laneKey, lane);
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

  /** Stops sending and empties the lanes; answers the number of events dropped. */
  stop(): number {
    this.stopped = true;
    let dropped = 0;
    for (const lane of this.lanes.values()) dropped += lane.events.length;
    this.lanes.clear();
    this.ready.people.length = 0;
    this.ready.admin.clear();
    this.adminReady = 0;
    this.parked.clear();
    return dropped;
  }

  /** Resolves the {@link idle} waiters when nothing is queued or in flight. */
  settle(): void {
    if (this.inFlight > 0 || this.readyCount() > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private readyCount(): number {
    return this.ready.people.length + this.adminReady;
  }

  private markReady(laneKey: string, lane: Lane): void {
    const next = lane.events[0] as TriggerEvent;
    if (!next.who.admin) {
      this.ready.people.push(laneKey);
      return;
    }
    const waiting = this.ready.admin.get(next.write);
    if (waiting) waiting.push(laneKey);
    else this.ready.admin.set(next.write, [laneKey]);
    this.adminReady++;
  }

  /** The next ready lane of the admin write whose turn it is; that write goes to the back. */
  private nextAdminLane(): string {
    const [write, waiting] = this.ready.admin.entries().next().value as [number, string[]];
    const laneKey = waiting.shift() as string;
    this.ready.admin.delete(write);
    if (waiting.length > 0) this.ready.admin.set(write, waiting);
    this.adminReady--;
    return laneKey;
  }

  private async run(laneKey: string, lane: Lane): Promise<void> {
    const event = lane.events[0] as TriggerEvent;
    await this.deliver(event);
    lane.events.shift();
    lane.busy = false;
    this.inFlight--;
    const trigger = event.registration.name;
    const busy = (this.inFlightByTrigger.get(trigger) ?? 1) - 1;
    if (busy > 0) this.inFlightByTrigger.set(trigger, busy);
    else this.inFlightByTrigger.delete(trigger);
    if (this.stopped) return this.settle();
    this.unpark(trigger);
    if (lane.events.length > 0) this.markReady(laneKey, lane);
    else this.lanes.delete(laneKey);
    this.pump();
    this.settle();
  }

  /** The parked lanes of `trigger` ready again, in the order they were parked. */
  private unpark(trigger: string): void {
    const parked = this.parked.get(trigger);
    if (!parked) return;
    this.parked.delete(trigger);
    for (const laneKey of parked) {
      const lane = this.lanes.get(laneKey);
      if (lane && !lane.busy && lane.events.length > 0) this.markReady(laneKey, lane);
    }
  }
}
