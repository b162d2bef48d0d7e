import { monthKeyOf } from '@shared/domain/common/months';
import type { ConsumptionRow } from '@shared/schemas/stored/electricity';
import type { ConsumptionFormRow } from '@shared/schemas/stored/wizard-consumption';

/** Stored monthly bills, `{rowId: row}` (`/buildings/{id}/electricity/rows`, `/heating/rows`). */
export type ConsumptionRowMap = Record<string, ConsumptionRow>;

/** A bill row while it is edited: `key` is its database key (absent for a new row), numbers may be empty. */
export interface ConsumptionRowValues {
  key?: string | undefined;
  month?: string | undefined;
  cost?: number | undefined;
  consumptionKwh?: number | undefined;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Table rows of stored bills, oldest month first ("YYYY-MM" sorts as text); ties by key. */
export function toFormRows(map: Readonly<ConsumptionRowMap> | undefined): ConsumptionRowValues[] {
  return Object.entries(map ?? {})
    .sort(([keyA, a], [keyB, b]) => byText(a.month, b.month) || byText(keyA, keyB))
    .map(([key, row]) => ({
      key,
      month: row.month,
      cost: row.cost,
      consumptionKwh: row.consumptionKwh,
    }));
}

/**
 * Stored bills from validated table rows: rows keep their key, new rows (and a repeated key) get
 * `newId()`. No rows give `undefined`, so the part has no `rows` at all.
 */
export function toKeyedMap(
  rows: readonly ConsumptionFormRow[],
  newId: () => string,
): ConsumptionRowMap | undefined {
  if (rows.length === 0) return undefined;
  const map: ConsumptionRowMap = {};
  for (const { key, month, cost, consumptionKwh } of rows) {
    const id = key !== undefined && !(key in map) ? key : newId();
    map[id] = { month, cost, consumptionKwh };
  }
  return map;
}

/** A new database key: 32 hex digits, valid as a Realtime Database key. */
export function newRowId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The month offered for a new bill: the month after the latest one in the table, or, for an
 * empty table, the month before `today` (the last complete month, whose bill is most likely at hand).
 */
export function nextBillMonth(rows: readonly ConsumptionRowValues[], today: Date): string {
  const latest = rows
    .map((row) => row.month)
    .filter((month): month is string => month !== undefined && MONTH.test(month))
    .sort(byText)
    .at(-1);
  if (latest === undefined) return monthKeyOf(today.getFullYear() * 12 + today.getMonth() - 1);
  const [, year, month] = MONTH.exec(latest) ?? [];
  return monthKeyOf(Number(year) * 12 + Number(month));
}

/**
 * Bill rows with monthly totals read from a consumption file: a month already in the table takes
 * the file's consumption and keeps its cost; other months are added without a cost (the user
 * enters it). Rows stay oldest month first; rows without a month stay at the end.
 */
export function mergeMonthlyTotals(
  rows: readonly ConsumptionRowValues[],
  months: readonly { month: string; consumptionKwh: number }[],
): ConsumptionRowValues[] {
  const merged = rows.map((row) => ({ ...row }));
  for (const { month, consumptionKwh } of months) {
    const existing = merged.find((row) => row.month === month);
    if (existing) existing.consumptionKwh = consumptionKwh;
    else merged.push({ month, cost: undefined, consumptionKwh });
  }
  const dated = merged.filter((row) => row.month);
  const undated = merged.filter((row) => !row.month);
  return [...dated.sort((a, b) => byText(a.month ?? '', b.month ?? '')), ...undated];
}
