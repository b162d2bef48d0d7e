import type {
  DigestEquipment,
  DigestMeasure,
  DigestTask,
} from '../../schemas/derived/dashboard-digest.js';
import type { BenchmarkBand } from '../../schemas/enums/analysis.js';
import type { BuildingStatus, UseType } from '../../schemas/enums/building.js';
import type { Currency } from '../../schemas/enums/account.js';
import type { DashboardBuilding } from './portfolio-dashboard.js';

/** The dashboard's filters; an empty list does not filter. */
export interface DashboardFilters {
  useTypes: readonly UseType[];
  cities: readonly string[];
  statuses: readonly BuildingStatus[];
  /** `none`: buildings not placed in the reference distribution. */
  bands: readonly (BenchmarkBand | 'none')[];
}

export const NO_FILTERS: DashboardFilters = { useTypes: [], cities: [], statuses: [], bands: [] };

/** The buildings that pass every filter. */
export function filterBuildings(
  buildings: readonly DashboardBuilding[],
  filters: DashboardFilters,
): DashboardBuilding[] {
  const pass = <T>(list: readonly T[], value: T) => list.length === 0 || list.includes(value);
  return buildings.filter(
    (building) =>
      pass(filters.useTypes, building.useType as UseType) &&
      pass(filters.cities, building.city) &&
      pass(filters.statuses, building.status) &&
      pass(filters.bands, building.digest?.band ?? 'none'),
  );
}

/** The values each filter can take in these buildings, sorted (cities by the user's collation). */
export function filterOptions(buildings: readonly DashboardBuilding[], locale: string) {
  const cities = new Set<string>();
  const useTypes = new Set<UseType>();
  for (const building of buildings) {
    if (building.city) cities.add(building.city);
    if (building.useType) useTypes.add(building.useType);
  }
  const collator = new Intl.Collator(locale);
  return {
    cities: [...cities].sort(collator.compare),
    useTypes: [...useTypes].sort(),
  };
}

/** Buildings in each benchmark band (`none`: not placed), in band order. */
export function bandCounts(
  buildings: readonly DashboardBuilding[],
): Record<BenchmarkBand | 'none', number> {
  const counts = {
    bestInClass: 0,
    mostEfficient: 0,
    averagePerformance: 0,
    leastEfficient: 0,
    none: 0,
  };
  for (const building of buildings) counts[building.digest?.band ?? 'none'] += 1;
  return counts;
}

export interface PortfolioMeasure extends DigestMeasure {
  buildingId: string;
  buildingTitle: string;
  currency: Currency;
}

/** The measures not yet done across buildings, largest energy savings first. */
export function largestSavings(
  buildings: readonly DashboardBuilding[],
  limit: number,
): PortfolioMeasure[] {
  return buildings
    .flatMap((building) =>
      (building.digest?.topMeasures ?? []).map((measure) => ({
        ...measure,
        buildingId: building.id,
        buildingTitle: building.title,
        currency: building.digest!.currency,
      })),
    )
    .sort((a, b) => b.savingsKwh - a.savingsKwh || a.buildingTitle.localeCompare(b.buildingTitle))
    .slice(0, limit);
}

export interface PortfolioEquipment extends DigestEquipment {
  buildingId: string;
  buildingTitle: string;
}

/** Equipment at the highest fault risk across buildings (ties: the lowest health first). */
export function highestRiskEquipment(
  buildings: readonly DashboardBuilding[],
  limit: number,
): PortfolioEquipment[] {
  return buildings
    .flatMap((building) =>
      (building.digest?.risk?.equipment ?? []).map((item) => ({
        ...item,
        buildingId: building.id,
        buildingTitle: building.title,
      })),
    )
    .sort(
      (a, b) =>
        b.riskScore - a.riskScore ||
        (a.healthScore ?? 101) - (b.healthScore ?? 101) ||
        a.buildingTitle.localeCompare(b.buildingTitle),
    )
    .slice(0, limit);
}

export interface PortfolioTask extends DigestTask {
  buildingId: string;
  buildingTitle: string;
}

/** Maintenance missed (oldest first), then due (soonest first), across buildings. */
export function maintenanceTasks(
  buildings: readonly DashboardBuilding[],
  limit: number,
): { tasks: PortfolioTask[]; missed: number; upcoming: number } {
  let missed = 0;
  let upcoming = 0;
  const tasks: PortfolioTask[] = [];
  for (const building of buildings) {
    const maintenance = building.digest?.maintenance;
    if (!maintenance) continue;
    missed += maintenance.missed;
    upcoming += maintenance.upcoming;
    for (const task of maintenance.tasks ?? []) {
      tasks.push({ ...task, buildingId: building.id, buildingTitle: building.title });
    }
  }
  tasks.sort(
    (a, b) =>
      Number(b.missed) - Number(a.missed) ||
      a.dueOn.localeCompare(b.dueOn) ||
      a.buildingTitle.localeCompare(b.buildingTitle),
  );
  return { tasks: tasks.slice(0, limit), missed, upcoming };
}
