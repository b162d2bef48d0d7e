import { z } from 'zod';
import { strictObject } from '../common.js';
import type { Carrier } from '../derived/metrics-keys.js';

/**
 * `/buildings/{id}/reportedYears/{year}`: the annual figures a benchmarking file (a city
 * disclosure file, a Portfolio Manager export, our template) reported for one calendar year of
 * the building, kept as its history by the CSV import (written by the `imports` function only;
 * the database rules check the same shape). Energy in kWh, intensity in kWh/m²·yr, converted
 * from the file's units as the report says; a carrier at 0 is kept when another is not (the
 * building bought none of it that year). The metrics use the latest year as the annual total
 * of a carrier without bills (docs/methodology.md, "Annual figures of an import").
 */
export const reportedYearSchema = strictObject({
  /** Electricity used, kWh/yr; below zero for a building that exported more than it bought. */
  electricityKwh: z.number().optional(),
  /** Natural gas, kWh/yr (gross calorific value, as Portfolio Manager reports it). */
  naturalGasKwh: z.number().min(0).optional(),
  /** Fuel oil of every grade, diesel and kerosene, kWh/yr (summed; docs/building-import.md). */
  fuelOilKwh: z.number().min(0).optional(),
  propaneKwh: z.number().min(0).optional(),
  districtHotWaterKwh: z.number().min(0).optional(),
  districtSteamKwh: z.number().min(0).optional(),
  districtChilledWaterKwh: z.number().min(0).optional(),
  /**
   * "All Other Fuel" / "Other Use" (kerosene and diesel aside: coal, coke, wood, fuels the file
   * does not name), kWh/yr: kept in the history, not modelled (docs/methodology.md).
   */
  otherFuelKwh: z.number().min(0).optional(),
  siteEuiKwhPerM2: z.number().min(0).optional(),
  energyStarScore: z.int().min(1).max(100).optional(),
  /** Source EUI as the file reports it (its source factors), kWh/m²·yr. */
  sourceEuiKwhPerM2: z.number().gt(0).optional(),
  /**
   * Portfolio Manager's national median source EUI of the property, kWh/m²·yr: for a property its
   * score model rates, the source EUI at which it would score 50; with `sourceEuiKwhPerM2` it
   * places the building among its peers (docs/methodology.md §2).
   */
  nationalMedianSourceEuiKwhPerM2: z.number().gt(0).optional(),
  /**
   * The import that stored it (its report, `/imports/{uid}/{importId}`, says when and from which
   * file), and the line of the file it came from.
   */
  importId: z.string().min(1).max(128),
  line: z.int().min(1),
});
export type ReportedYear = z.infer<typeof reportedYearSchema>;

/** The field of a reported year that holds each carrier's energy, kWh/yr. */
export const REPORTED_CARRIER_KWH = {
  electricity: 'electricityKwh',
  naturalGas: 'naturalGasKwh',
  fuelOil: 'fuelOilKwh',
  propane: 'propaneKwh',
  districtHotWater: 'districtHotWaterKwh',
  districtSteam: 'districtSteamKwh',
  districtChilledWater: 'districtChilledWaterKwh',
} as const satisfies Record<Carrier, keyof ReportedYear>;

/** A reporting year as a key of `reportedYears`: four digits, 1900–2100 (as the import reads). */
export const REPORTED_YEAR_KEY = /^(19[0-9][0-9]|20[0-9][0-9]|2100)$/;
