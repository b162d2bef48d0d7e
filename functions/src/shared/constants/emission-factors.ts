/**
 * CO2 emission factors, kg CO2 per kWh of site energy (docs/methodology.md §1.3).
 *
 * One basis throughout: carbon dioxide only (not CO2e), location-based grid averages, fuels on the
 * gross (higher) calorific value, because bills in kWh, therms or ccf are on that basis in the U.S.
 * and gas bills in kWh are in the EU too (billed on the gross calorific value, "Brennwert").
 * The BETTER country rows are used in their CO2 column, never CO2e (METHODS.md §4 warns that its
 * CO2e column is sometimes below CO2).
 */

/** A grid factor valid from a year on (until the next entry). */
export interface YearFactor {
  year: number;
  kgPerKwh: number;
}

/** Grid electricity by country (ISO alpha-2), a year series, each with its source. */
export interface GridFactorSeries {
  source: string;
  years: readonly YearFactor[];
}

/**
 * Czech Republic: MPO grid average, t CO2/MWh 2010–2019 (METHODS.md §4, via topin.cz). Not the
 * statutory audit factors of vyhl. 480/2012 (1.17 / 1.06), which assume marginal coal.
 */
const CZ: GridFactorSeries = {
  source: 'MPO grid average CO2 factor, 2010–2019',
  years: [
    { year: 2010, kgPerKwh: 0.554 },
    { year: 2011, kgPerKwh: 0.541 },
    { year: 2012, kgPerKwh: 0.506 },
    { year: 2013, kgPerKwh: 0.477 },
    { year: 2014, kgPerKwh: 0.48 },
    { year: 2015, kgPerKwh: 0.493 },
    { year: 2016, kgPerKwh: 0.499 },
    { year: 2017, kgPerKwh: 0.472 },
    { year: 2018, kgPerKwh: 0.466 },
    { year: 2019, kgPerKwh: 0.428 },
  ],
};

/**
 * Germany: Umweltbundesamt, "Entwicklung der spezifischen Treibhausgas-Emissionen des deutschen
 * Strommix", Climate Change 13/2025, p. 21: 433 g/kWh 2022 (final), 386 g 2023 (preliminary),
 * 363 g 2024 (estimate) (METHODS.md §4).
 */
const DE: GridFactorSeries = {
  source: 'Umweltbundesamt Strommix, Climate Change 13/2025',
  years: [
    { year: 2022, kgPerKwh: 0.433 },
    { year: 2023, kgPerKwh: 0.386 },
    { year: 2024, kgPerKwh: 0.363 },
  ],
};

/** BETTER `egrid_emission_factors_2024.json`, country rows, CO2 column (single year). */
const betterCountry = (kgPerKwh: number): GridFactorSeries => ({
  source: 'BETTER (LBNL) egrid_emission_factors_2024.json, country CO2 column',
  years: [{ year: 2022, kgPerKwh }],
});

/**
 * U.S. national average: EIA FAQ 74, 0.86 lb/kWh in 2022 (0.390 kg) and 0.81 lb/kWh in 2023
 * (0.367 kg) (METHODS.md §4).
 */
const US: GridFactorSeries = {
  source: 'U.S. EIA FAQ 74 (U.S. average)',
  years: [
    { year: 2022, kgPerKwh: 0.39 },
    { year: 2023, kgPerKwh: 0.367 },
  ],
};

export const GRID_CO2_BY_COUNTRY: Readonly<Record<string, GridFactorSeries>> = {
  CZ,
  DE,
  US,
  AT: betterCountry(0.11313),
  FR: betterCountry(0.059406),
  GB: betterCountry(0.214334),
  PL: betterCountry(0.969456),
  SK: betterCountry(0.199803),
  IT: betterCountry(0.253099),
  ES: betterCountry(0.227677),
  NL: betterCountry(0.441115),
  SE: betterCountry(0.042869),
};

/**
 * U.S. eGRID2022 subregions (BETTER `egrid_emission_factors_2024.json`, CO2 column), used instead
 * of the national average where the building's subregion is known: NYCW (New York City /
 * Westchester), RFCW (RFC West, includes Chicago), RFCE, CAMX, ERCT, NWPP.
 */
export const EGRID_CO2_BY_SUBREGION: Readonly<Record<string, number>> = {
  NYCW: 0.270532,
  RFCW: 0.528938,
  RFCE: 0.32476,
  CAMX: 0.225227,
  ERCT: 0.422604,
  NWPP: 0.289865,
};

/**
 * Fuels and district energy, kg CO2 per kWh (higher heating value): EPA GHG Emission Factors Hub
 * via BETTER `fossil_emission_factors_2024.json` ("OTHERS" rows, CO2 column): natural gas
 * 0.18108, fuel oil no. 2 0.25236, propane 0.21513, district steam and hot water 0.22614,
 * district chilled water (absorption) 0.25125.
 */
export const FUEL_CO2_KG_PER_KWH = {
  naturalGas: 0.18108,
  fuelOil: 0.25236,
  propane: 0.21513,
  districtHotWater: 0.22614,
  districtSteam: 0.22614,
  districtChilledWater: 0.25125,
} as const;

/** Grid factor when the country is unknown or not listed: the U.S. 2023 average, stated as such. */
export const FALLBACK_GRID_CO2_KG_PER_KWH = 0.367;
