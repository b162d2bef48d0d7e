import type { KeyedCollector } from '@/lib/keyed-collector';

/** The two listens that {@link collectListed} joins. */
export interface ListedCollectors {
  /** Into the user's index (`/users/{uid}/buildings`): the keys listed. */
  index: KeyedCollector;
  /** Into the copies kept per key (`/portfolios/{uid}`). */
  copies: KeyedCollector;
}

/**
 * Joins two listens into `target`: a copy is put there only while its key is listed in the
 * index too, so that copies written ahead of their listing (a building import's summaries, sent
 * with its buildings before the commit that lists them all at once) show only with it, and a copy
 * left without its entry is never shown. `target` is loaded once both listens are, and fails
 * when either fails.
 */
export function collectListed(target: KeyedCollector): ListedCollectors {
  const listed = new Set<string>();
  const copies = new Map<string, unknown>();
  /** Keys put into `target` (so that only those are removed from it). */
  const shown = new Set<string>();
  const loaded = { index: false, copies: false };

  const show = (key: string) => {
    if (listed.has(key) && copies.has(key)) {
      shown.add(key);
      target.put(key, copies.get(key));
    } else if (shown.delete(key)) target.remove(key);
  };
  const load = (which: keyof typeof loaded) => {
    loaded[which] = true;
    if (loaded.index && loaded.copies) target.loaded();
  };
  const fail = (reason: string) => target.fail(reason);
  const stop = () => target.stop();

  return {
    index: {
      put(key) {
        if (listed.has(key)) return;
        listed.add(key);
        show(key);
      },
      remove(key) {
        listed.delete(key);
        show(key);
      },
      loaded: () => load('index'),
      fail,
      stop,
    },
    copies: {
      put(key, stored) {
        copies.set(key, stored);
        show(key);
      },
      remove(key) {
        copies.delete(key);
        show(key);
      },
      loaded: () => load('copies'),
      fail,
      stop,
    },
  };
}
