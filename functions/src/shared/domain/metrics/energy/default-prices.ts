import {
  EU_ENERGY_PRICES_SOURCE,
  EU_NON_HOUSEHOLD_PRICES_EUR_PER_KWH,
  type EuCountryPrices,
} from '../../../constants/eu-energy-prices.js';
import type { Currency } from '../../../schemas/enums/account.js';
import type { Carrier } from './carriers.js';
import { usStatePrices } from './factors.js';

/** Where a default price comes from: a U.S. state's (USD) or a European country's (EUR). */
export type DefaultPriceKind = 'stateDefault' | 'countryDefault';

/** Default prices of a building's carriers, in `currency` per kWh, with their source. */
export interface DefaultPrices {
  kind: DefaultPriceKind;
  currency: Currency;
  /** The dataset the figures come from, as stored with the metrics. */
  source: string;
  prices: Partial<Record<Carrier, number>>;
}

const US_SOURCE = 'BETTER (LBNL) US_fuel_price_2024.csv, U.S. EIA state averages, USD';

/**
 * The default prices for a building, or null: U.S. state prices (USD) for a U.S. building, and
 * European non-household prices (EUR) for a European country we have figures for, each only when
 * the building's money is in that currency. Nothing is converted, so a building in another
 * currency (a Czech building in CZK, a U.S. building kept in EUR) gets no default and its cost
 * comes from bills only. `table` is for tests.
 */
export function defaultPricesFor(
  country: string | undefined,
  state: string | undefined,
  currency: Currency,
  table: Readonly<Record<string, EuCountryPrices>> = EU_NON_HOUSEHOLD_PRICES_EUR_PER_KWH,
): DefaultPrices | null {
  const us = usStatePrices(country, state);
  if (us) {
    if (currency !== 'USD') return null;
    const { electricity, naturalGas, propane, fuelOil } = us;
    return {
      kind: 'stateDefault',
      currency: 'USD',
      source: US_SOURCE,
      prices: { electricity, naturalGas, propane, fuelOil },
    };
  }
  const eu = country === undefined ? undefined : table[country];
  if (!eu || currency !== 'EUR') return null;
  const prices: Partial<Record<Carrier, number>> = {};
  if (eu.electricity !== undefined) prices.electricity = eu.electricity;
  if (eu.naturalGas !== undefined) prices.naturalGas = eu.naturalGas;
  return { kind: 'countryDefault', currency: 'EUR', source: EU_ENERGY_PRICES_SOURCE, prices };
}
