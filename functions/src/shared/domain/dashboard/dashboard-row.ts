import type { ZodType } from 'zod';
import {
  dashboardRowSchema,
  digestListsSchema,
  type DashboardDigest,
  type DashboardRow,
  type DigestLists,
  type DigestMonth,
} from '../../schemas/dashboard-digest.js';
import type { DashboardBuilding } from './portfolio-dashboard.js';
import { addMonths } from './portfolio-dashboard.js';

/**
 * The Dashboard's two stored forms of a building (schemas/dashboard-digest.ts): its row
 * (`/digests/{uid}/{id}`: the summary's fields and the figures without lists) and its lists
 * (`/digestLists/{uid}/{id}`), each one JSON string. Pure: packed by the functions, unpacked by
 * the browser, and `unpack(pack(x))` gives `x` back.
 */

/** The summary fields a row carries (the portfolio summary's, role-free). */
export type DashboardRowSummary = Omit<DashboardBuilding, 'id' | 'digest'>;

type RowMonths = NonNullable<NonNullable<DashboardRow['figures']>['months']>;

/** `{yyyy-mm: [kWh, co2Kg, cost?]}` as columns from the first month; a month without data is null. */
function monthColumns(months: Record<string, DigestMonth>): RowMonths | undefined {
  const keys = Object.keys(months).sort();
  const from = keys[0];
  const last = keys[keys.length - 1];
  if (from === undefined || last === undefined) return undefined;
  const kwh: (number | null)[] = [];
  const co2Kg: (number | null)[] = [];
  const cost: (number | null)[] = [];
  let priced = true;
  for (let month = from; month <= last; month = addMonths(month, 1)) {
    const value = months[month];
    kwh.push(value ? value[0] : null);
    co2Kg.push(value ? value[1] : null);
    cost.push(value ? (value[2] ?? null) : null);
    if (value && value[2] === undefined) priced = false;
  }
  return { from, kwh, co2Kg, ...(priced ? { cost } : {}) };
}

function monthRecord(columns: RowMonths): Record<string, DigestMonth> {
  const record: Record<string, DigestMonth> = {};
  // Month keys counted on (not `addMonths` per month): this runs for every building on load.
  let year = Number(columns.from.slice(0, 4));
  let month = Number(columns.from.slice(5, 7));
  columns.kwh.forEach((kwh, index) => {
    const co2 = columns.co2Kg[index];
    if (kwh !== null && kwh !== undefined && co2 !== null && co2 !== undefined) {
      const cost = columns.cost?.[index];
      record[`${year}-${month < 10 ? '0' : ''}${month}`] =
        cost === null || cost === undefined ? [kwh, co2] : [kwh, co2, cost];
    }
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  });
  return record;
}

/** The row of a building: its summary fields and, once computed, its digest without the lists. */
export function dashboardRowOf(
  summary: DashboardRowSummary,
  digest?: DashboardDigest,
): DashboardRow {
  const row: DashboardRow = {
    title: summary.title,
    city: summary.city,
    ...(summary.useType === undefined ? {} : { useType: summary.useType }),
    status: summary.status,
    currency: summary.currency,
    ...(summary.grossFloorAreaM2 === undefined
      ? {}
      : { grossFloorAreaM2: summary.grossFloorAreaM2 }),
  };
  if (!digest) return row;
  const { months, topMeasures: _measures, risk, maintenance, ...rest } = digest;
  const columns = months ? monthColumns(months) : undefined;
  const { equipment: _equipment, ...riskSummary } = risk ?? { equipment: undefined };
  const { tasks: _tasks, ...maintenanceCounts } = maintenance ?? { tasks: undefined };
  return {
    ...row,
    figures: {
      ...rest,
      ...(columns ? { months: columns } : {}),
      ...(risk ? { risk: riskSummary as NonNullable<typeof risk> } : {}),
      ...(maintenance ? { maintenance: maintenanceCounts as NonNullable<typeof maintenance> } : {}),
    },
  };
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
  if (typeof text !== 'string') return { ok: false, error: 'not a packed string' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    error: issue ? `${issue.path.map(String).join('.')}: ${issue.message}` : 'invalid',
  };
}

/** The building `id` as the Dashboard sees it, from its stored row text. */
export function unpackDashboardRow(id: string, text: unknown): Unpacked<DashboardBuilding> {
  const row = unpack(text, dashboardRowSchema);
  if (!row.ok) return row;
  const { figures, ...summary } = row.value;
  if (!figures) return { ok: true, value: { id, ...summary } };
  const { months, ...rest } = figures;
  const digest: DashboardDigest = { ...rest, ...(months ? { months: monthRecord(months) } : {}) };
  return { ok: true, value: { id, ...summary, digest } };
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
