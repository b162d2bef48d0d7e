/*
 * Median service lives of building equipment, used when an equipment has no Expected Life of its
 * own. Source: ASHRAE Handbook—HVAC Applications, chapter "Owning and Operating Costs", table
 * "Comparison of Service Life Estimates" (median years, from Akalin 1978, ASHRAE RP-186), as
 * reproduced at https://hvac-eng.com/hvacr-equipment-life-expectancy/ (checked against that copy).
 * ASHRAE itself warns the survey is old; a user's Expected Life always wins. Where the table has
 * no row (LED luminaires, variable speed drives, glazing, films), the entry says where the value
 * comes from.
 */

/** One row: words that identify an equipment type (lower case, matched in `type`), and years. */
export interface ServiceLifeRow {
  /** Any of these words or phrases in the equipment type selects the row (first row wins). */
  keywords: readonly string[];
  /** Median service life, years. */
  years: number;
  /** Where the figure comes from. */
  source: string;
}

const ASHRAE = 'ASHRAE HVAC Applications, Owning and Operating Costs, median service life';

/** Ordered from the most specific phrase to the most general word. */
export const SERVICE_LIFE_TABLE: readonly ServiceLifeRow[] = [
  { keywords: ['centrifugal chiller', 'absorption chiller'], years: 23, source: ASHRAE },
  { keywords: ['chiller'], years: 20, source: `${ASHRAE} (packaged reciprocating chiller)` },
  { keywords: ['cooling tower'], years: 20, source: `${ASHRAE} (galvanized metal)` },
  { keywords: ['condenser'], years: 20, source: `${ASHRAE} (air-cooled or evaporative)` },
  { keywords: ['heat pump'], years: 15, source: `${ASHRAE} (commercial air-to-air)` },
  { keywords: ['rooftop', 'roof-top', 'split', 'air conditioner'], years: 15, source: ASHRAE },
  { keywords: ['cast iron boiler'], years: 35, source: ASHRAE },
  { keywords: ['electric boiler'], years: 15, source: ASHRAE },
  { keywords: ['boiler'], years: 24, source: `${ASHRAE} (steel water-tube)` },
  { keywords: ['burner'], years: 21, source: ASHRAE },
  { keywords: ['furnace'], years: 18, source: `${ASHRAE} (gas- or oil-fired)` },
  { keywords: ['unit heater'], years: 13, source: `${ASHRAE} (gas or electric)` },
  { keywords: ['radiant'], years: 25, source: `${ASHRAE} (hot water or steam)` },
  { keywords: ['fan coil', 'induction unit', 'vav'], years: 20, source: ASHRAE },
  { keywords: ['heat exchanger'], years: 24, source: `${ASHRAE} (shell-and-tube)` },
  { keywords: ['compressor'], years: 20, source: `${ASHRAE} (reciprocating)` },
  // An air handling unit is coils, fans and dampers; the coils (20) go first.
  {
    keywords: ['air handling', 'ahu'],
    years: 20,
    source: `${ASHRAE} (coils, its shortest-lived part)`,
  },
  { keywords: ['fan'], years: 25, source: `${ASHRAE} (centrifugal)` },
  { keywords: ['pump'], years: 20, source: `${ASHRAE} (base-mounted)` },
  { keywords: ['motor'], years: 18, source: ASHRAE },
  { keywords: ['transformer'], years: 30, source: ASHRAE },
  {
    keywords: ['control', 'bms', 'thermostat', 'timer'],
    years: 15,
    source: `${ASHRAE} (electronic controls)`,
  },
  { keywords: ['duct'], years: 30, source: ASHRAE },
  { keywords: ['damper'], years: 20, source: ASHRAE },
];

/** Used when nothing matches: the most common median of the ASHRAE table (20 years). */
export const DEFAULT_SERVICE_LIFE_YEARS = 20;
