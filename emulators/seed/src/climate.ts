/**
 * Climate and tariffs of the demo cities. Monthly mean air temperatures (°C, January first) are
 * rounded 1991–2020 climate normals; latitudes drive day length and PV yield. Prices are typical
 * commercial tariffs in US dollars; each demo building's money is in its city's currency (the
 * euro in Germany and Austria, the koruna in Czechia, the dollar in the U.S.): the seed turns its
 * dollar figures (tariffs, equipment values, investments) into that currency once, with
 * {@link localAmount}, so that bills read as a local bill would.
 */
import type { Currency } from '../../../functions/src/shared/schemas/enums/account.js';

export type CityCode = 'prague' | 'brno' | 'berlin' | 'munich' | 'vienna' | 'newYork' | 'chicago';

export interface CityClimate {
  /** Monthly mean temperatures, °C, January … December. */
  monthlyMeanDegC: readonly number[];
  /** Typical daily swing (max − min), °C. */
  dailySwingDegC: number;
  latitudeDeg: number;
  /** Grid electricity, USD per kWh (energy, network and taxes). */
  electricityPerKwh: number;
  /** Fixed monthly electricity charge, USD. */
  electricityFixed: number;
  /** Heat (gas or district heat), USD per kWh delivered. */
  heatPerKwh: number;
  /** The currency of the city's buildings (ISO 4217). */
  currency: Currency;
  /**
   * Units of that currency per US dollar: ECB euro reference rates, 2024 annual averages
   * (USD 1.0824 and CZK 25.120 per euro): 1 / 1.0824 = 0.924 EUR, 25.120 / 1.0824 = 23.21 CZK.
   */
  perUsd: number;
}

const EUR = { currency: 'EUR', perUsd: 0.924 } as const;
const CZK = { currency: 'CZK', perUsd: 23.21 } as const;
const USD = { currency: 'USD', perUsd: 1 } as const;

export const CLIMATES: Readonly<Record<CityCode, CityClimate>> = {
  prague: {
    monthlyMeanDegC: [-0.5, 0.9, 4.6, 9.6, 14.3, 17.6, 19.6, 19.2, 14.8, 9.6, 4.4, 0.8],
    dailySwingDegC: 8,
    latitudeDeg: 50.08,
    electricityPerKwh: 0.21,
    electricityFixed: 180,
    heatPerKwh: 0.105,

    ...CZK,
  },
  brno: {
    monthlyMeanDegC: [-0.9, 0.8, 5.0, 10.5, 15.2, 18.6, 20.5, 20.1, 15.3, 9.9, 4.5, 0.3],
    dailySwingDegC: 9,
    latitudeDeg: 49.2,
    electricityPerKwh: 0.2,
    electricityFixed: 160,
    heatPerKwh: 0.098,

    ...CZK,
  },
  berlin: {
    monthlyMeanDegC: [0.9, 1.6, 5.0, 10.0, 14.6, 17.9, 20.0, 19.6, 15.3, 10.3, 5.3, 1.9],
    dailySwingDegC: 7,
    latitudeDeg: 52.52,
    electricityPerKwh: 0.27,
    electricityFixed: 220,
    heatPerKwh: 0.115,

    ...EUR,
  },
  munich: {
    monthlyMeanDegC: [-0.2, 1.0, 4.9, 9.3, 13.7, 17.1, 19.1, 18.8, 14.4, 9.7, 4.3, 0.9],
    dailySwingDegC: 8,
    latitudeDeg: 48.14,
    electricityPerKwh: 0.27,
    electricityFixed: 210,
    heatPerKwh: 0.112,

    ...EUR,
  },
  vienna: {
    monthlyMeanDegC: [0.6, 2.2, 6.3, 11.6, 16.2, 19.8, 21.7, 21.3, 16.4, 11.1, 5.8, 1.6],
    dailySwingDegC: 8,
    latitudeDeg: 48.21,
    electricityPerKwh: 0.24,
    electricityFixed: 190,
    heatPerKwh: 0.108,

    ...EUR,
  },
  newYork: {
    monthlyMeanDegC: [0.6, 1.9, 5.8, 11.7, 17.1, 22.3, 25.3, 24.8, 20.9, 14.8, 9.0, 3.6],
    dailySwingDegC: 8,
    latitudeDeg: 40.71,
    electricityPerKwh: 0.23,
    electricityFixed: 350,
    heatPerKwh: 0.052,

    ...USD,
  },
  chicago: {
    monthlyMeanDegC: [-4.4, -2.6, 3.1, 9.4, 15.3, 20.9, 23.8, 22.9, 18.9, 12.0, 5.1, -1.4],
    dailySwingDegC: 9,
    latitudeDeg: 41.88,
    electricityPerKwh: 0.14,
    electricityFixed: 300,
    heatPerKwh: 0.038,

    ...USD,
  },
};

/** A dollar figure of the seed in the currency of a city's buildings (not rounded). */
export function localAmount(city: CityCode, usd: number): number {
  return usd * CLIMATES[city].perUsd;
}
