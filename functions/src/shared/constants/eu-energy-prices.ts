/**
 * Default energy prices of non-household consumers by European country, EUR per kWh, used only
 * for a building whose currency is the euro and whose carrier has no bill with a cost (the engine
 * never converts between currencies). Source: Eurostat, "Electricity prices for non-household
 * consumers - bi-annual data (from 2007 onwards)" (`nrg_pc_205`), band IC (500 to 1,999 MWh a
 * year), and "Gas prices for non-household consumers - bi-annual data (from 2007 onwards)"
 * (`nrg_pc_203`), band I3 (10,000 to 99,999 GJ a year, unit kWh, gross calorific value); both
 * excluding VAT and other recoverable taxes and levies (`tax=X_VAT`, what a business pays), in
 * euros (`currency=EUR`), of the semester named in {@link EU_ENERGY_PRICES_SOURCE}. Licence:
 * Eurostat copyright notice (reuse authorised, source acknowledged).
 *
 * Bands IC and I3 are Eurostat's medium-sized non-household consumers, the size of the office,
 * school, hotel and retail buildings the product is for. A country appears with the carriers
 * whose figure has been copied from the dataset and checked; a missing carrier or country has no
 * default, as outside the euro (cost then comes from bills only).
 */
export interface EuCountryPrices {
  /** `nrg_pc_205`, band IC, excl. VAT and recoverable taxes, EUR/kWh. */
  electricity?: number;
  /** `nrg_pc_203`, band I3, excl. VAT and recoverable taxes, EUR/kWh (GCV). */
  naturalGas?: number;
}

/** What the figures of {@link EU_NON_HOUSEHOLD_PRICES_EUR_PER_KWH} are, as stored with metrics. */
export const EU_ENERGY_PRICES_SOURCE =
  'Eurostat nrg_pc_205 (electricity, band IC) and nrg_pc_203 (natural gas, band I3), non-household, excl. VAT and recoverable taxes, EUR';

/**
 * By ISO 3166-1 alpha-2 code. **Empty**: the figures are to be copied from the Eurostat data
 * browser (https://ec.europa.eu/eurostat/databrowser/view/nrg_pc_205 and .../nrg_pc_203; API
 * filters `nrg_cons=MWH500-1999` / `GJ10000-99999`, `tax=X_VAT`, `currency=EUR`, `unit=KWH`) for
 * one semester (2024-S2 or 2025-S1), named in {@link EU_ENERGY_PRICES_SOURCE}. They were not
 * copied when the table was made: the data browser could not be reached, and the public texts
 * found (Eurostat's Statistics Explained articles and news reports) give only the EU average and
 * each semester's highest and lowest countries, not the per-country tables. No figure is entered
 * that was not read from the dataset itself, so until then no European country has a default and
 * a building without bills has no cost, as before.
 */
export const EU_NON_HOUSEHOLD_PRICES_EUR_PER_KWH: Readonly<Record<string, EuCountryPrices>> = {};
