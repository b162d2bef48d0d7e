import {
  EUROSTAT_ELECTRICITY_BANDS,
  EUROSTAT_GAS_BANDS,
  EUROSTAT_NON_HOUSEHOLD_PRICES,
  EUROSTAT_PRICES_SEMESTER,
  EU_ENERGY_PRICES_SOURCE,
  type EurostatBand,
  type EurostatCountryPrices,
  type EurostatPrice,
} from '../../../constants/eu-energy-prices.js';
import type { Currency } from '../../../schemas/enums/account.js';
import type { Carrier } from './carriers.js';
import { usStatePrices } from './factors.js';

/** Where a default price comes from: a U.S. state's (USD) or a European country's (Eurostat). */
export type DefaultPriceKind = 'stateDefault' | 'countryDefault';

/** Default prices of a building's carriers, in `currency` per kWh, with their source. */
export interface DefaultPrices {
  kind: DefaultPriceKind;
  currency: Currency;
  /** The dataset the figures come from, as stored with the metrics. */
  source: string;
  /** The period the prices are of: a year (EIA) or a semester (Eurostat, `2025-S2`). */
  period: string;
  prices: Partial<Record<Carrier, number>>;
  /** Eurostat's consumption band of each European price (by the carrier's annual purchases). */
  bands: Partial<Record<Carrier, EurostatBand>>;
}

const US_SOURCE = 'BETTER (LBNL) US_fuel_price_2024.csv, U.S. EIA state averages, USD';
const US_PERIOD = '2024';

/** The band of `annualKwh` among `bands` (ascending lower bounds): the last one it reaches. */
export function bandOf<B extends string>(
  bands: readonly { band: B; fromKwh: number }[],
  annualKwh: number,
): B {
  let found = bands[0]!.band;
  for (const { band, fromKwh } of bands) if (annualKwh >= fromKwh) found = band;
  return found;
}

/**
 * A European country's price of one carrier in `currency`, in the band of its annual purchases:
 * euros, or the country's own currency outside the euro area; none for another currency.
 */
function eurostatPrice(
  country: EurostatCountryPrices,
  carrier: 'electricity' | 'naturalGas',
  annualKwh: number,
  currency: Currency,
): { perKwh: number; band: EurostatBand } | null {
  const band =
    carrier === 'electricity'
      ? bandOf(EUROSTAT_ELECTRICITY_BANDS, annualKwh)
      : bandOf(EUROSTAT_GAS_BANDS, annualKwh);
  const cell = (country[carrier] as Partial<Record<EurostatBand, EurostatPrice>> | undefined)?.[
    band
  ];
  if (!cell) return null;
  if (currency === 'EUR') return { perKwh: cell.eur, band };
  if (currency === country.nationalCurrency && cell.national !== undefined) {
    return { perKwh: cell.national, band };
  }
  return null;
}

/**
 * The default prices for a building, or null: U.S. state prices (USD) for a U.S. building, and
 * Eurostat's non-household prices for a European country, in euros or in the country's own
 * currency outside the euro area, each carrier in the consumption band of its annual purchases
 * (`purchasedKwh`). Nothing is converted, so a building in another currency (a German building kept
 * in CZK, a U.S. building kept in EUR) gets no default and its cost comes from bills only. `table`
 * is for tests.
 */
export function defaultPricesFor(
  country: string | undefined,
  state: string | undefined,
  currency: Currency,
  purchasedKwh: Partial<Record<Carrier, number>> = {},
  table: Readonly<Record<string, EurostatCountryPrices>> = EUROSTAT_NON_HOUSEHOLD_PRICES,
): DefaultPrices | null {
  const us = usStatePrices(country, state);
  if (us) {
    if (currency !== 'USD') return null;
    const { electricity, naturalGas, propane, fuelOil } = us;
    return {
      kind: 'stateDefault',
      currency: 'USD',
      source: US_SOURCE,
      period: US_PERIOD,
      prices: { electricity, naturalGas, propane, fuelOil },
      bands: {},
    };
  }
  const eu = country === undefined ? undefined : table[country];
  if (!eu) return null;
  const prices: Partial<Record<Carrier, number>> = {};
  const bands: Partial<Record<Carrier, EurostatBand>> = {};
  for (const carrier of ['electricity', 'naturalGas'] as const) {
    const price = eurostatPrice(eu, carrier, purchasedKwh[carrier] ?? 0, currency);
    if (!price) continue;
    prices[carrier] = price.perKwh;
    bands[carrier] = price.band;
  }
  if (Object.keys(prices).length === 0) return null;
  return {
    kind: 'countryDefault',
    currency,
    source: EU_ENERGY_PRICES_SOURCE,
    period: EUROSTAT_PRICES_SEMESTER,
    prices,
    bands,
  };
}
