import type { TransferLimits } from './transfer-limits.js';
import { NamespaceDb } from './namespace-db.js';
import type { TriggerDispatcher } from './triggers/trigger-dispatcher.js';
import { DEFAULT_RULES_TEXT, loadRules, type RulesState } from './rules-gate.js';

/** Options for the set of namespaces. */
export interface NamespacesOptions {
  /** Rules text every new namespace starts with (default: open rules). */
  readonly rulesText?: string;
  /** Single-namespace mode: every requested namespace maps to this one. */
  readonly singleNamespace?: string;
  /** Database triggers, shared by every namespace. */
  readonly triggers?: TriggerDispatcher;
  /**
   * Sizes of one write and one answer; production's by default (`PRODUCTION_TRANSFER_LIMITS`).
   * Tests make them small rather than send 256 MB.
   */
  readonly transferLimits?: TransferLimits;
}

/**
 * The namespaces (database instances) of one emulator, created on first use and isolated from
 * each other; in single-namespace mode every name resolves to the same instance.
 */
export class Namespaces {
  private readonly byName = new Map<string, NamespaceDb>();
  private readonly initialRules: RulesState;

  constructor(private readonly options: NamespacesOptions = {}) {
    this.initialRules = loadRules(options.rulesText ?? DEFAULT_RULES_TEXT);
  }

  /** The name a requested namespace resolves to. */
  resolve(name: string | null | undefined): string {
    return this.options.singleNamespace ?? (name || 'default');
  }

  /** The namespace for `name`, created on first use. */
  get(name: string | null | undefined): NamespaceDb {
    const resolved = this.resolve(name);
    let db = this.byName.get(resolved);
    if (!db) {
      db = new NamespaceDb(
        resolved,
        this.initialRules,
        this.options.triggers,
        this.options.transferLimits,
      );
      this.byName.set(resolved, db);
    }
    return db;
  }

  /** Every namespace created so far. */
  all(): NamespaceDb[] {
    return [...this.byName.values()];
  }
}
