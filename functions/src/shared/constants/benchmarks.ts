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
 * Spread of the reference EUI distributions, as the standard deviation of ln(EUI): 1.12, from the
 * CBECS 2012 Table C14 electricity-intensity quartiles of all buildings (25th 3.8, median 8.7,
 * 75th 17.2 kWh/ft²): (ln 17.2 − ln 3.8) / (2 × 0.6745). One spread for every use type (only the
 * all-buildings quartiles were extracted), centred on the use type's ENERGY STAR median: a wide,
 * cautious distribution; peers chosen by the user give a sharper picture.
 */
export const REFERENCE_LN_SIGMA = (Math.log(17.2) - Math.log(3.8)) / (2 * 0.6745);

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
