import { DEFAULT_DISCOUNT_RATE } from '../../../constants/investment.js';
import { FAULT_IMPACTS, FAULT_LIKELIHOODS } from '../../../schemas/enums/reliability.js';
import { SUB_SYSTEMS } from '../../../schemas/enums/equipment.js';
import type {
  BudgetScope,
  FaultImpact,
  FaultLikelihood,
} from '../../../schemas/enums/reliability.js';
import type { DatePreset } from '../../../schemas/enums/analysis.js';
import type { SubSystem } from '../../../schemas/enums/equipment.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import type { MaintenanceBudget } from '../../../schemas/stored/reliability.js';
import { equipmentReliability } from './equipment-reliability.js';
import type {
  EquipmentEnergyInput,
  EquipmentReliability,
  PlacedFault,
} from './equipment-reliability.js';
import { impactRank, likelihoodRank, riskBand } from './fault-risk.js';
import type { RiskBand } from './fault-risk.js';
import { healthByPeriod, summarizeHealth } from './health-periods.js';
import type { HealthPoint, HealthSummary } from './health-periods.js';
import { maintenanceBudgets } from './maintenance-budget.js';
import { maintenanceRegime } from './maintenance-regime.js';
import type { MaintenanceRegime } from './maintenance-regime.js';
import { conversionOf, hasPeakDemand } from './peak-demand.js';
import type { SubSystemDesignLoad } from './peak-demand.js';
import { plainData } from './plain-data.js';
import type { WarrantyState } from './warranty.js';

/** Everything the reliability figures of one building are computed from. */
export interface ReliabilityInput {
  /** The moment the figures are for, ms since the epoch (UTC). */
  asOfMs: number;
  /** The building's equipment by id, each already valid against `equipmentSchema`. */
  equipment: Readonly<Record<string, Equipment>>;
  /** Energy facts per equipment id (series, energy model, prices, efficiencies); optional. */
  energy?: Readonly<Record<string, EquipmentEnergyInput>>;
  /** Budgets the owner allocated per scope, currency per year; others are planned from costs. */
  budgetAllocations?: Partial<Record<BudgetScope, number>>;
  /** The building's total energy of the last year, kWh (for each equipment's share of it). */
  buildingAnnualKwh?: number;
  /**
   * Modelled thermal design load per sub-system, kW (heating: EN 12831-1; cooling: peak hour),
   * shared by its chillers, heat pumps and boilers in proportion to their capacity.
   */
  designLoadKw?: Partial<Record<SubSystem, number>>;
  /** Real discount rate for replacement NPVs, a fraction; default `DEFAULT_DISCOUNT_RATE`. */
  discountRate?: number;
}

/**
 * One cell of the 5 × 5 risk matrix; `faults` is empty for "No Fault Risk on this cell". Each
 * fault names its equipment (and issue); its placement details are in `equipment[id].faults`.
 */
export interface RiskCell {
  likelihood: FaultLikelihood;
  impact: FaultImpact;
  score: number;
  band: RiskBand;
  faults: Array<Omit<PlacedFault, 'placement'>>;
}

export interface ReliabilityMetrics {
  asOfMs: number;
  equipment: Record<string, EquipmentReliability>;
  /** Asset Health now. */
  health: HealthSummary;
  /** The Asset Health chart per period (This Year, This Month, This Week, Today). */
  healthByPeriod: Record<DatePreset, HealthPoint[]>;
  /** Current Sub-System Health: the health summary of each sub-system's equipment. */
  subSystemHealth: Partial<Record<SubSystem, HealthSummary>>;
  /** The risk matrix, likelihood rare…almost certain, then impact negligible…critical. */
  faultRisk: RiskCell[];
  /** Maintenance budget, overall first, then per sub-system scope. */
  maintenanceBudget: MaintenanceBudget[];
  maintenanceRegime: MaintenanceRegime;
  /** How many equipment are in each warranty state. */
  warranty: Record<WarrantyState, number>;
}

function riskMatrix(faults: readonly PlacedFault[]): RiskCell[] {
  return FAULT_LIKELIHOODS.flatMap((likelihood) =>
    FAULT_IMPACTS.map((impact) => {
      const score = likelihoodRank(likelihood) * impactRank(impact);
      const here = faults
        .filter((f) => f.placement.likelihood === likelihood && f.placement.impact === impact)
        .map(({ placement: _placement, ...fault }) => fault);
      return { likelihood, impact, score, band: riskBand(score), faults: here };
    }),
  );
}

