import type { Lighting, LightingFitting } from '@shared/schemas/stored/lighting';
import type { LightingRow } from '@shared/schemas/stored/wizard-systems';
import { withoutUndefined } from '@shared/domain/common/without-undefined';

type Fittings = NonNullable<Lighting['fittings']>;

/** The saved fittings `{fittingId: fitting}` as form rows in display order (`order`, then key). */
export function toFormRows(fittings: Fittings | undefined): LightingRow[] {
  return Object.entries(fittings ?? {})
    .sort(([keyA, a], [keyB, b]) => a.order - b.order || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([fittingId, { order: _order, ...fitting }]) =>
      withoutUndefined({ ...fitting, fittingId }),
    );
}

/**
 * Form rows as the stored map: saved rows keep their key, new rows get `newId()`, and `order`
 * follows the rows on screen.
 */
export function toKeyedMap(rows: readonly LightingRow[], newId: () => string): Fittings {
  return Object.fromEntries(
    rows.map(({ fittingId, ...row }, order): [string, LightingFitting] => [
      fittingId ?? newId(),
      withoutUndefined({ ...row, order }),
    ]),
  );
}

/** The value of the Lighting step for `/buildings/{id}/lighting` (`{}`, removed, when none). */
export function toLighting(rows: readonly LightingRow[], newId: () => string): Lighting {
  return rows.length ? { fittings: toKeyedMap(rows, newId) } : {};
}

/** A new database key for a fitting (32 hex digits: none of `. $ # [ ] /`). */
export function newFittingId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** "Total light fitting usage" of the rows being edited, in %, counting only entered numbers. */
export function lightingRowsTotalPct(rows: readonly { sharePct?: number | undefined }[]): number {
  const total = rows.reduce(
    (sum, row) => sum + (Number.isFinite(row.sharePct) ? (row.sharePct as number) : 0),
    0,
  );
  return Math.round(total * 1e6) / 1e6;
}
