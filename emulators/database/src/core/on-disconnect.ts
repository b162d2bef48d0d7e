import type { Path } from '../tree/node.js';
import type { AuthState } from './auth.js';
import type { NamespaceDb } from './namespace-db.js';
import type { WriteEntry } from './update-entries.js';

interface QueuedWrite {
  readonly path: Path;
  readonly entries: readonly WriteEntry[];
  readonly who: AuthState;
}

function isAtOrBelow(path: Path, ancestor: Path): boolean {
  return ancestor.length <= path.length && ancestor.every((s, i) => path[i] === s);
}

/**
 * A connection's onDisconnect operations (`o`, `om`), run in registration order when the socket
 * closes, each with the auth current when it was registered. Server values resolve at run time.
 */
export class OnDisconnectQueue {
  private queue: QueuedWrite[] = [];

  /** Number of queued operations. */
  get size(): number {
    return this.queue.length;
  }

  /** Queues a set/remove (`o`) or merge (`om`, already split into entries). */
  add(path: Path, entries: readonly WriteEntry[], who: AuthState): void {
    this.queue.push({ path, entries, who });
  }

  /** Drops operations at or below `path` (`oc`). */
  cancel(path: Path): void {
    this.queue = this.queue.filter((op) => !isAtOrBelow(op.path, path));
  }

  /**
   * Runs and clears the queue. Writes that rules now refuse, or that would now break one of
   * production's limits (NamespaceDb.write), are skipped.
   */
  run(db: NamespaceDb): void {
    const ops = this.queue;
    this.queue = [];
    for (const op of ops) db.write(op.who, op.entries);
  }
}
