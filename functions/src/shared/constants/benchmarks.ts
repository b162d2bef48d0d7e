import type { UseType } from '../schemas/enums/building.js';

/**
 * Benchmark bands, reference spreads and best-practice values (docs/methodology.md §2).
 */

/**
 * Band limits in percentiles of peer EUI, lower is better (METHODS.md §5, "suggested band
 * mapping"; spec 9.5 band names): Best-in-Class ≤ 10th, Most Efficient ≤ 25th, Average up to the
 * 75th, Least Efficient above.
 */
export const BAND_LIMITS_PCT = { bestInClass: 10, mostEfficient: 25, average: 75 } as const;

/**
 * Best practice per element for the current-versus-best detail:
 * - U-values, W/m²K: roof 0.15 (lower end of insulated roofs 0.15–0.25), wall 0.24 and window 1.3
 *   (German GEG refurbishment maxima), floor 0.25 (insulated floor) — METHODS.md §7; best window
 *   triple low-E 0.8 (centre of glass, ASHRAE Fundamentals ch. 15 Table 4, ε 0.10 argon);
 * - heating: condensing boiler 0.975 (upper end of 0.90–0.975), heat pump SCOP 5.0 (upper end of
 *   ground-source 3.5–5), district heat 1.0 (METHODS.md §9);
 * - cooling: water-cooled centrifugal chiller ≥ 300 t, COP 6.3 (ASHRAE 90.1 Table 6.8.1-3);
 * - lighting: LED 150 lm/W (upper end of "100–150 today", METHODS.md §8);
 * - ventilation: variable-speed drive fans.
 */
export const BEST_PRACTICE = {
  uValueWPerM2K: { roof: 0.15, wall: 0.24, openings: 0.8, floor: 0.25 },
  glazing: 'tripleGlazedLowE',
  boilerEfficiency: 0.975,
  heatPumpScop: 5.0,
  coolingCop: 6.3,
  lightingEfficacyLmPerW: 150,
  fanType: 'variableSpeedDrive',
} as const;

/**
 * Roof-mounted PV potential, kWp per m² of roof: half the roof usable × 0.2 kWp/m² (modules of
 * about 20 % efficiency at 1 kW/m²). Assumption for the "Solar capacity" detail.
 */
export const PV_POTENTIAL_KWP_PER_M2_ROOF = 0.1;

/**
 * Reference spread of U-values (W/m²K) per envelope element, for the same use types alike: a
 * lognormal whose 10th percentile is the insulated value and whose 90th is the uninsulated one of
 * METHODS.md §7 — roof 0.15 / 2.3, wall 0.30 (insulated cavity) / 1.7 (uninsulated cavity, upper
 * end), floor 0.25 / 1.2, window 1.0 (triple low-E, upper end) / 5.8 (single). An assumption about
 * the building stock (four in five elements between those values), stated as such; chosen peers
 * give the real comparison.
 */
export const ENVELOPE_REFERENCE_U_P10_P90 = {
  roof: [0.15, 2.3],
  wall: [0.3, 1.7],
  openings: [1.0, 5.8],
  floor: [0.25, 1.2],
} as const;

/**
 * Relative uncertainty (±, share of the value) of an end use whose kWh are modelled, not
 * sub-metered: the model splits metered (or reported) carrier totals into end uses from the
 * description. Assumption (no published tolerance for such a split): ±30 %. ASHRAE Guideline 14's
 * calibration limits (METHODS.md §10: monthly CV(RMSE) ≤ 15 %, hourly ≤ 30 %, NMBE ±5 % / ±10 %)
 * are what a whole-building model calibrated to its meters reaches; a split into sub-systems is
 * never checked against meters, so it is wider than the hourly limit would suggest for the whole.
 */
export const MODELLED_SUB_SYSTEM_UNCERTAINTY = 0.3;

