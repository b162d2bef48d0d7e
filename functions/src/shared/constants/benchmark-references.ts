import type { UseType } from '../schemas/enums/building.js';
import type { EnergyStarPropertyType } from './energy-star-score-models.js';

/**
 * The reference distributions a building is placed in when no peers are chosen
 * (docs/methodology.md §2): which published table gives the centre of each use type, by the
 * building's country, and which ENERGY STAR score model gives its spread.
 */

/** The published tables a reference's centre comes from. */
export const BENCHMARK_REFERENCE_IDS = ['energyStarUs', 'cibseTm46'] as const;
export type BenchmarkReferenceId = (typeof BENCHMARK_REFERENCE_IDS)[number];

/**
 * Why a building is placed in another country's reference: its country has a national reference
 * that is not a distribution of measured buildings (`calculatedTarget`, Germany), it has none
 * built in (`noNationalReference`), or the building has no country (`noCountry`).
 */
export const BENCHMARK_REFERENCE_FALLBACKS = [
  'calculatedTarget',
  'noNationalReference',
  'noCountry',
] as const;
export type BenchmarkReferenceFallback = (typeof BENCHMARK_REFERENCE_FALLBACKS)[number];

/**
 * The ENERGY STAR score model whose efficiency-ratio distribution gives each use type's spread:
 * office → Office, education → K-12 School, retail → Retail Store, hospitality → Hotel,
 * industrial → Non-refrigerated Warehouse; Office for institution, mixed use and other (the
 * property type their U.S. median is taken from, `NATIONAL_MEDIAN_SITE_EUI_KBTU_PER_FT2`). Each
 * model's gamma is cited in energy-star-score-models.ts (EPA Technical References, August 2018).
 */
export const SPREAD_MODEL: Readonly<Record<UseType, EnergyStarPropertyType>> = {
  office: 'office',
  education: 'k12School',
  retail: 'retailStore',
  hospitality: 'hotel',
  industrial: 'warehouse',
  institution: 'office',
  mixedUse: 'office',
  other: 'office',
};

/** A CIBSE TM46 category: its key (translated in the web) and its typical values. */
export interface Tm46Category {
  category: string;
  /** Typical electricity, kWh per m² of gross internal area per year. */
  electricityKwhPerM2: number;
  /** Typical fossil-thermal energy, kWh per m² of gross internal area per year. */
  fossilThermalKwhPerM2: number;
}

/**
 * CIBSE TM46:2008 "Energy benchmarks", Table 1, typical values (kWh/m² of gross internal area per
 * year) of the category taken for each use type: office, institution, mixed use and other →
 * General office (95 + 120); education → Schools and seasonal public buildings (40 + 150);
 * retail → Large non-food shop (70 + 170; General retail is not used, its fossil-thermal value
 * reads 0 in one reproduction and 150 in another); hospitality → Hotel (105 + 330); industrial →
 * Storage facility (35 + 160). The values were read in reproductions of Table 1 that agree
 * (docs/research/european-benchmarks.md §2.3: BenchmarkingJS cibsetm46.js and a BREEAM tool's
 * list at 0.8 × TM46); the PDF's table itself could not be read here. CIBSE's review of 45,000
 * Display Energy Certificates found the median office "almost exactly at the benchmark level" and
 * the median school within 2 % of it (CIBSE Technical Symposium 2011), so "typical" is taken as
 * the median.
 */
export const TM46_TYPICAL: Readonly<Record<UseType, Tm46Category>> = {
  office: { category: 'generalOffice', electricityKwhPerM2: 95, fossilThermalKwhPerM2: 120 },
  education: { category: 'schools', electricityKwhPerM2: 40, fossilThermalKwhPerM2: 150 },
  retail: { category: 'largeNonFoodShop', electricityKwhPerM2: 70, fossilThermalKwhPerM2: 170 },
  hospitality: { category: 'hotel', electricityKwhPerM2: 105, fossilThermalKwhPerM2: 330 },
  industrial: { category: 'storageFacility', electricityKwhPerM2: 35, fossilThermalKwhPerM2: 160 },
  institution: { category: 'generalOffice', electricityKwhPerM2: 95, fossilThermalKwhPerM2: 120 },
  mixedUse: { category: 'generalOffice', electricityKwhPerM2: 95, fossilThermalKwhPerM2: 120 },
  other: { category: 'generalOffice', electricityKwhPerM2: 95, fossilThermalKwhPerM2: 120 },
};

/** Countries whose buildings are placed in the ENERGY STAR U.S. reference as their own. */
export const ENERGY_STAR_COUNTRIES: readonly string[] = ['US'];

/** Countries whose own reference is CIBSE TM46 (the United Kingdom, ISO 3166 GB). */
export const TM46_COUNTRIES: readonly string[] = ['GB'];

/**
 * Countries whose national comparison values are calculated targets rather than a distribution of
 * measured buildings: Germany's Vergleichswerte (BAnz AT 03.05.2021 B1) are assembled per building
 * from standardised partial energy indices (IWU) and sit about 30 % below the stock's averages
 * since 2009 (docs/research/european-benchmarks.md §1.2). Placed in TM46, the measured European
 * reference nearest in kind.
 */
export const CALCULATED_TARGET_COUNTRIES: readonly string[] = ['DE'];

/**
 * European countries without a built-in national reference of measured buildings (EU-27 but
 * Germany, the EEA/EFTA states, Switzerland and the other states of geographic Europe): placed in
 * CIBSE TM46, the only European table of measured typical values found (docs/research/
 * european-benchmarks.md §3–4: Czech and Austrian statutory certificates are calculated, no
 * per-type operational table was found). Every other country is placed in the ENERGY STAR U.S.
 * reference, with the reason shown.
 */
export const EUROPEAN_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'NO',
  'IS',
  'LI',
  'CH',
  'AL',
  'BA',
  'ME',
  'MK',
  'RS',
  'XK',
  'MD',
  'UA',
  'AD',
  'MC',
  'SM',
  'VA',
];
