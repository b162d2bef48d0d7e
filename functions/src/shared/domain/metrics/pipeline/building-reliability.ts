import { BEST_PRACTICE } from '../../../constants/benchmarks.js';
import type { MetricsLoads } from '../../../schemas/derived/metrics-loads.js';
import { END_USES } from '../energy/carriers.js';
import type { EnergyIndicators } from '../energy/indicators.js';
import type { EnergyModelOutput } from '../energy/model-output.js';
import type { EquipmentEnergyInput } from '../reliability/equipment-reliability.js';
import { computeReliabilityMetrics } from '../reliability/compute-reliability.js';
import { allocationsOfYear } from './budget-allocations.js';
import type { BuildingMetricsInput } from './building-metrics-input.js';

/**
 * The reliability figures of the building's equipment (`computeReliabilityMetrics`), undefined
 * without equipment. Each equipment gets its sub-system's energy of `year` split equally among
 * the equipment of that sub-system, with its price, CO2 factor and, for heating and cooling, the
 * plant's efficiency against best practice (docs/methodology.md §3); the budget is the
 * allocations of the year of `asOfMs`, the design loads those of `loads`.
 */
export function buildingReliability(
  input: BuildingMetricsInput,
  indicators: EnergyIndicators,
  model: EnergyModelOutput,
  year: number,
  loads: MetricsLoads,
) {
  const equipment = input.equipment ?? {};
  if (Object.keys(equipment).length === 0) return undefined;
  const bySubSystem = new Map<string, string[]>();
  for (const [id, item] of Object.entries(equipment)) {
    if (!item.subSystem) continue;
    bySubSystem.set(item.subSystem, [...(bySubSystem.get(item.subSystem) ?? []), id]);
  }
  const energy: Record<string, EquipmentEnergyInput> = {};
  for (const endUse of END_USES) {
    const ids = bySubSystem.get(endUse) ?? [];
    const figures = indicators.byEndUse[endUse];
    if (ids.length === 0 || figures.siteKwh <= 0) continue;
    const efficiency =
      endUse === 'heating'
        ? {
            current: model.descriptors.heating.efficiency * 100,
            next: BEST_PRACTICE.boilerEfficiency * 100,
          }
        : endUse === 'cooling'
          ? { current: model.descriptors.cooling.cop * 100, next: BEST_PRACTICE.coolingCop * 100 }
          : null;
    for (const id of ids) {
      energy[id] = {
        kwhByYear: { [year]: figures.siteKwh / ids.length },
        pricePerKwh: figures.cost !== null ? figures.cost / figures.siteKwh : undefined,
        co2KgPerKwh: figures.co2Kg / figures.siteKwh,
        currentEfficiencyPct: efficiency?.current,
        newEfficiencyPct: efficiency ? Math.max(efficiency.current, efficiency.next) : undefined,
      };
    }
  }
  return computeReliabilityMetrics({
    asOfMs: input.asOfMs,
    equipment,
    energy,
    budgetAllocations: allocationsOfYear(input.building.maintenanceBudget, input.asOfMs),
    designLoadKw: { heating: loads.heating.loadKw, cooling: loads.cooling.loadKw },
  });
}
