/**
 * Listens to the database (`D`, the SDK's handle) and publishes each new state; answers the
 * function that stops it.
 */
export type Subscribe<T, D> = (database: D, publish: (state: T) => void) => () => void;

export interface LiveSubscriptions<D> {
  /**
   * Holds the subscription under `key`, starting it (with `subscribe` and `publish`) when nobody
   * holds it yet; every holder of a key shares one subscription. Answers the release: the last
   * one stops it.
   */
  retain<T>(key: string, subscribe: Subscribe<T, D>, publish: (state: T) => void): () => void;
  /**
   * Holds it for at most `holdMs`, for a screen about to mount: its data is on its way while the
   * screen's code loads, and the screen, holding it too, keeps it. Answers the early release.
   */
  prefetch<T>(
    key: string,
    subscribe: Subscribe<T, D>,
    publish: (state: T) => void,
    holdMs: number,
  ): () => void;
}

interface Entry {
  holders: number;
  active: boolean;
  stop?: () => void;
}

/** The live subscriptions of one database, connected by `connect` on first use. */
export function createLiveSubscriptions<D>(connect: () => Promise<D>): LiveSubscriptions<D> {
  const entries = new Map<string, Entry>();

  const retain = <T>(key: string, subscribe: Subscribe<T, D>, publish: (state: T) => void) => {
    let entry = entries.get(key);
    if (!entry) {
      const started: Entry = { holders: 0, active: true };
      entries.set(key, started);
      void connect().then((database) => {
        if (started.active) started.stop = subscribe(database, publish);
      });
      entry = started;
    }
    const held = entry;
    held.holders += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0) return;
      held.active = false;
      held.stop?.();
      if (entries.get(key) === held) entries.delete(key);
    };
  };

  return {
    retain,
    prefetch(key, subscribe, publish, holdMs) {
      const release = retain(key, subscribe, publish);
      const timer = setTimeout(release, holdMs);
      return () => {
        clearTimeout(timer);
        release();
      };
    },
  };
}
