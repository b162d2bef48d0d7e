import type { DepreciationMode } from '../../../schemas/enums/equipment.js';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { bookValueAt, depreciationSchedule } from '../finance/depreciation-schedule.js';
import type { DepreciationVariant } from '../finance/depreciation-schedule.js';
import { dateMs, yearsBetween } from './dates.js';
import { expectedLifeOf, inServiceDate } from './expected-life.js';
import { ageForScore } from './health-index.js';

/*
 * Standard and condition-based depreciation of an equipment (spec 2.12, 2.13, 9.6).
 * Standard: the schedule of its Depreciation Mode (default straight line) from Initial Value to
 * salvage (default 0) over its expected life, by year of service.
 * Condition-based: the age-life method of valuation, which depreciates by effective age rather
 * than calendar age. The effective age is the age at which the health index's age curve (CNAIM,
 * see health-index.ts) gives the asset's condition: the Condition % when entered, else the health
 * index. An asset whose only known fact is its age therefore has condition value = book value; one
 * in better or worse shape than its age is worth more or less. The condition curve is the standard
 * curve moved by (effective age − age), clamped to the life.
 * Units of production needs the units used per year (`unitsByYear`, e.g. kWh from the equipment's
 * series); the years not yet observed are taken at the observed average, so the expected total is
 * observed + average × remaining years. Without units it falls back to straight line and says so.
 */

export interface EquipmentDepreciationYear {
  /** Year of service, 1 = the first. */
  year: number;
  /** Calendar year in which that year of service ends. */
  calendarYear: number;
  /** Book value at the end of the year. */
  bookValue: number;
  /** Condition-based value at the end of the year. */
  conditionValue: number;
}

export interface EquipmentDepreciation {
  method: DepreciationMode;
  variant: DepreciationVariant;
  /** Set when the asked method could not be used (units of production without units). */
  fallbackFrom?: DepreciationMode;
  lifeYears: number;
  cost: number;
  salvage: number;
  ageYears: number;
  effectiveAgeYears: number;
  bookValueNow: number;
  conditionValueNow: number;
  /** Depreciating %: share of the depreciable amount written off so far, 0–100. */
  depreciatedPct: number;
  years: EquipmentDepreciationYear[];
}

/** Units by year of service, observed years first, the rest at the observed average. */
function unitsPlan(unitsByYear: readonly number[] | undefined, life: number) {
  if (unitsByYear === undefined || unitsByYear.length === 0) return undefined;
  const observed = unitsByYear.slice(0, life);
  const average = observed.reduce((sum, u) => sum + u, 0) / observed.length;
  const units = Array.from({ length: life }, (_, i) => observed[i] ?? average);
  const totalUnits = units.reduce((sum, u) => sum + u, 0);
  return totalUnits > 0 ? { unitsByYear: units, totalUnits } : undefined;
}

/**
 * Standard and condition-based depreciation as at `asOfMs`. `undefined` without an Initial Value
 * or a service date.
 *
 * @param healthScore the health index (0–100), used when no Condition % is entered
 * @param unitsByYear units used in years of service 1, 2, … (units of production only)
 */
export function equipmentDepreciation(
  equipment: Equipment,
  asOfMs: number,
  healthScore?: number,
  unitsByYear?: readonly number[],
): EquipmentDepreciation | undefined {
  const start = inServiceDate(equipment);
  const cost = equipment.initialValue;
  if (start === undefined || cost === undefined) return undefined;
  const lifeYears = Math.max(1, Math.round(expectedLifeOf(equipment).years));
  const salvage = Math.min(cost, equipment.salvageValue ?? 0);
  const asked = equipment.depreciationMode ?? 'straightLine';
  const units = asked === 'unitsOfProduction' ? unitsPlan(unitsByYear, lifeYears) : undefined;
  const method = asked === 'unitsOfProduction' && units === undefined ? 'straightLine' : asked;
  const schedule = depreciationSchedule({ method, cost, salvage, lifeYears, ...units });
  if (schedule === undefined) return undefined;
  const ageYears = Math.max(0, yearsBetween(dateMs(start), asOfMs));
  const condition = equipment.conditionPct ?? healthScore;
  const effectiveAgeYears =
    condition === undefined ? ageYears : Math.min(lifeYears, ageForScore(condition, lifeYears));
  const shift = effectiveAgeYears - ageYears;
  const startYear = new Date(dateMs(start)).getUTCFullYear();
  const bookValueNow = bookValueAt(schedule, cost, ageYears);
  const result: EquipmentDepreciation = {
    method,
    variant: schedule.variant,
    lifeYears,
    cost,
    salvage,
    ageYears,
    effectiveAgeYears,
    bookValueNow,
    conditionValueNow: bookValueAt(schedule, cost, effectiveAgeYears),
    depreciatedPct: cost > salvage ? (100 * (cost - bookValueNow)) / (cost - salvage) : 0,
    years: schedule.years.map((row) => ({
      year: row.year,
      calendarYear: startYear + row.year,
      bookValue: row.bookValueEnd,
      conditionValue: bookValueAt(
        schedule,
        cost,
        Math.min(lifeYears, Math.max(0, row.year + shift)),
      ),
    })),
  };
  if (method !== asked) result.fallbackFrom = asked;
  return result;
}