/**
 * Relative uncertainty (±, share of the value) of energy modelled from the description alone (a
 * carrier without bills, meter data or a reported annual total). Assumption: ±50 %, wider than
 * a sub-system split because nothing anchors the total; a model calibrated to meters reaches the
 * ASHRAE Guideline 14 limits (METHODS.md §10: monthly CV(RMSE) ≤ 15 %, hourly ≤ 30 %), an
 * uncalibrated one does not. Used for the whole-building EUI and CO2 (× the modelled share of the
 * site kWh) and for every end use of a building whose energy is all modelled.
 */
export const MODELLED_ENERGY_UNCERTAINTY = 0.5;

/**
 * Typical whole-window U-values (W/m²K) of each glazing type, lowest and highest (METHODS.md §7:
 * single 5.0–5.8, double without low-E 2.8–3.0, double low-E 1.3–1.8, triple low-E 0.7–1.0): the
 * plausible range of a window whose U-value is assumed from its glazing type.
 */
export const GLAZING_U_RANGE_W_PER_M2K = {
  singleGlazed: [5.0, 5.8],
  doubleGlazedNoLowE: [2.8, 3.0],
  doubleGlazedLowE: [1.3, 1.8],
  tripleGlazedLowE: [0.7, 1.0],
} as const;

/**
 * Uninsulated U-values (W/m²K), the upper end of the range of an element assumed from the oldest
 * era (METHODS.md §7): roof 2.3, wall 2.09 (220 mm solid brick, CIBSE Guide A via openbem),
 * floor 1.2 (upper end of 0.7–1.2), window 5.8 (single glazing, upper end).
 */
export const UNINSULATED_U_W_PER_M2K = { roof: 2.3, wall: 2.09, floor: 1.2, window: 5.8 } as const;

/**
 * Insulated U-values (W/m²K), the lower end of the range of an element assumed from the newest
 * era (METHODS.md §7): roof 0.15 (lower end of 0.15–0.25), wall 0.24 and window 1.3 (German GEG
 * refurbishment maxima), floor 0.25.
 */
export const INSULATED_U_W_PER_M2K = { roof: 0.15, wall: 0.24, floor: 0.25, window: 1.3 } as const;

/**
 * The documents of the reference distributions, named on the Comparison charts and in their
 * exports (docs/methodology.md §2.1): the centre of each table (the ENERGY STAR U.S. national
 * median site EUI, derived mostly from CBECS 2012; CIBSE TM46's typical values) with the year of
 * its data, and the spread (the gamma of the ENERGY STAR score model of the use type). `legacySpread`
 * names the one spread of every use type that figures computed before issue 34 used: the CBECS
 * 2012 Table C14 quartiles of all buildings, σ(ln) 1.12.
 */
export const REFERENCE_DATASETS = {
  energyStarUs: {
    centre: 'EPA, U.S. Energy Use Intensity by Property Type (August 2018; CBECS 2012)',
    year: 2012,
  },
  cibseTm46: { centre: 'CIBSE TM46:2008 Energy benchmarks, Table 1', year: 2008 },
  spread: 'EPA, Technical Reference: ENERGY STAR Score (August 2018)',
  legacySpread: 'CBECS 2012 Table C14',
} as const;

/**
 * The ENERGY STAR property type whose national median is the reference of each use type (the
 * mapping of `NATIONAL_MEDIAN_SITE_EUI_KBTU_PER_FT2`, energy-model.ts): office → Office, education
 * → K-12 School, retail → Retail Store, hospitality → Hotel, industrial → Non-refrigerated
 * Warehouse, Office for the rest. Keys, translated in the web.
 */
export const REFERENCE_PROPERTY_TYPE: Readonly<Record<UseType, string>> = {
  office: 'office',
  education: 'k12School',
  retail: 'retailStore',
  hospitality: 'hotel',
  industrial: 'nonRefrigeratedWarehouse',
  institution: 'office',
  mixedUse: 'office',
  other: 'office',
};
