// Over 300 lines: the published price table by country and band, one entry a country; no logic.
import type { Currency } from '../schemas/enums/account.js';

/**
 * Default energy prices of non-household consumers by European country, per kWh, for a carrier
 * without a bill with a cost (docs/methodology.md §1.3, "Default prices"). Source: Eurostat,
 * "Electricity prices for non-household consumers - bi-annual data (from 2007 onwards)"
 * (`nrg_pc_205`, bands IA–ID) and "Gas prices for non-household consumers - bi-annual data (from
 * 2007 onwards)" (`nrg_pc_203`, bands I1–I3, gross calorific value), semester
 * {@link EUROSTAT_PRICES_SEMESTER}, excluding VAT and other recoverable taxes and levies
 * (`tax=X_VAT`: what a business pays), in euros (`currency=EUR`) and, outside the euro area, in the
 * national currency (`currency=NAC`). Read from the datasets' TSV extract of August 2026, checked
 * against an earlier extract, the API and Eurostat's published highlights
 * (docs/research/eurostat-prices.md §1, the tables in §4–§5). Licence: Eurostat copyright notice
 * (reuse authorised, source acknowledged).
 *
 * Flags as Eurostat gives them: `e` estimated (Austria's electricity), `p` provisional (Malta's
 * electricity). Greece is Eurostat's `EL`, here ISO `GR`. Bulgaria adopted the euro on 1 January
 * 2026, so only its euro figures are kept; Norway's national-currency figures were not read;
 * Cyprus and Malta have no natural-gas rows. A country or band missing here has no default.
 */
export const EUROSTAT_PRICES_SEMESTER = '2025-S2';

/** Eurostat's consumption bands of non-household electricity consumers that the table holds. */
export type EurostatElectricityBand = 'IA' | 'IB' | 'IC' | 'ID';
/** Eurostat's consumption bands of non-household gas consumers that the table holds. */
export type EurostatGasBand = 'I1' | 'I2' | 'I3';
export type EurostatBand = EurostatElectricityBand | EurostatGasBand;

/** kWh in one GJ (1 GJ = 10⁹ J; 1 kWh = 3.6 × 10⁶ J). */
const KWH_PER_GJ = 1e9 / 3.6e6;

/**
 * Lower bounds of each band, kWh purchased a year (Eurostat's band definitions, nrg_pc_205 and
 * nrg_pc_203 metadata): electricity IA < 20 MWh ≤ IB < 500 MWh ≤ IC < 2,000 MWh ≤ ID < 20,000 MWh;
 * gas I1 < 1,000 GJ ≤ I2 < 10,000 GJ ≤ I3 < 100,000 GJ. A larger consumer takes the largest band
 * held (ID, I3), and the label names that band.
 */
export const EUROSTAT_ELECTRICITY_BANDS: readonly {
  band: EurostatElectricityBand;
  fromKwh: number;
}[] = [
  { band: 'IA', fromKwh: 0 },
  { band: 'IB', fromKwh: 20_000 },
  { band: 'IC', fromKwh: 500_000 },
  { band: 'ID', fromKwh: 2_000_000 },
];
export const EUROSTAT_GAS_BANDS: readonly { band: EurostatGasBand; fromKwh: number }[] = [
  { band: 'I1', fromKwh: 0 },
  { band: 'I2', fromKwh: 1_000 * KWH_PER_GJ },
  { band: 'I3', fromKwh: 10_000 * KWH_PER_GJ },
];

/** One cell: per kWh in euros, and in the national currency outside the euro area. */
export interface EurostatPrice {
  eur: number;
  national?: number;
  /** Eurostat's flag: `e` estimated, `p` provisional. */
  flag?: 'e' | 'p';
}

export interface EurostatCountryPrices {
  /** The country's currency outside the euro area (its `national` figures are in it). */
  nationalCurrency?: Currency;
  electricity?: Partial<Record<EurostatElectricityBand, EurostatPrice>>;
  naturalGas?: Partial<Record<EurostatGasBand, EurostatPrice>>;
}

