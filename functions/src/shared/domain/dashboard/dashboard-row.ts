import type { ZodType } from 'zod';
import { readPackedJson } from '../../schemas/packed-json.js';
import {
  dashboardRowSchema,
  digestListsSchema,
  type DashboardDigest,
  type DashboardRow,
  type DigestLists,
  type DigestMonth,
} from '../../schemas/derived/dashboard-digest.js';
import type { DashboardBuilding } from './portfolio-dashboard.js';
import { addMonths } from './portfolio-dashboard.js';

/**
 * The Dashboard's two stored forms of a building (schemas/derived/dashboard-digest.ts): its row
 * (`/digests/{uid}/{id}`: the summary's fields and the figures without lists) and its lists
 * (`/digestLists/{uid}/{id}`), each one JSON string. Pure: packed by the functions, unpacked by
 * the browser, and `unpack(pack(x))` gives `x` back.
 */

/** The summary fields a row carries (the portfolio summary's, role-free). */
export type DashboardRowSummary = Omit<DashboardBuilding, 'id' | 'digest'>;

type RowFigures = NonNullable<DashboardRow[7]>;
type RowMonths = NonNullable<RowFigures[7]>;

/**
 * A column of whole numbers in base 36 separated by commas, an empty place for a month without
 * data: a digest's months are whole kWh, kg and currency units (digest.ts), and base 36 writes
 * them in a third fewer characters than decimals (267475 is "5qd7").
 */
const column = (values: readonly (number | undefined)[]) =>
  values.map((value) => (value === undefined ? '' : Math.round(value).toString(36))).join(',');

/** `{yyyy-mm: [kWh, co2Kg, cost?]}` as columns from the first month; a month without data is empty. */
function monthColumns(months: Record<string, DigestMonth>): RowMonths | null {
  const keys = Object.keys(months).sort();
  const from = keys[0];
  const last = keys[keys.length - 1];
  if (from === undefined || last === undefined) return null;
  const rows: (DigestMonth | undefined)[] = [];
  for (let month = from; month <= last; month = addMonths(month, 1)) rows.push(months[month]);
  const priced = rows.every((row) => row === undefined || row[2] !== undefined);
  return [
    from,
    column(rows.map((row) => row?.[0])),
    column(rows.map((row) => row?.[1])),
    priced ? column(rows.map((row) => row?.[2])) : null,
  ];
}

/** The numbers of a column, `undefined` where a month has none; null when one is not a number. */
function numbers(text: string | null): (number | undefined)[] | null {
  if (text === null) return [];
  const parts = text.split(',');
  const values: (number | undefined)[] = new Array<number | undefined>(parts.length);
  for (let i = 0; i < parts.length; i += 1) {
    const part = parts[i]!;
    if (part === '') continue;
    const value = parseInt(part, 36);
    // parseInt stops at a character it cannot read: a sign anywhere but first is not a number.
    if (!Number.isFinite(value) || part.lastIndexOf('-') > 0) return null;
    values[i] = value;
  }
  return values;
}

function monthRecord([from, kwhText, co2Text, costText]: RowMonths): Record<
  string,
  DigestMonth
