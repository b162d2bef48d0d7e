import type { BuildingGeneral } from '@shared/schemas/building-general';
import type { BuildingMeta } from '@shared/schemas/building-meta';

/** One line of the Portfolio list (spec 2.5: Title, Street, Created At, Status). */
export interface PortfolioRow {
  id: string;
  ownerUid: string;
  title: string;
  street: string;
  city: string;
  country: string;
  useType: BuildingGeneral['useType'] | null;
  createdAtMs: number | null;
  status: BuildingMeta['status'];
  grossFloorAreaM2: number | null;
}

export interface BuildingParts {
  meta?: BuildingMeta | null;
  general?: BuildingGeneral | null;
}

/**
 * Shapes what the database holds for one building into a row. A building whose meta has not
 * arrived (or cannot be read) yields null and is left out. The title falls back to the name.
 */
export function toPortfolioRow(id: string, { meta, general }: BuildingParts): PortfolioRow | null {
  if (!meta) return null;
  return {
    id,
    ownerUid: meta.ownerUid,
    title: general?.title || general?.name || '',
    street: general?.street ?? '',
    city: general?.city ?? '',
    country: general?.country ?? '',
    useType: general?.useType ?? null,
    createdAtMs: meta.createdAtMs ?? null,
    status: meta.status,
    grossFloorAreaM2: general?.grossFloorAreaM2 ?? null,
  };
}

/** Rows of every readable building, newest first (the list's initial order). */
export function toPortfolioRows(buildings: ReadonlyMap<string, BuildingParts>): PortfolioRow[] {
  const rows: PortfolioRow[] = [];
  for (const [id, parts] of buildings) {
    const row = toPortfolioRow(id, parts);
    if (row) rows.push(row);
  }
  return rows.sort(
    (a, b) => (b.createdAtMs ?? 0) - (a.createdAtMs ?? 0) || a.id.localeCompare(b.id),
  );
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
