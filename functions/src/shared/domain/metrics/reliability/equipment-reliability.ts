import type { AlertSeverity } from '../../../schemas/enums/reliability.js';
import type { SubSystem } from '../../../schemas/enums/equipment.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { alertHistory } from './alert-history.js';
import type { AlertHistory } from './alert-history.js';
import { dateMs, yearsBetween } from './dates.js';
import { MS_PER_DAY } from '../../common/durations.js';
import { equipmentDepreciation } from './equipment-depreciation.js';
import type { EquipmentDepreciation } from './equipment-depreciation.js';
import { expectedLifeOf, inServiceDate } from './expected-life.js';
import type { ExpectedLife } from './expected-life.js';
import { failureStats } from './failure-stats.js';
import type { FailureStats } from './failure-stats.js';
import { placeFault } from './fault-risk.js';
import type { FaultPlacement } from './fault-risk.js';
import { healthIndex } from './health-index.js';
import type { HealthIndex } from './health-index.js';
import { equipmentPeakDemand } from './peak-demand.js';
import type { EquipmentPeakDemand, SubSystemDesignLoad } from './peak-demand.js';
import { obsolescenceFindings } from './obsolescence.js';
import type { ObsolescenceFinding } from './obsolescence.js';
import { evaluateReplacement } from './replacement.js';
import type { ReplacementResult } from './replacement.js';
import { repairOrReplace } from './repair-or-replace.js';
import type { RepairOrReplace } from './repair-or-replace.js';
import { warrantyStatus } from './warranty.js';
import type { WarrantyStatus } from './warranty.js';

/** Energy facts of one equipment, from its series or the energy model (all optional). */
export interface EquipmentEnergyInput {
  /**
   * Energy used per year, kWh, e.g. `{ 2024: 41_000, 2025: 43_500 }`: each value a whole year, a
   * calendar year or the 12 months ending in that year (a trailing year labelled by its last
   * month). The latest year up to the year of `asOfMs` is "the last year".
   */
  kwhByYear?: Readonly<Record<number, number>>;
  /** Price of the equipment's energy, currency per kWh. */
  pricePerKwh?: number;
  /** Emission factor of the equipment's energy, kg CO2e per kWh. */
  co2KgPerKwh?: number;
  /** Efficiency or COP of the current unit and of a new one, % (COP 3.2 = 320 %). */
  currentEfficiencyPct?: number;
  newEfficiencyPct?: number;
  /** The minimum efficiency a regulation requires of such a unit, %. */
  requiredEfficiencyPct?: number;
  /** Estimated maintenance of a new unit, currency per year. */
  newMaintenance?: number;
}

/** A fault placed in the risk matrix: one per potential issue, or the equipment as a whole. */
export interface PlacedFault {
  equipmentId: string;
  /** Key of the potential issue; absent for the equipment's general failure risk. */
  issueId?: string;
  fault?: string;
  placement: FaultPlacement;
}

/** Costs per year for the Total Cost Breakdown and Maintenance Cost vs Replacement Value. */
export interface EquipmentCosts {
  /** Yearly Maintenance + Yearly Ad-hoc, currency per year. */
  maintenance: number;
  /** Energy of the last year × price, currency per year. */
  energy?: number;
  /** Estimated Part Replacement Value, currency. */
  parts?: number;
  /** Maintenance / replacement value × 100 (RAV %, as Atlas CMMS). */
  maintenanceToReplacementPct?: number;
}

export interface EquipmentReliability {
  equipmentId: string;
  subSystem?: SubSystem;
  expectedLife: ExpectedLife;
  ageYears?: number;
  health?: HealthIndex;
  failures: FailureStats;
  warranty: WarrantyStatus;
  depreciation?: EquipmentDepreciation;
  obsolescence: ObsolescenceFinding[];
  replacement?: ReplacementResult;
  faults: PlacedFault[];
  costs: EquipmentCosts;
  /** Energy of the last year with data, kWh. */
  annualKwh?: number;
  /** Energy Consumption by Year (spec 2.13): the energy given per year up to now, kWh. */
  energyByYearKwh?: Record<string, number>;
  /** Shares of that energy, %: of the equipment of the same type, of its sub-system's equipment
   * and of the building (spec 2.13); filled in by `computeReliabilityMetrics`. */
  energySharePct?: { ofGroup?: number; ofSubSystem?: number; ofBuilding?: number };
  /** Alerts raised in the last 365 days by severity (the Alerts chart). */
  alertCounts: Record<AlertSeverity, number>;
  /** Alerts raised by severity per month and year, all logged alerts (the Alerts chart). */
  alertHistory: AlertHistory;
  /** Projected Peak Demand (spec 2.13), kW; absent without a Capacity. */
  peakDemand?: EquipmentPeakDemand;
  /** Repair or replace, energy included; absent without a replacement evaluation. */
  repairOrReplace?: RepairOrReplace;
}

