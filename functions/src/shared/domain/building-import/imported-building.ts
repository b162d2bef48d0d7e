/**
 * What the import makes of one usable CSV row: a building's General Information with the annual
 * figures the file reports for it (a row is this or is skipped: `RowOutcome` of map-row.ts).
 */
import type { BuildingGeneral } from '../../schemas/stored/building-general.js';

/** Annual figures a file reports for a building (kept in the import report, not in the building). */
export interface ReportedFigures {
  reportingYear?: number;
  electricityKwh?: number;
  naturalGasKwh?: number;
  /** Fuel oil of every grade, diesel and kerosene, kWh/yr (summed). */
  fuelOilKwh?: number;
  propaneKwh?: number;
  districtHotWaterKwh?: number;
  districtSteamKwh?: number;
  districtChilledWaterKwh?: number;
  /**
   * "All Other Fuel" (Chicago), "Other Use" (Portfolio Manager), coal, coke and wood, kWh/yr:
   * kept as reported, not modelled (no carrier of the product fits the mix; methodology).
   */
  otherFuelKwh?: number;
  siteEuiKwhPerM2?: number;
  energyStarScore?: number;
  /** Source EUI as the file reports it (Portfolio Manager's source factors of the year), kWh/m²·yr. */
  sourceEuiKwhPerM2?: number;
  /**
   * Portfolio Manager's national median source EUI of the property, kWh/m²·yr: for a property its
   * score model rates, the source EUI at which it would score 50 (docs/methodology.md §2).
   */
  nationalMedianSourceEuiKwhPerM2?: number;
  /**
   * The source EUI's difference from that median, percent (above zero: uses more), as read; turned
   * into `nationalMedianSourceEuiKwhPerM2` with the row's source EUI and not kept (row-figures.ts).
   */
  sourceEuiDifferencePct?: number;
}

/**
 * One row turned into a building's General Information, ready to create or update. `general`
 * has a `currency` only when the file has a currency column and the row's cell is not empty.
 */
export interface ImportedBuilding {
  /** 1-based physical line of the row in the file. */
  line: number;
  /** `<namespace>:<id>` (see `ExternalIdNamespace`), when the file has an id column. */
  externalId?: string;
  /** The fields the row gives (only those; an update leaves the others as they are). */
  general: BuildingGeneral;
  reported: ReportedFigures;
  /**
   * Earlier years' figures of a file with the years side by side (each with its
   * `reportingYear`); `reported` is then the latest year that has figures.
   */
  otherYears?: ReportedFigures[];
}
