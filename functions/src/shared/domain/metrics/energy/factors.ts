import {
  EGRID_CO2_BY_SUBREGION,
  FALLBACK_GRID_CO2_KG_PER_KWH,
  FUEL_CO2_KG_PER_KWH,
  GRID_CO2_BY_COUNTRY,
} from '../../../constants/emission-factors.js';
import type { StateFuelPrices } from '../../../constants/fuel-prices.js';
import { US_STATE_PRICES_USD_PER_KWH } from '../../../constants/fuel-prices.js';
import type { SourceFactors } from '../../../constants/source-energy.js';
import { SOURCE_FACTORS_CA, SOURCE_FACTORS_US } from '../../../constants/source-energy.js';
import type { Carrier } from './carriers.js';

/** The grid factor chosen for a building and year, with where it comes from. */
export interface GridFactor {
  kgPerKwh: number;
  /** Year of the factor used (the latest at or before the year asked; the earliest if none). */
  year: number | null;
  source: string;
}

/**
 * Grid CO2 factor (kg/kWh) for a country and year: an eGRID subregion when given (U.S.), else the
 * country's series (the latest year not after `year`, else its first year), else the fallback.
 */
export function gridFactor(
  country: string | undefined,
  year: number,
  egridSubregion?: string,
): GridFactor {
  const subregion = egridSubregion ? EGRID_CO2_BY_SUBREGION[egridSubregion] : undefined;
  if (subregion !== undefined) {
    return { kgPerKwh: subregion, year: 2022, source: `eGRID2022 subregion ${egridSubregion}` };
  }
  const series = country ? GRID_CO2_BY_COUNTRY[country] : undefined;
  if (!series || series.years.length === 0) {
    return {
      kgPerKwh: FALLBACK_GRID_CO2_KG_PER_KWH,
      year: 2023,
      source: 'U.S. 2023 average (country not listed)',
    };
  }
  let chosen = series.years[0]!;
  for (const entry of series.years) if (entry.year <= year) chosen = entry;
  return { kgPerKwh: chosen.kgPerKwh, year: chosen.year, source: series.source };
}

/** kg CO2 per kWh of a carrier (grid electricity takes the grid factor). */
export function carrierCo2KgPerKwh(carrier: Carrier, grid: GridFactor): number {
  return carrier === 'electricity' ? grid.kgPerKwh : FUEL_CO2_KG_PER_KWH[carrier];
}

/** ENERGY STAR site-to-source ratios: Canadian for CA, U.S. for everyone else. */
export function sourceFactorsFor(country: string | undefined): SourceFactors {
  return country === 'CA' ? SOURCE_FACTORS_CA : SOURCE_FACTORS_US;
}

/** Default U.S. state prices for a free-text State ("IL", "Illinois"), or null. */
export function usStatePrices(
  country: string | undefined,
  state: string | undefined,
): StateFuelPrices | null {
  if (country !== 'US' || !state) return null;
  const wanted = state.trim().toLowerCase();
  for (const [code, prices] of Object.entries(US_STATE_PRICES_USD_PER_KWH)) {
    if (code.toLowerCase() === wanted || prices.name.toLowerCase() === wanted) return prices;
  }
  return null;
}

/** eGRID subregion of the demo cities' U.S. states (a building's subregion is not asked for yet). */
export function egridSubregionFor(
  country: string | undefined,
  city: string | undefined,
): string | undefined {
  if (country !== 'US' || !city) return undefined;
  const name = city.trim().toLowerCase();
  if (
    name === 'new york' ||
    name === 'new york city' ||
    name === 'brooklyn' ||
    name === 'manhattan'
  )
    return 'NYCW';
  if (name === 'chicago') return 'RFCW';
  return undefined;
}
