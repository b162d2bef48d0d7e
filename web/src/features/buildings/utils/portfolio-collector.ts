import { createKeyedCollector, type KeyedCollector } from '@/lib/keyed-collector';
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

/**
 * Collects a portfolio's summaries by building id (`createKeyedCollector`) and publishes them as
 * rows, newest first, through `onChange`: nothing before the first load, then at most every
 * {@link PUBLISH_INTERVAL_MS}.
 */
export function createPortfolioCollector(
  onChange: (state: PortfolioState) => void,
): KeyedCollector {
  return createKeyedCollector<PortfolioRow>(
    (id, stored) => {
      const entry = parsePortfolioEntry(id, stored);
      return 'row' in entry
        ? { ok: true, value: entry.row }
        : { ok: false, problem: entry.problem };
    },
    ({ items, loaded, error }) =>
      onChange({ rows: toPortfolioRows(items.values()), loaded, ...(error ? { error } : {}) }),
    PUBLISH_INTERVAL_MS,
  );
}