/** What the figures of {@link EUROSTAT_NON_HOUSEHOLD_PRICES} are, as stored with metrics. */
export const EU_ENERGY_PRICES_SOURCE = `Eurostat nrg_pc_205 (electricity) and nrg_pc_203 (natural gas, GCV), non-household, ${EUROSTAT_PRICES_SEMESTER}, excl. VAT and recoverable taxes, band by the carrier's annual consumption`;

/** By ISO 3166-1 alpha-2 code; generated from docs/research/eurostat-prices.md §4–§5. */
export const EUROSTAT_NON_HOUSEHOLD_PRICES: Readonly<Record<string, EurostatCountryPrices>> = {
  // Austria
  AT: {
    electricity: {
      IA: { eur: 0.2806, flag: 'e' },
      IB: { eur: 0.232, flag: 'e' },
      IC: { eur: 0.1986, flag: 'e' },
      ID: { eur: 0.1799, flag: 'e' },
    },
    naturalGas: { I1: { eur: 0.0946 }, I2: { eur: 0.0793 }, I3: { eur: 0.0641 } },
  },
  // Belgium
  BE: {
    electricity: {
      IA: { eur: 0.2808 },
      IB: { eur: 0.2158 },
      IC: { eur: 0.1866 },
      ID: { eur: 0.1571 },
    },
    naturalGas: { I1: { eur: 0.07 }, I2: { eur: 0.0603 }, I3: { eur: 0.0481 } },
  },
  // Bulgaria (euro since 1 January 2026: euro figures only)
  BG: {
    electricity: {
      IA: { eur: 0.1591 },
      IB: { eur: 0.1508 },
      IC: { eur: 0.1413 },
      ID: { eur: 0.1355 },
    },
    naturalGas: { I1: { eur: 0.0515 }, I2: { eur: 0.0468 }, I3: { eur: 0.0414 } },
  },
  // Cyprus (no natural-gas rows)
  CY: {
    electricity: {
      IA: { eur: 0.2666 },
      IB: { eur: 0.2519 },
      IC: { eur: 0.2429 },
      ID: { eur: 0.2366 },
    },
  },
  // Czechia
  CZ: {
    nationalCurrency: 'CZK',
    electricity: {
      IA: { eur: 0.2866, national: 6.9883 },
      IB: { eur: 0.2302, national: 5.6125 },
      IC: { eur: 0.1825, national: 4.4498 },
      ID: { eur: 0.1636, national: 3.9885 },
    },
    naturalGas: {
      I1: { eur: 0.077, national: 1.8772 },
      I2: { eur: 0.0715, national: 1.7438 },
      I3: { eur: 0.0568, national: 1.3848 },
    },
  },
  // Germany
  DE: {
    electricity: {
      IA: { eur: 0.3258 },
      IB: { eur: 0.2618 },
      IC: { eur: 0.2264 },
      ID: { eur: 0.1922 },
    },
    naturalGas: { I1: { eur: 0.095 }, I2: { eur: 0.086 }, I3: { eur: 0.0713 } },
  },
  // Denmark
  DK: {
    nationalCurrency: 'DKK',
    electricity: {
      IA: { eur: 0.1908, national: 1.4245 },
      IB: { eur: 0.1347, national: 1.0057 },
      IC: { eur: 0.1216, national: 0.9077 },
      ID: { eur: 0.1232, national: 0.9199 },
    },
    naturalGas: {
      I1: { eur: 0.0857, national: 0.6396 },
      I2: { eur: 0.076, national: 0.5674 },
      I3: { eur: 0.0632, national: 0.4718 },
    },
  },
  // Estonia
  EE: {
    electricity: {
      IA: { eur: 0.2042 },
      IB: { eur: 0.152 },
      IC: { eur: 0.141 },
      ID: { eur: 0.1294 },
    },
    naturalGas: { I1: { eur: 0.0611 }, I2: { eur: 0.0558 }, I3: { eur: 0.0567 } },
  },
  // Spain
  ES: {
    electricity: {
      IA: { eur: 0.2419 },
      IB: { eur: 0.1618 },
      IC: { eur: 0.1324 },
      ID: { eur: 0.1191 },
    },
    naturalGas: { I1: { eur: 0.0401 }, I2: { eur: 0.0546 }, I3: { eur: 0.0508 } },
  },
  // Finland
  FI: {
    electricity: {
      IA: { eur: 0.1045 },
      IB: { eur: 0.0923 },
      IC: { eur: 0.0748 },
      ID: { eur: 0.0674 },
    },
    naturalGas: { I1: { eur: 0.1034 }, I2: { eur: 0.0939 }, I3: { eur: 0.0863 } },
  },
  // France
  FR: {
    electricity: {
      IA: { eur: 0.2688 },
      IB: { eur: 0.1946 },
      IC: { eur: 0.1534 },
      ID: { eur: 0.1212 },
    },
    naturalGas: { I1: { eur: 0.1115 }, I2: { eur: 0.0916 }, I3: { eur: 0.0629 } },
  },
  // Greece (Eurostat: EL)
  GR: {
    electricity: {
      IA: { eur: 0.2426 },
      IB: { eur: 0.2198 },
      IC: { eur: 0.1738 },
      ID: { eur: 0.1621 },
    },
    naturalGas: { I1: { eur: 0.06 }, I2: { eur: 0.0603 }, I3: { eur: 0.0424 } },
  },
  // Croatia
  HR: {
    electricity: {
      IA: { eur: 0.2089 },
      IB: { eur: 0.1785 },
      IC: { eur: 0.1548 },
      ID: { eur: 0.1386 },
    },
    naturalGas: { I1: { eur: 0.0569 }, I2: { eur: 0.052 }, I3: { eur: 0.0486 } },
  },
  // Hungary
  HU: {
    nationalCurrency: 'HUF',
    electricity: {
      IA: { eur: 0.241, national: 94.2658 },
      IB: { eur: 0.2434, national: 95.1947 },
      IC: { eur: 0.2132, national: 83.3995 },
      ID: { eur: 0.1876, national: 73.3664 },
    },
    naturalGas: {
      I1: { eur: 0.0729, national: 28.5311 },
      I2: { eur: 0.0626, national: 24.5004 },
      I3: { eur: 0.0518, national: 20.2605 },
    },
  },
  // Ireland
  IE: {
    electricity: {
      IA: { eur: 0.3012 },
      IB: { eur: 0.2915 },
      IC: { eur: 0.2552 },
      ID: { eur: 0.2187 },
    },
    naturalGas: { I1: { eur: 0.1073 }, I2: { eur: 0.0829 }, I3: { eur: 0.0667 } },
  },
  // Italy
  IT: {
    electricity: {
      IA: { eur: 0.3771 },
      IB: { eur: 0.2377 },
      IC: { eur: 0.2203 },
      ID: { eur: 0.1948 },
    },
    naturalGas: { I1: { eur: 0.0965 }, I2: { eur: 0.07 }, I3: { eur: 0.0513 } },
  },
  // Lithuania
  LT: {
    electricity: {
      IA: { eur: 0.2651 },
      IB: { eur: 0.185 },
      IC: { eur: 0.1591 },
      ID: { eur: 0.1361 },
    },
    naturalGas: { I1: { eur: 0.0628 }, I2: { eur: 0.0552 }, I3: { eur: 0.0508 } },
  },
  // Luxembourg
  LU: {
    electricity: {
      IA: { eur: 0.2273 },
      IB: { eur: 0.2051 },
      IC: { eur: 0.1717 },
      ID: { eur: 0.1444 },
    },
    naturalGas: { I1: { eur: 0.0861 }, I2: { eur: 0.0809 }, I3: { eur: 0.0657 } },
  },
  // Latvia
  LV: {
    electricity: {
      IA: { eur: 0.245 },
      IB: { eur: 0.1641 },
      IC: { eur: 0.1361 },
      ID: { eur: 0.1162 },
    },
    naturalGas: { I1: { eur: 0.0665 }, I2: { eur: 0.0619 }, I3: { eur: 0.0528 } },
  },
  // Malta (no natural-gas rows)
  MT: {
    electricity: {
      IA: { eur: 0.1831, flag: 'p' },
      IB: { eur: 0.1512, flag: 'p' },
      IC: { eur: 0.1352, flag: 'p' },
      ID: { eur: 0.117, flag: 'p' },
    },
  },
  // Netherlands
  NL: {
    electricity: {
      IA: { eur: 0.4092 },
      IB: { eur: 0.2424 },
      IC: { eur: 0.1991 },
      ID: { eur: 0.1811 },
    },
    naturalGas: { I1: { eur: 0.127 }, I2: { eur: 0.1134 }, I3: { eur: 0.0674 } },
  },
  // NO (national-currency figures not read)
  NO: {
    electricity: {
      IA: { eur: 0.0951 },
      IB: { eur: 0.0825 },
      IC: { eur: 0.0827 },
      ID: { eur: 0.072 },
    },
  },
  // Poland
  PL: {
    nationalCurrency: 'PLN',
    electricity: {
      IA: { eur: 0.3576, national: 1.5191 },
      IB: { eur: 0.2635, national: 1.1193 },
      IC: { eur: 0.1935, national: 0.8221 },
      ID: { eur: 0.1735, national: 0.7371 },
    },
    naturalGas: {
      I1: { eur: 0.075, national: 0.3187 },
      I2: { eur: 0.0776, national: 0.3295 },
      I3: { eur: 0.0647, national: 0.2748 },
    },
  },
  // Portugal
  PT: {
    electricity: {
      IA: { eur: 0.232 },
      IB: { eur: 0.171 },
      IC: { eur: 0.1329 },
      ID: { eur: 0.1216 },
    },
    naturalGas: { I1: { eur: 0.0923 }, I2: { eur: 0.0709 }, I3: { eur: 0.0481 } },
  },
  // Romania
  RO: {
    nationalCurrency: 'RON',
    electricity: {
      IA: { eur: 0.2169, national: 1.1015 },
      IB: { eur: 0.2142, national: 1.0881 },
      IC: { eur: 0.1887, national: 0.9585 },
      ID: { eur: 0.1715, national: 0.8712 },
    },
    naturalGas: {
      I1: { eur: 0.0552, national: 0.2802 },
      I2: { eur: 0.0538, national: 0.2731 },
      I3: { eur: 0.0514, national: 0.2609 },
    },
  },
  // Sweden
  SE: {
    nationalCurrency: 'SEK',
    electricity: {
      IA: { eur: 0.1957, national: 2.1601 },
      IB: { eur: 0.114, national: 1.2587 },
      IC: { eur: 0.097, national: 1.0706 },
      ID: { eur: 0.0852, national: 0.9399 },
    },
    naturalGas: {
      I1: { eur: 0.1439, national: 1.5876 },
      I2: { eur: 0.132, national: 1.4564 },
      I3: { eur: 0.1065, national: 1.1749 },
    },
  },
  // Slovenia
  SI: {
    electricity: {
      IA: { eur: 0.1849 },
      IB: { eur: 0.1576 },
      IC: { eur: 0.1503 },
      ID: { eur: 0.1416 },
    },
    naturalGas: { I1: { eur: 0.0787 }, I2: { eur: 0.0658 }, I3: { eur: 0.0577 } },
  },
  // Slovakia
  SK: {
    electricity: {
      IA: { eur: 0.306 },
      IB: { eur: 0.2366 },
      IC: { eur: 0.209 },
      ID: { eur: 0.1839 },
    },
    naturalGas: { I1: { eur: 0.0781 }, I2: { eur: 0.0731 }, I3: { eur: 0.064 } },
  },
};