/** The latest year of `kwhByYear` up to the year of `asOfMs`, and the one before it. */
function lastYears(kwhByYear: Readonly<Record<number, number>> | undefined, asOfMs: number) {
  const currentYear = new Date(asOfMs).getUTCFullYear();
  const years = Object.keys(kwhByYear ?? {})
    .map(Number)
    .filter((year) => year <= currentYear)
    .sort((a, b) => a - b);
  const last = years.at(-1);
  return {
    last: last === undefined ? undefined : kwhByYear?.[last],
    before: last === undefined ? undefined : kwhByYear?.[last - 1],
  };
}

/** Units by year of service from energy by calendar year (service year k ≈ start year + k − 1). */
function unitsByServiceYear(equipment: Equipment, kwhByYear?: Readonly<Record<number, number>>) {
  const start = inServiceDate(equipment);
  if (start === undefined || kwhByYear === undefined) return undefined;
  const startYear = Number(start.slice(0, 4));
  const units: number[] = [];
  for (let year = startYear; kwhByYear[year] !== undefined; year += 1)
    units.push(kwhByYear[year] ?? 0);
  return units;
}

function energyByYear(kwhByYear: Readonly<Record<number, number>> | undefined, asOfMs: number) {
  const currentYear = new Date(asOfMs).getUTCFullYear();
  const entries = Object.entries(kwhByYear ?? {}).filter(([year]) => Number(year) <= currentYear);
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

function alertCounts(equipment: Equipment, asOfMs: number): Record<AlertSeverity, number> {
  const counts: Record<AlertSeverity, number> = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const alert of Object.values(equipment.alerts ?? {})) {
    if (alert.raisedAtMs > asOfMs - 365 * MS_PER_DAY && alert.raisedAtMs <= asOfMs)
      counts[alert.severity] += 1;
  }
  return counts;
}

/** Every reliability figure of one equipment as at `asOfMs`. */
export function equipmentReliability(
  equipmentId: string,
  equipment: Equipment,
  asOfMs: number,
  energy: EquipmentEnergyInput,
  discountRate: number,
  subSystemLoad?: SubSystemDesignLoad,
): EquipmentReliability {
  const start = inServiceDate(equipment);
  const health = healthIndex(equipment, asOfMs);
  const failures = failureStats(equipment, asOfMs);
  const { last, before } = lastYears(energy.kwhByYear, asOfMs);
  const evidence = { failures, health: health?.score, subSystem: equipment.subSystem };
  const faults: PlacedFault[] = Object.entries(equipment.issues ?? {}).map(([issueId, issue]) => ({
    equipmentId,
    issueId,
    fault: issue.fault,
    placement: placeFault({ ...evidence, issue }),
  }));
  if (faults.length === 0) faults.push({ equipmentId, placement: placeFault(evidence) });
  const maintenance = (equipment.yearlyMaintenance ?? 0) + (equipment.yearlyAdHoc ?? 0);
  const replacementValue = equipment.replacementValue ?? equipment.initialValue;
  const costs: EquipmentCosts = {
    maintenance,
    energy:
      last !== undefined && energy.pricePerKwh !== undefined
        ? last * energy.pricePerKwh
        : undefined,
    parts: equipment.partReplacementValue,
    maintenanceToReplacementPct:
      replacementValue !== undefined && replacementValue > 0
        ? (100 * maintenance) / replacementValue
        : undefined,
  };
  const expectedLife = expectedLifeOf(equipment);
  const ageYears =
    start === undefined ? undefined : Math.max(0, yearsBetween(dateMs(start), asOfMs));
  const obsolescence = obsolescenceFindings(equipment, asOfMs, {
    failures,
    energyLastYearKwh: last,
    energyYearBeforeKwh: before,
    currentEfficiencyPct: energy.currentEfficiencyPct,
    requiredEfficiencyPct: energy.requiredEfficiencyPct,
  });
  const replacement = evaluateReplacement(equipment, asOfMs, {
    ...energy,
    annualKwh: last,
    discountRate,
  });
  return {
    equipmentId,
    subSystem: equipment.subSystem,
    expectedLife,
    ageYears,
    health,
    failures,
    warranty: warrantyStatus(equipment, asOfMs),
    depreciation: equipmentDepreciation(
      equipment,
      asOfMs,
      health?.score,
      unitsByServiceYear(equipment, energy.kwhByYear),
    ),
    obsolescence,
    replacement,
    faults,
    costs,
    annualKwh: last,
    energyByYearKwh: energyByYear(energy.kwhByYear, asOfMs),
    alertCounts: alertCounts(equipment, asOfMs),
    alertHistory: alertHistory(equipment, asOfMs),
    peakDemand: equipmentPeakDemand(equipment, energy.currentEfficiencyPct, subSystemLoad),
    repairOrReplace:
      replacement === undefined
        ? undefined
        : repairOrReplace({
            equipment,
            replacement,
            failures,
            energyCostPerYear: costs.energy,
            ageYears,
            expectedLifeYears: expectedLife.years,
            healthScore: health?.score,
            obsolescenceFindings: obsolescence.length,
            discountRate,
          }),
  };
}