> | null {
  const kwh = numbers(kwhText);
  const co2Kg = numbers(co2Text);
  const cost = numbers(costText);
  if (!kwh || !co2Kg || !cost) return null;
  const record: Record<string, DigestMonth> = {};
  // Month keys counted on (not `addMonths` per month): this runs for every building on load.
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (let index = 0; index < kwh.length; index += 1) {
    const energy = kwh[index];
    const co2 = co2Kg[index];
    if (energy !== undefined && co2 !== undefined) {
      const money = cost[index];
      record[`${year}-${month < 10 ? '0' : ''}${month}`] =
        money === undefined ? [energy, co2] : [energy, co2, money];
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return record;
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
const orAbsent = <K extends string, T>(key: K, value: T | null): { [P in K]?: T } =>
  (value === null ? {} : { [key]: value }) as { [P in K]?: T };

function figuresOf(digest: DashboardDigest): RowFigures {
  const { potential, risk, maintenance } = digest;
  return [
    digest.computedAtMs,
    digest.currency,
    orNull(digest.floorAreaM2),
    digest.meteredSharePct,
    orNull(digest.siteEuiKwhPerM2),
    orNull(digest.co2KgPerM2),
    orNull(digest.band),
    digest.months ? monthColumns(digest.months) : null,
    potential
      ? [
          potential.savingsKwh,
          potential.costSavings,
          potential.investment,
          orNull(potential.paybackYears),
          potential.count,
        ]
      : null,
    risk
      ? [risk.maxScore, risk.band, risk.highCount, orNull(risk.lowestHealth), orNull(risk.alerts)]
      : null,
    maintenance ? [maintenance.upcoming, maintenance.missed] : null,
  ];
}

/** The digest of a row's figures; null when its months are not numbers. */
function digestOf(figures: RowFigures): DashboardDigest | null {
  const [computedAtMs, currency, area, metered, eui, co2, band, columns, potential, risk, upkeep] =
    figures;
  const months = columns ? monthRecord(columns) : undefined;
  if (months === null) return null;
  return {
    computedAtMs,
    currency,
    ...orAbsent('floorAreaM2', area),
    ...(months ? { months } : {}),
    meteredSharePct: metered,
    ...orAbsent('siteEuiKwhPerM2', eui),
    ...orAbsent('co2KgPerM2', co2),
    ...orAbsent('band', band),
    ...(potential
      ? {
          potential: {
            savingsKwh: potential[0],
            costSavings: potential[1],
            investment: potential[2],
            ...orAbsent('paybackYears', potential[3]),
            count: potential[4],
          },
        }
      : {}),
    ...(risk
      ? {
          risk: {
            maxScore: risk[0],
            band: risk[1],
            highCount: risk[2],
            ...orAbsent('lowestHealth', risk[3]),
            ...orAbsent('alerts', risk[4]),
          },
        }
      : {}),
    ...(upkeep ? { maintenance: { upcoming: upkeep[0], missed: upkeep[1] } } : {}),
  };
}

/** The row of a building: its summary fields and, once computed, its digest without the lists. */
export function dashboardRowOf(
  summary: DashboardRowSummary,
  digest?: DashboardDigest,
): DashboardRow {
  return [
    1,
    summary.title,
    summary.city,
    orNull(summary.useType),
    summary.status,
    summary.currency,
    orNull(summary.grossFloorAreaM2),
    digest ? figuresOf(digest) : null,
  ];
}

/** The lists of a digest, or null when it has none. */
export function digestListsOf(digest: DashboardDigest): DigestLists | null {
  const lists: DigestLists = {
    ...(digest.topMeasures?.length ? { topMeasures: digest.topMeasures } : {}),
    ...(digest.risk?.equipment?.length ? { equipment: digest.risk.equipment } : {}),
    ...(digest.maintenance?.tasks?.length ? { tasks: digest.maintenance.tasks } : {}),
  };
  return Object.keys(lists).length === 0 ? null : lists;
}

/** The stored text of a row or lists. */
export const packDashboardRow = (row: DashboardRow): string => JSON.stringify(row);
export const packDigestLists = (lists: DigestLists): string => JSON.stringify(lists);

export type Unpacked<T> = { ok: true; value: T } | { ok: false; error: string };

function unpack<T>(text: unknown, schema: ZodType<T>): Unpacked<T> {
  const read = readPackedJson(text, schema);
  if (read.ok) return read;
  return {
    ok: false,
    error: read.path.length > 0 ? `${read.path.join('.')}: ${read.message}` : read.message,
  };
}

/** The building `id` as the Dashboard sees it, from its stored row text. */
export function unpackDashboardRow(id: string, text: unknown): Unpacked<DashboardBuilding> {
  const row = unpack(text, dashboardRowSchema);
  if (!row.ok) return row;
  const [, title, city, useType, status, currency, area, figures] = row.value;
  const digest = figures ? digestOf(figures) : undefined;
  if (digest === null) return { ok: false, error: '7.7: not numbers' };
  return {
    ok: true,
    value: {
      id,
      title,
      city,
      ...orAbsent('useType', useType),
      status,
      currency,
      ...orAbsent('grossFloorAreaM2', area),
      ...(digest ? { digest } : {}),
    },
  };
}

/** A building's lists from their stored text. */
export const unpackDigestLists = (text: unknown): Unpacked<DigestLists> =>
  unpack(text, digestListsSchema);

/** `building` with its lists put back into its digest (a building without figures stays as is). */
export function withDigestLists(
  building: DashboardBuilding,
  lists: DigestLists | undefined,
): DashboardBuilding {
  const digest = building.digest;
  if (!digest || !lists) return building;
  return {
    ...building,
    digest: {
      ...digest,
      ...(lists.topMeasures ? { topMeasures: lists.topMeasures } : {}),
      ...(digest.risk && lists.equipment
        ? { risk: { ...digest.risk, equipment: lists.equipment } }
        : {}),
      ...(digest.maintenance && lists.tasks
        ? { maintenance: { ...digest.maintenance, tasks: lists.tasks } }
        : {}),
    },
  };
}
