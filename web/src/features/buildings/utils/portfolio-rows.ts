import { figuresPending, readStoredSummary } from '@shared/domain/portfolio/portfolio-summary';
import type { PortfolioSummary } from '@shared/schemas/derived/portfolio-summary';

/**
 * One line of the Portfolio list (spec 2.5: Title, Street, Created At, Status): the building's
 * summary (`/portfolios/{uid}/{buildingId}`, schemas/derived/portfolio-summary.ts) and its id.
 */
export type PortfolioRow = PortfolioSummary & { id: string };

/** A stored summary read with its schema: a row, or what is wrong with it. */
export type PortfolioEntry = { row: PortfolioRow } | { problem: string };

/**
 * Reads the summary stored for building `id` (packed: one JSON string). One of the wrong shape is
 * not shown as a row; its problem names the building, the field and the schema's message key
 * (`summaryId/status: validation.mustBeSelected`).
 */
export function parsePortfolioEntry(id: string, stored: unknown): PortfolioEntry {
  const read = readStoredSummary(stored);
  if (read.ok) return { row: { ...read.value, id } };
  return { problem: `${[id, ...read.path].join('/')}: ${read.message}` };
}

/** The rows, newest first, then by id (the list's initial order). */
export function toPortfolioRows(rows: Iterable<PortfolioRow>): PortfolioRow[] {
  return [...rows].sort((a, b) => b.createdAtMs - a.createdAtMs || a.id.localeCompare(b.id));
}

/** Case- and accent-insensitive match of the quick search against title, street, city and id. */
export function matchesQuickSearch(row: PortfolioRow, query: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const terms = fold(query).split(/\s+/).filter(Boolean);
  const haystack = fold(`${row.title} ${row.street} ${row.city} ${row.country} ${row.id}`);
  return terms.every((term) => haystack.includes(term));
}

/**
 * How many of the rows wait for their figures (never computed, or computed before the last change:
 * a recompute is queued), for the portfolio's progress line while a large import is worked off.
 */
export function figuresProgress(rows: readonly PortfolioRow[]): { pending: number; total: number } {
  let pending = 0;
  for (const row of rows) if (figuresPending(row)) pending += 1;
  return { pending, total: rows.length };
}