/** Each equipment's share of the energy of its group (same type), sub-system and building. */
function addEnergyShares(
  results: readonly EquipmentReliability[],
  equipment: ReliabilityInput['equipment'],
  buildingKwh?: number,
) {
  const group = new Map<string, number>();
  const subSystem = new Map<string, number>();
  const groupOf = (r: EquipmentReliability) =>
    (equipment[r.equipmentId]?.type ?? '').trim().toLowerCase();
  for (const r of results) {
    if (r.annualKwh === undefined) continue;
    group.set(groupOf(r), (group.get(groupOf(r)) ?? 0) + r.annualKwh);
    if (r.subSystem) subSystem.set(r.subSystem, (subSystem.get(r.subSystem) ?? 0) + r.annualKwh);
  }
  const pct = (part: number, whole: number | undefined) =>
    whole && whole > 0 ? (100 * part) / whole : undefined;
  for (const r of results) {
    if (r.annualKwh === undefined) continue;
    r.energySharePct = {
      ofGroup: pct(r.annualKwh, group.get(groupOf(r))),
      ofSubSystem: r.subSystem ? pct(r.annualKwh, subSystem.get(r.subSystem)) : undefined,
      ofBuilding: pct(r.annualKwh, buildingKwh),
    };
  }
}

/** Each sub-system's design load with the capacity of the equipment that converts it. */
function subSystemLoads(
  equipment: ReliabilityInput['equipment'],
  designLoadKw: ReliabilityInput['designLoadKw'],
): Partial<Record<SubSystem, SubSystemDesignLoad>> {
  const loads: Partial<Record<SubSystem, SubSystemDesignLoad>> = {};
  for (const item of Object.values(equipment)) {
    const load = item.subSystem ? designLoadKw?.[item.subSystem] : undefined;
    if (!item.subSystem || load === undefined || item.capacityKwh === undefined) continue;
    if (!hasPeakDemand(item) || conversionOf(item.type).basis === 'rated') continue;
    const entry = (loads[item.subSystem] ??= { designLoadKw: load, totalCapacityKw: 0 });
    entry.totalCapacityKw += item.capacityKwh;
  }
  return loads;
}

/**
 * Reliability figures of one building as at `input.asOfMs` (spec 2.12, 2.13, 3.12, 3.13):
 * per equipment its health index, MTBF/MTTR, warranty, standard and condition-based
 * depreciation, obsolescence findings, replacement evaluation, fault placements and costs; for the
 * building the Asset Health summary and trend, sub-system health, the risk matrix, maintenance
 * budgets, the maintenance regime and warranty counts. Pure: no I/O, the time is an argument.
 * The result holds no `undefined` (ready for the Realtime Database); methods and constants are in
 * docs/methodology.md, "Reliability".
 */
export function computeReliabilityMetrics(input: ReliabilityInput): ReliabilityMetrics {
  const { asOfMs } = input;
  const discountRate = input.discountRate ?? DEFAULT_DISCOUNT_RATE;
  const ids = Object.keys(input.equipment).sort();
  const items = ids.map((id) => input.equipment[id] as Equipment);
  const perEquipment: Record<string, EquipmentReliability> = {};
  const loads = subSystemLoads(input.equipment, input.designLoadKw);
  for (const id of ids) {
    const energy = input.energy?.[id] ?? {};
    const item = input.equipment[id] as Equipment;
    perEquipment[id] = equipmentReliability(
      id,
      input.equipment[id] as Equipment,
      asOfMs,
      energy,
      discountRate,
      item.subSystem ? loads[item.subSystem] : undefined,
    );
  }
  const results = Object.values(perEquipment);
  addEnergyShares(results, input.equipment, input.buildingAnnualKwh);
  const scoreOf = (r: EquipmentReliability) => (r.health === undefined ? [] : [r.health.score]);
  const subSystemHealth: Partial<Record<SubSystem, HealthSummary>> = {};
  for (const subSystem of SUB_SYSTEMS) {
    const scores = results.filter((r) => r.subSystem === subSystem).flatMap(scoreOf);
    if (scores.length > 0) subSystemHealth[subSystem] = summarizeHealth(scores);
  }
  const warranty: Record<WarrantyState, number> = {
    active: 0,
    expiring: 0,
    expired: 0,
    none: 0,
    unknown: 0,
  };
  for (const r of results) warranty[r.warranty.state] += 1;
  return plainData({
    asOfMs,
    equipment: perEquipment,
    health: summarizeHealth(results.flatMap(scoreOf)),
    healthByPeriod: healthByPeriod(items, asOfMs),
    subSystemHealth,
    faultRisk: riskMatrix(results.flatMap((r) => r.faults)),
    maintenanceBudget: maintenanceBudgets(items, asOfMs, input.budgetAllocations),
    maintenanceRegime: maintenanceRegime(input.equipment, asOfMs),
    warranty,
  });
}
