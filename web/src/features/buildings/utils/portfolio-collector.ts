import { parsePortfolioEntry, toPortfolioRows, type PortfolioRow } from './portfolio-rows';

export interface PortfolioState {
  rows: PortfolioRow[];
  /** True once every summary stored when the listen started has arrived. */
  loaded: boolean;
  /**
   * Set when the portfolio cannot be read (then there are no rows), or, with the other rows
   * shown, names the first summary of the wrong shape (`parsePortfolioEntry`).
   */
  error?: string;
}

/**
 * Once loaded, changes are published at most this often: a burst of summary writes (an import's
 * thousands, one per building) costs one re-sort of the rows per interval, not one per summary.
 */
export const PUBLISH_INTERVAL_MS = 40;

/** Collects a portfolio's summaries, one building at a time, into published states. */
export interface PortfolioCollector {
  /** Building `id`'s summary as stored (added or changed). */
  put(id: string, stored: unknown): void;
  /** Building `id` left the portfolio. */
  remove(id: string): void;
  /** Every summary stored when the listen started has been put: publish at once. */
  loaded(): void;
  /** The portfolio cannot be read; nothing is published after this. */
  fail(reason: string): void;
  /** Stops a pending publish. */
  stop(): void;
}

/**
 * Keeps the rows by building id and publishes them through `onChange`: nothing before `loaded()`
 * (the first state is complete), then at most every {@link PUBLISH_INTERVAL_MS}.
 */
export function createPortfolioCollector(
  onChange: (state: PortfolioState) => void,
): PortfolioCollector {
  const rows = new Map<string, PortfolioRow>();
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
      rows: toPortfolioRows(rows.values()),
      loaded: true,
      ...(problem === undefined ? {} : { error: problem }),
    });
  };
  const publishSoon = () => {
    if (isLoaded && !failed && timer === null) timer = setTimeout(publishNow, PUBLISH_INTERVAL_MS);
  };

  return {
    put(id, stored) {
      const entry = parsePortfolioEntry(id, stored);
      if ('row' in entry) {
        rows.set(id, entry.row);
        problems.delete(id);
      } else {
        rows.delete(id);
        problems.set(id, entry.problem);
      }
      publishSoon();
    },
    remove(id) {
      rows.delete(id);
      problems.delete(id);
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
      onChange({ rows: [], loaded: true, error: reason });
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
