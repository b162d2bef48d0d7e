import type { Path, TreeNode } from '../tree/node.js';
import { getNode, setNode, setNodes } from '../tree/node.js';
import { InvalidDataError, assertValidPath, parseWireData } from '../tree/wire-data.js';
import type { AuthState } from './auth.js';
import { defaultSettings, type DatabaseSettings } from './database-settings.js';
import { fanOut, revokeListen } from './fan-out.js';
import { ListenRegistry } from './listen-registry.js';
import { mayRead, mayWrite, type RulesState } from './rules-gate.js';
import { resolveServerValues } from './server-values.js';
import type { TriggerDispatcher } from './triggers/trigger-dispatcher.js';
import type { PlannedEvent } from './triggers/trigger-event.js';
import { triggerLimitRefusal } from './triggers/trigger-limits.js';
import { PRODUCTION_TRANSFER_LIMITS, type TransferLimits } from './transfer-limits.js';
import { jsonBytes } from '../tree/tree-measure.js';
import { writeSizeRefusal, type LimitRefusal, type WriteSizeLimit } from './write-limits.js';
import type { WriteEntry } from './update-entries.js';

/** Outcome of a write: ok, refused by rules, malformed, or over one of production's limits. */
export type WriteOutcome =
  | { readonly status: 'ok' }
  | { readonly status: 'permission_denied'; readonly detail: string }
  | { readonly status: 'invalid_data'; readonly message: string }
  | LimitRefusal;

/** How a write is made. */
export interface WriteOptions {
  /** The server time `.sv` timestamps and trigger events get (default: now). */
  readonly now?: number;
  /** Whether the write fires database triggers (false for `disableTriggers=true` imports). */
  readonly triggers?: boolean;
  /** A REST request's `writeSizeLimit`; otherwise the namespace's `defaultWriteSizeLimit`. */
  readonly writeSizeLimit?: WriteSizeLimit;
}

const OK: WriteOutcome = { status: 'ok' };
const NO_EVENTS: readonly PlannedEvent[] = [];

/**
 * Sets `node` at `path`, treating a final `.priority` segment as the parent's priority. The node
 * a plain write replaces is added to `replaced`.
 */
function applyAt(
  root: TreeNode | null,
  path: Path,
  node: TreeNode | null,
  replaced: TreeNode[],
): TreeNode | null {
  if (path[path.length - 1] !== '.priority') return setNode(root, path, node, replaced);
  const parentPath = path.slice(0, -1);
  const parent = getNode(root, parentPath);
  if (parent === null) return root;
  const priority =
    node?.kind === 'leaf' && typeof node.value !== 'boolean' ? node.value : undefined;
  const { priority: _old, ...rest } = parent;
  void _old;
  const next = (priority === undefined ? rest : { ...rest, priority }) as TreeNode;
  return setNode(root, parentPath, next);
}

function denied(verdict: { path: Path; reason: 'write' | 'validate' }): WriteOutcome {
  const where = `/${verdict.path.join('/')}`;
  return {
    status: 'permission_denied',
    detail:
      verdict.reason === 'write'
        ? `No .write rule allowed the write at ${where}`
        : `.validate failed at ${where}`,
  };
}

/** The path a write is checked and reported at (`a/.priority` changes `a`). */
function effectivePath(path: Path): Path {
  return path[path.length - 1] === '.priority' ? path.slice(0, -1) : path;
}

/**
 * One namespace: its data, rules and listens. Every write goes through {@link write}, so WS,
 * REST, onDisconnect and import share server values, rules and fan-out.
 */
export class NamespaceDb {
  /** The current data. Replaced (never mutated) on every write. */
  root: TreeNode | null = null;
  /** Active listens. */
  readonly listens = new ListenRegistry();
  /** Settings at `/.settings/<name>.json`. */
  readonly settings: DatabaseSettings = defaultSettings();

  constructor(
    readonly name: string,
    public rules: RulesState,
    /** Database triggers, told of every committed write (absent: none are delivered). */
    private readonly triggers?: TriggerDispatcher,
    /** Sizes of one write and one answer, checked by the transports (src/core/transfer-limits.ts). */
    readonly transferLimits: TransferLimits = PRODUCTION_TRANSFER_LIMITS,
  ) {}

  /**
   * Whether `view` is more than one answer may hold (`transferLimits.responseBytes`), measured
   * without building its JSON: a listen's or `get`'s first answer, a REST stream's first `put`.
   */
  tooLargeToAnswer(view: TreeNode | null): boolean {
    return jsonBytes(view) > this.transferLimits.responseBytes;
  }

