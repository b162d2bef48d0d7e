import {
  dashboardTotals,
  latestDataMonth,
  type DashboardBuilding,
  type DashboardPeriod,
  type DashboardTotals,
} from './portfolio-dashboard.js';
import { filterBuildings, type DashboardFilters } from './portfolio-lists.js';

/** Rows each of the Dashboard's lists shows (largest savings, equipment at risk, maintenance). */
export const DASHBOARD_LIST_ROWS = 10;

/** What of the Dashboard's view decides the buildings and the period shown. */
export interface DashboardScope {
  filters: DashboardFilters;
  period: DashboardPeriod;
  /** Last month of the period (`YYYY-MM`); absent: the latest month with data. */
  to?: string;
  /** Buildings selected in the scatter chart: the ranking shows only these. */
  selected: readonly string[];
}

/** The buildings and totals the Dashboard shows for a scope. */
export interface DashboardContent {
  /** The buildings the filters keep (the charts and lists show these). */
  filtered: DashboardBuilding[];
  /** The latest month any building has data for. */
  latest?: string;
  /** The period's last month: the scope's, else `latest`. */
  lastMonth?: string;
  /** The period's totals; null when no building has data. */
  totals: DashboardTotals | null;
  /** The buildings the ranking lists: the selected ones among `filtered`, or all of them. */
  ranked: DashboardBuilding[];
}

/**
 * The Dashboard's content for a scope, one function for the screen and its report so that both
 * show the same buildings and the same totals.
 */
export function dashboardContent(
  buildings: readonly DashboardBuilding[],
  scope: DashboardScope,
): DashboardContent {
  const filtered = filterBuildings(buildings, scope.filters);
  const latest = latestDataMonth(buildings);
  const lastMonth = scope.to ?? latest;
  const selected = new Set(scope.selected);
  return {
    filtered,
    ...(latest ? { latest } : {}),
    ...(lastMonth ? { lastMonth } : {}),
    totals: lastMonth ? dashboardTotals(filtered, scope.period, lastMonth) : null,
    ranked: selected.size > 0 ? filtered.filter((b) => selected.has(b.id)) : filtered,
  };
}
