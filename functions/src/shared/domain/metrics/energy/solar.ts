/**
 * Solar geometry for monthly irradiation (Duffie & Beckman, "Solar Engineering of Thermal
 * Processes", 4th ed., eqs. 1.6.1a, 1.10.3 and Table 1.6.1).
 */

/** Solar constant, W/m² (Duffie & Beckman §1.2). */
export const SOLAR_CONSTANT_W_PER_M2 = 1367;

/** Recommended average day of each month, day of the year (Klein 1977; Duffie & Beckman Table 1.6.1). */
export const MEAN_DAY_OF_MONTH = [17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344] as const;

const RAD = Math.PI / 180;

/** Solar declination on day `n` of the year, degrees (Cooper's equation, eq. 1.6.1a). */
export function declinationDeg(dayOfYear: number): number {
  return 23.45 * Math.sin(((360 * (284 + dayOfYear)) / 365) * RAD);
}

/**
 * Daily extraterrestrial irradiation on a horizontal surface, kWh/m²·day (eq. 1.10.3), at a
 * latitude in degrees on day `n`. Polar night gives 0.
 */
export function extraterrestrialDailyKwhPerM2(latitudeDeg: number, dayOfYear: number): number {
  const phi = latitudeDeg * RAD;
  const delta = declinationDeg(dayOfYear) * RAD;
  const cosWs = Math.max(-1, Math.min(1, -Math.tan(phi) * Math.tan(delta)));
  const ws = Math.acos(cosWs);
  const joules =
    ((24 * 3600 * SOLAR_CONSTANT_W_PER_M2) / Math.PI) *
    (1 + 0.033 * Math.cos(((360 * dayOfYear) / 365) * RAD)) *
    (Math.cos(phi) * Math.cos(delta) * Math.sin(ws) + ws * Math.sin(phi) * Math.sin(delta));
  return Math.max(0, joules / 3.6e6);
}

/**
 * Monthly global horizontal irradiation, kWh/m², estimated as clearness index × extraterrestrial
 * irradiation of the month's mean day × days.
 */
export function monthlyHorizontalIrradiationKwhPerM2(
  latitudeDeg: number,
  calendarMonth: number,
  days: number,
  clearnessIndex: number,
): number {
  const day = MEAN_DAY_OF_MONTH[calendarMonth] ?? 15;
  const extraterrestrial =
    day === MEAN_DAY_OF_MONTH[calendarMonth]
      ? meanDayExtraterrestrial(latitudeDeg)[calendarMonth]!
      : extraterrestrialDailyKwhPerM2(latitudeDeg, day);
  return clearnessIndex * extraterrestrial * days;
}

/** The mean days' extraterrestrial irradiation at the latitude last asked for, and that latitude. */
let remembered: { latitudeDeg: number; kwhPerM2: Float64Array } | null = null;

/**
 * `extraterrestrialDailyKwhPerM2` of each month's mean day at a latitude, kept for the next call
 * at the same latitude: every run of a building's model (its baseline and each detail variant,
 * a dozen months each) asks for the same twelve values. A typed array: one shape for V8's
 * optimised code, whichever tier made it (docs/benchmarks.md, "Recompute: arrays of one kind").
 */
function meanDayExtraterrestrial(latitudeDeg: number): Float64Array {
  if (remembered === null || !Object.is(remembered.latitudeDeg, latitudeDeg)) {
    remembered = {
      latitudeDeg,
      kwhPerM2: Float64Array.from(MEAN_DAY_OF_MONTH, (day) =>
        extraterrestrialDailyKwhPerM2(latitudeDeg, day),
      ),
    };
  }
  return remembered.kwhPerM2;
}
