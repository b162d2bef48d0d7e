import { searchIndexEntrySchema, type SearchIndexEntry } from '@shared/schemas/search-index';

export interface SearchIndexState {
  /** The user's search entries by building id; an unchanged building keeps its entry object. */
  entries: ReadonlyMap<string, SearchIndexEntry>;
  /** True once every entry stored when the listen started has arrived. */
  loaded: boolean;
  /**
   * Set when the index cannot be read (then there are no entries), or, with the other entries
   * kept, names the first entry of the wrong shape.
   */
  error?: string;
}

/**
 * Once loaded, changes are published at most this often, so that a burst of entry writes (an
 * import's thousands of buildings) rebuilds the search catalog once per interval.
 */
export const SEARCH_PUBLISH_INTERVAL_MS = 40;

/** Collects a user's search entries, one building at a time, into published states. */
export interface SearchIndexCollector {
  put(buildingId: string, stored: unknown): void;
  remove(buildingId: string): void;
  /** Every entry stored when the listen started has been put: publish at once. */
  loaded(): void;
  /** The index cannot be read; nothing is published after this. */
  fail(reason: string): void;
  /** Stops a pending publish. */
  stop(): void;
}

/**
 * Keeps the entries by building id (each read with `searchIndexEntrySchema`) and publishes them
 * through `onChange`: nothing before `loaded()`, then at most every
 * {@link SEARCH_PUBLISH_INTERVAL_MS}.
 */
export function createSearchIndexCollector(
  onChange: (state: SearchIndexState) => void,
): SearchIndexCollector {
  const entries = new Map<string, SearchIndexEntry>();
  const problems = new Map<string, string>();
  let isLoaded = false;
  let failed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const publishNow = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (failed) return;
    const [problem] = problems.values();
    onChange({
      entries: new Map(entries),
      loaded: true,
      ...(problem === undefined ? {} : { error: problem }),
    });
  };
  const publishSoon = () => {
    if (isLoaded && !failed && timer === null)
      timer = setTimeout(publishNow, SEARCH_PUBLISH_INTERVAL_MS);
  };

  return {
    put(buildingId, stored) {
      const parsed = searchIndexEntrySchema.safeParse(stored);
      if (parsed.success) {
        entries.set(buildingId, parsed.data);
        problems.delete(buildingId);
      } else {
        entries.delete(buildingId);
        const issue = parsed.error.issues[0];
        problems.set(
          buildingId,
          `searchIndex/${buildingId}: ${issue ? `${issue.path.join('/')} ${issue.message}` : ''}`,
        );
      }
      publishSoon();
    },
    remove(buildingId) {
      entries.delete(buildingId);
      problems.delete(buildingId);
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
      if (timer !== null) clearTimeout(timer);
      timer = null;
      onChange({ entries: new Map(), loaded: true, error: reason });
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
