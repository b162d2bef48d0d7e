/** A stored child read with its schema: the item, or what is wrong with it (shown as the error). */
export type KeyedRead<T> = { ok: true; value: T } | { ok: false; problem: string };

export interface KeyedState<T> {
  /** The items by key (children of the wrong shape are left out); unchanged items keep their object. */
  items: ReadonlyMap<string, T>;
  /** True once every child stored when the listen started has arrived. */
  loaded: boolean;
  /**
   * Set when the node cannot be read (then there are no items), or, with the other items kept,
   * names the first child of the wrong shape.
   */
  error?: string;
}

/** Collects the children of one node, one at a time, into published states. */
export interface KeyedCollector {
  /** Child `key` as stored (added or changed). */
  put(key: string, stored: unknown): void;
  /** Child `key` was removed. */
  remove(key: string): void;
  /** Every child stored when the listen started has been put: publish at once. */
  loaded(): void;
  /** The node cannot be read; nothing is published after this. */
  fail(reason: string): void;
  /** Stops a pending publish. */
  stop(): void;
}

/**
 * Keeps the children of a node by key, each read once as it arrives with `read`, and publishes
 * them through `onChange`: nothing before `loaded()` (the first state is complete), then at most
 * every `intervalMs`, so that a burst of writes (an import's thousands of buildings) costs one
 * state per interval, not one per child. Used by every screen that lists a user's per-building
 * copies with one listen (portfolio, search index, Dashboard rows).
 */
export function createKeyedCollector<T>(
  read: (key: string, stored: unknown) => KeyedRead<T>,
  onChange: (state: KeyedState<T>) => void,
  intervalMs: number,
): KeyedCollector {
  const items = new Map<string, T>();
  const problems = new Map<string, string>();
  let isLoaded = false;
  let failed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const publishNow = () => {
    cancel();
    if (failed) return;
    const [problem] = problems.values();
    onChange({
      items: new Map(items),
      loaded: true,
      ...(problem === undefined ? {} : { error: problem }),
    });
  };
  const publishSoon = () => {
    if (isLoaded && !failed && timer === null) timer = setTimeout(publishNow, intervalMs);
  };

  return {
    put(key, stored) {
      const result = read(key, stored);
      if (result.ok) {
        items.set(key, result.value);
        problems.delete(key);
      } else {
        items.delete(key);
        problems.set(key, result.problem);
      }
      publishSoon();
    },
    remove(key) {
      items.delete(key);
      problems.delete(key);
      publishSoon();
    },
    loaded() {
      if (isLoaded) return;
      isLoaded = true;
      publishNow();
    },
    fail(reason) {
      if (failed) return;
      failed = true;
      cancel();
      onChange({ items: new Map(), loaded: true, error: reason });
    },
    stop: cancel,
  };
}