  /** The node at `path` (a final `.priority` yields the priority as a leaf). */
  read(path: Path): TreeNode | null {
    if (path[path.length - 1] === '.priority') {
      const p = getNode(this.root, path.slice(0, -1))?.priority;
      return p === undefined ? null : { kind: 'leaf', value: p };
    }
    return getNode(this.root, path);
  }

  /**
   * Applies all entries atomically: resolves server values, checks rules on the result as a
   * whole (one denied entry rejects all), then production's limits (the write's estimated size,
   * and, with `strictTriggerValidation`, the events it would fire), commits, then pushes to
   * listeners synchronously, so data events reach the writer before its ack. Trigger events are
   * queued after the commit and delivered later.
   */
  write(who: AuthState, entries: readonly WriteEntry[], options: WriteOptions = {}): WriteOutcome {
    const now = options.now ?? Date.now();
    const oldRoot = this.root;
    const prepared = this.prepare(entries, now);
    if ('status' in prepared) return prepared;
    const { newRoot, changed, written, replaced } = prepared;
    const verdict = mayWrite(this.rules, who, changed, oldRoot, newRoot, now);
    if (!verdict.allowed) return denied(verdict);
    const limit = options.writeSizeLimit ?? this.settings.defaultWriteSizeLimit;
    const tooBig = writeSizeRefusal(written, replaced, limit);
    if (tooBig) return tooBig;
    const events =
      this.triggers && options.triggers !== false && newRoot !== oldRoot
        ? this.triggers.plan(this.name, oldRoot, newRoot, changed)
        : NO_EVENTS;
    if (this.settings.strictTriggerValidation) {
      const refused = triggerLimitRefusal(events);
      if (refused) return refused;
    }
    this.root = newRoot;
    if (newRoot !== oldRoot) fanOut(this.listens, this.rules, oldRoot, newRoot, changed);
    if (events.length > 0) this.triggers?.enqueue(this.name, who, events, now);
    return OK;
  }

  /** Checks whether a write would be allowed, without applying it (onDisconnect registration). */
  check(who: AuthState, entries: readonly WriteEntry[], now = Date.now()): WriteOutcome {
    const prepared = this.prepare(entries, now);
    if ('status' in prepared) return prepared;
    const verdict = mayWrite(this.rules, who, prepared.changed, this.root, prepared.newRoot, now);
    return verdict.allowed ? OK : denied(verdict);
  }

  /** Replaces the rules and revokes every listen that is no longer readable. */
  setRules(rules: RulesState): void {
    this.rules = rules;
    for (const listen of this.listens.all()) {
      if (!mayRead(rules, listen.sink.who, listen.path, this.root, listen.spec)) {
        this.listens.remove(listen);
        revokeListen(listen);
      }
    }
  }

  /**
   * The tree the entries make and the paths they change, with what the write-size estimate
   * counts: the nodes `written` and the subtrees `replaced` (both gathered on the way).
   */
  private prepare(
    entries: readonly WriteEntry[],
    now: number,
  ):
    | { newRoot: TreeNode | null; changed: Path[]; written: number; replaced: TreeNode[] }
    | WriteOutcome {
    const writes: [Path, TreeNode | null][] = [];
    const changed: Path[] = [];
    const counter = { nodes: 0 };
    let priorities = false;
    try {
      for (const entry of entries) {
        assertValidPath(entry.path);
        const priority = entry.path[entry.path.length - 1] === '.priority';
        let resolved = entry.data;
        if (!entry.plain) {
          const current = priority ? this.read(entry.path) : getNode(this.root, entry.path);
          resolved = resolveServerValues(entry.data, current, now);
        }
        writes.push([entry.path, parseWireData(resolved, entry.path.length, counter)]);
        changed.push(effectivePath(entry.path));
        priorities ||= priority;
      }
    } catch (error) {
      if (error instanceof InvalidDataError) {
        return { status: 'invalid_data', message: error.message };
      }
      throw error;
    }
    // A `.priority` write changes its parent, which other writes may change too: keep the order.
    const replaced: TreeNode[] = [];
    const batched = priorities ? undefined : setNodes(this.root, writes, replaced);
    const newRoot =
      batched !== undefined
        ? batched
        : writes.reduce<TreeNode | null>(
            (root, [path, node]) => applyAt(root, path, node, replaced),
            this.root,
          );
    return { newRoot, changed, written: counter.nodes, replaced };
  }
}
