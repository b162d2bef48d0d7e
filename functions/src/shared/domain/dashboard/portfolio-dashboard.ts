import type { DashboardDigest } from '../../schemas/derived/dashboard-digest.js';
import type { BuildingStatus, UseType } from '../../schemas/enums/building.js';
import type { Currency } from '../../schemas/enums/account.js';

/**
 * The portfolio Dashboard's figures (docs/methodology.md, "Dashboard"): totals of a calendar
 * period with the change against the period before, and the buildings' rankings, from the
 * portfolio summaries and dashboard digests alone. Pure; energy in kWh, CO2 in kg, money per
 * ISO 4217 currency, areas in m².
 */

/** One building as the dashboard sees it: its summary's fields and its digest once computed. */
export interface DashboardBuilding {
  id: string;
  title: string;
  city: string;
  useType?: UseType;
  status: BuildingStatus;
  currency: Currency;
  grossFloorAreaM2?: number;
  digest?: DashboardDigest;
}

export const DASHBOARD_PERIODS = ['year', 'quarter', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Calendar months in each period kind. */
export const PERIOD_MONTH_COUNT: Record<DashboardPeriod, number> = {
  year: 12,
  quarter: 3,
  month: 1,
};

/** The month `count` months after `month` (`YYYY-MM`; negative counts go back). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The months of the period of `kind` that ends with `lastMonth`, oldest first. */
export function periodMonths(kind: DashboardPeriod, lastMonth: string): string[] {
  const count = PERIOD_MONTH_COUNT[kind];
  return Array.from({ length: count }, (_, i) => addMonths(lastMonth, i - count + 1));
}

/** The latest month any building has data for: the default end of the dashboard's period. */
export function latestDataMonth(buildings: readonly DashboardBuilding[]): string | undefined {
  let latest: string | undefined;
  for (const building of buildings) {
    for (const month of Object.keys(building.digest?.months ?? {})) {
      if (latest === undefined || month > latest) latest = month;
    }
  }
  return latest;
}

/** Totals of one period over the buildings with data for every month of it. */
export interface PeriodTotals {
  /** Buildings counted: those with data for every month of the period. */
  buildings: number;
  /** Their ids, for the like-for-like change. */
  ids: ReadonlySet<string>;
  kwh: number;
  co2Kg: number;
  /** Cost per currency, never summed across currencies. */
  costByCurrency: Partial<Record<Currency, number>>;
  /** Counted buildings without a price for some carrier (their cost is not in the totals). */
  unpricedBuildings: number;
  /** Floor area of the counted buildings that have one. */
  areaM2: number;
  /** Energy of the counted buildings with a floor area per m² of it, over the period. */
  euiKwhPerM2?: number;
  /** Counted buildings whose energy all rests on bills or meter data. */
  meteredBuildings: number;
}

const METERED_PCT = 99.5;

/** One building's sums over the months of a period, or null when a month has no data. */
interface BuildingPeriod {
  kwh: number;
  co2Kg: number;
  /** Undefined when a carrier has no price. */
  cost: number | undefined;
}

function periodOf(building: DashboardBuilding, months: readonly string[]): BuildingPeriod | null {
  const byMonth = building.digest?.months;
  if (!byMonth) return null;
  let kwh = 0;
  let co2Kg = 0;
  let cost: number | undefined = 0;
  for (const month of months) {
    const value = byMonth[month];
    if (value === undefined) return null;
    kwh += value[0];
    co2Kg += value[1];
    cost = value[2] === undefined || cost === undefined ? undefined : cost + value[2];
  }
  return { kwh, co2Kg, cost };
}

/** Totals over the buildings whose `periods` (same order) are not null. */
function totalsOf(
  buildings: readonly DashboardBuilding[],
  periods: readonly (BuildingPeriod | null)[],
): PeriodTotals {
  const totals: PeriodTotals = {
    buildings: 0,
    ids: new Set(),
    kwh: 0,
    co2Kg: 0,
    costByCurrency: {},
    unpricedBuildings: 0,
    areaM2: 0,
    meteredBuildings: 0,
  };
  let kwhWithArea = 0;
  const ids = new Set<string>();
  buildings.forEach((building, index) => {
    const sums = periods[index];
    const digest = building.digest;
    if (!sums || !digest) return;
    ids.add(building.id);
    totals.buildings += 1;
    totals.kwh += sums.kwh;
    totals.co2Kg += sums.co2Kg;
    if (sums.cost !== undefined) {
      totals.costByCurrency[digest.currency] =
        (totals.costByCurrency[digest.currency] ?? 0) + sums.cost;
    } else {
      totals.unpricedBuildings += 1;
    }
    const area = digest.floorAreaM2 ?? building.grossFloorAreaM2;
    if (area !== undefined && area > 0) {
      totals.areaM2 += area;
      kwhWithArea += sums.kwh;
    }
    if (digest.meteredSharePct >= METERED_PCT) totals.meteredBuildings += 1;
  });
  totals.ids = ids;
  if (totals.areaM2 > 0) totals.euiKwhPerM2 = kwhWithArea / totals.areaM2;
  return totals;
}

/** Change from `before` to `now` in %, undefined when there is nothing to compare with. */
export function changePct(now: number, before: number): number | undefined {
  return before > 0 ? ((now - before) / before) * 100 : undefined;
}

export interface DashboardTotals {
  months: readonly string[];
  previousMonths: readonly string[];
  current: PeriodTotals;
  previous: PeriodTotals;
  /**
   * Changes over the buildings counted in both periods (like for like: a building added or
   * without data in one of them does not make the portfolio look better or worse).
   */
  change: {
    buildings: number;
    kwhPct?: number;
    co2Pct?: number;
    costPctByCurrency: Partial<Record<Currency, number>>;
    euiPct?: number;
    /** Floor area counted now against the area counted in the previous period. */
    areaPct?: number;
  };
}

/** The period totals ending with `lastMonth`, the previous period's, and the changes. */
export function dashboardTotals(
  buildings: readonly DashboardBuilding[],
  period: DashboardPeriod,
  lastMonth: string,
): DashboardTotals {
  const months = periodMonths(period, lastMonth);
  const previousMonths = periodMonths(period, addMonths(lastMonth, -PERIOD_MONTH_COUNT[period]));
  // Each building's sums once per period; the like-for-like totals keep those with both.
  const currentSums = buildings.map((building) => periodOf(building, months));
  const previousSums = buildings.map((building) => periodOf(building, previousMonths));
  const current = totalsOf(buildings, currentSums);
  const previous = totalsOf(buildings, previousSums);
  const inBoth = (index: number) => currentSums[index] !== null && previousSums[index] !== null;
  const now = totalsOf(
    buildings,
    currentSums.map((sums, index) => (inBoth(index) ? sums : null)),
  );
  const then = totalsOf(
    buildings,
    previousSums.map((sums, index) => (inBoth(index) ? sums : null)),
  );
  const both = now.ids;
  const costPctByCurrency: Partial<Record<Currency, number>> = {};
  for (const [currency, cost] of Object.entries(now.costByCurrency) as [Currency, number][]) {
    const pct = changePct(cost, then.costByCurrency[currency] ?? 0);
    if (pct !== undefined) costPctByCurrency[currency] = pct;
  }
  const euiPct =
    now.euiKwhPerM2 !== undefined && then.euiKwhPerM2 !== undefined
      ? changePct(now.euiKwhPerM2, then.euiKwhPerM2)
      : undefined;
  return {
    months,
    previousMonths,
    current,
    previous,
    change: {
      buildings: both.size,
      ...optional('kwhPct', changePct(now.kwh, then.kwh)),
      ...optional('co2Pct', changePct(now.co2Kg, then.co2Kg)),
      costPctByCurrency,
      ...optional('euiPct', euiPct),
      ...optional('areaPct', changePct(current.areaM2, previous.areaM2)),
    },
  };
}

function optional<K extends string>(key: K, value: number | undefined) {
  return (value === undefined ? {} : { [key]: value }) as Partial<Record<K, number>>;
}

/** What the dashboard can rank buildings by. */
export const RANKINGS = ['eui', 'co2', 'savings', 'risk'] as const;
export type Ranking = (typeof RANKINGS)[number];

/** A building's value for `ranking` (higher ranks first), undefined when it has none. */
export function rankingValue(building: DashboardBuilding, ranking: Ranking): number | undefined {
  const digest = building.digest;
  if (!digest) return undefined;
  switch (ranking) {
    case 'eui':
      return digest.siteEuiKwhPerM2;
    case 'co2':
      return digest.co2KgPerM2;
    case 'savings':
      return digest.potential && digest.potential.savingsKwh > 0
        ? digest.potential.savingsKwh
        : undefined;
    case 'risk':
      return digest.risk ? digest.risk.maxScore : undefined;
  }
}

/**
 * The buildings with a value for `ranking`, highest first (asset risk: ties by the number of
 * high-risk equipment, then the lowest health), then the others by title.
 */
export function rankBuildings(
  buildings: readonly DashboardBuilding[],
  ranking: Ranking,
): DashboardBuilding[] {
  const tieBreak = (a: DashboardBuilding, b: DashboardBuilding) => {
    if (ranking === 'risk') {
      const high = (b.digest?.risk?.highCount ?? 0) - (a.digest?.risk?.highCount ?? 0);
      if (high !== 0) return high;
      return (a.digest?.risk?.lowestHealth ?? 101) - (b.digest?.risk?.lowestHealth ?? 101);
    }
    return 0;
  };
  return [...buildings].sort((a, b) => {
    const va = rankingValue(a, ranking);
    const vb = rankingValue(b, ranking);
    if (va === undefined || vb === undefined) {
      if (va !== vb) return va === undefined ? 1 : -1;
      return a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
    }
    return vb - va || tieBreak(a, b) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id);
  });
}

/** The last `count` months of a building's energy (kWh) up to `lastMonth`, null where absent. */
export function sparklineKwh(
  building: DashboardBuilding,
  lastMonth: string,
  count = 12,
): (number | null)[] {
  return Array.from({ length: count }, (_, i) => {
    const value = building.digest?.months?.[addMonths(lastMonth, i - count + 1)];
    return value === undefined ? null : value[0];
  });
}
