/**
 * Monthly climate normals of the demo cities (docs/methodology.md §1.4): mean air temperature by
 * calendar month, °C, January first, rounded to 0.1 K, WMO standard period 1991–2020, as published
 * by each country's weather service for the station named. These are the same rounded values the
 * demo portfolio generator uses (emulators/seed/src/climate.ts), so the demo's weather
 * normalization is consistent with its data. They were compiled from the services' published
 * normals and not re-checked against the primary tables while offline: the methodology says so.
 *
 * Degree days are not stored: they follow from these means by Hitchin's formula
 * (domain/metrics/energy/degree-days.ts) at the base temperature a model needs.
 *
 * Each station also carries the design outdoor temperatures of the heating and cooling design
 * loads (docs/methodology.md, "Design loads, incidental gains and envelope losses"), each with its
 * source in `designSource`; the values we could not check there are marked as assumptions.
 */
export interface ClimateStation {
  code: string;
  name: string;
  country: string;
  latitudeDeg: number;
  longitudeDeg: number;
  /** Mean air temperature, °C, January … December. */
  monthlyMeanDegC: readonly number[];
  source: string;
  /**
   * Design outdoor temperature for the heating load (EN 12831-1 θ_e), °C: the national annex's
   * value in Europe, the ASHRAE 99.6 % annual heating dry-bulb in the U.S.
   */
  heatingDesignDegC: number;
  /** Design outdoor dry-bulb temperature for the sensible cooling load, °C. */
  coolingDesignDegC: number;
  /** Where both design temperatures come from, and which of them is an assumption. */
  designSource: string;
}

export const CLIMATE_NORMALS: readonly ClimateStation[] = [
  {
    code: 'prague',
    name: 'Praha',
    country: 'CZ',
    latitudeDeg: 50.08,
    longitudeDeg: 14.42,
    monthlyMeanDegC: [-0.5, 0.9, 4.6, 9.6, 14.3, 17.6, 19.6, 19.2, 14.8, 9.6, 4.4, 0.8],
    source: 'Czech Hydrometeorological Institute (CHMI), normals 1991–2020',
    heatingDesignDegC: -12,
    coolingDesignDegC: 30,
    designSource:
      'Heating: ČSN 73 0540-3:2005 Table H.1, Praha −12 °C (the value the national annex of ČSN EN 12831-1 keeps), recalled, not re-checked against the table. Cooling: assumption 30 °C (order of the summer design temperature of ČSN 73 0548 and of ASHRAE 0.4 % values for central Europe; not checked)',
  },
  {
    code: 'brno',
    name: 'Brno',
    country: 'CZ',
    latitudeDeg: 49.2,
    longitudeDeg: 16.61,
    monthlyMeanDegC: [-0.9, 0.8, 5.0, 10.5, 15.2, 18.6, 20.5, 20.1, 15.3, 9.9, 4.5, 0.3],
    source: 'Czech Hydrometeorological Institute (CHMI), normals 1991–2020',
    heatingDesignDegC: -12,
    coolingDesignDegC: 31,
    designSource:
      'Heating: ČSN 73 0540-3:2005 Table H.1, Brno −12 °C, recalled, not re-checked against the table. Cooling: assumption 31 °C (south Moravia 1 K warmer than Praha; not checked)',
  },
  {
    code: 'berlin',
    name: 'Berlin',
    country: 'DE',
    latitudeDeg: 52.52,
    longitudeDeg: 13.4,
    monthlyMeanDegC: [0.9, 1.6, 5.0, 10.0, 14.6, 17.9, 20.0, 19.6, 15.3, 10.3, 5.3, 1.9],
    source: 'Deutscher Wetterdienst (DWD), Klimanormalwerte 1991–2020',
    heatingDesignDegC: -11.2,
    coolingDesignDegC: 31,
    designSource:
      'Heating: DIN/TS 12831-1:2020, Berlin-Mitte (postcode 10178) −11.2 °C, via a secondary source (haustechnikverstehen.de; DIN EN 12831 Bbl 1:2008 gave −14 °C). Cooling: assumption 31 °C (not checked)',
  },
  {
    code: 'munich',
    name: 'München',
    country: 'DE',
    latitudeDeg: 48.14,
    longitudeDeg: 11.58,
    monthlyMeanDegC: [-0.2, 1.0, 4.9, 9.3, 13.7, 17.1, 19.1, 18.8, 14.4, 9.7, 4.3, 0.9],
    source: 'Deutscher Wetterdienst (DWD), Klimanormalwerte 1991–2020',
    heatingDesignDegC: -16,
    coolingDesignDegC: 30,
    designSource:
      'Heating: DIN EN 12831 Bbl 1:2008, München −16 °C (the postcode value of DIN/TS 12831-1:2020 was not retrieved and is likely a few kelvin milder, so this load is on the safe side), recalled. Cooling: assumption 30 °C (not checked)',
  },
  {
    code: 'vienna',
    name: 'Wien',
    country: 'AT',
    latitudeDeg: 48.21,
    longitudeDeg: 16.37,
    monthlyMeanDegC: [0.6, 2.2, 6.3, 11.6, 16.2, 19.8, 21.7, 21.3, 16.4, 11.1, 5.8, 1.6],
    source: 'GeoSphere Austria (formerly ZAMG), Klimamittel 1991–2020',
    heatingDesignDegC: -12,
    coolingDesignDegC: 32,
    designSource:
      'Heating: assumption −12 °C, the order of the ÖNORM H 7500-1 / ÖNORM B 8110-5 climate model for Wien (site value not retrieved). Cooling: assumption 32 °C (not checked)',
  },
  {
    code: 'newYork',
    name: 'New York',
    country: 'US',
    latitudeDeg: 40.71,
    longitudeDeg: -74.01,
    monthlyMeanDegC: [0.6, 1.9, 5.8, 11.7, 17.1, 22.3, 25.3, 24.8, 20.9, 14.8, 9.0, 3.6],
    source: 'NOAA NCEI U.S. Climate Normals 1991–2020',
    heatingDesignDegC: -11.6,
    coolingDesignDegC: 34.5,
    designSource:
      'ASHRAE Handbook—Fundamentals 2009, climatic design conditions of Newark International Airport (WMO 725020, 14 km west of Manhattan; the nearest station whose values we could check, in the EnergyPlus design-day file): heating 99.6 % −11.6 °C, cooling 0.4 % dry-bulb 34.5 °C',
  },
  {
    code: 'chicago',
    name: 'Chicago',
    country: 'US',
    latitudeDeg: 41.88,
    longitudeDeg: -87.63,
    monthlyMeanDegC: [-4.4, -2.6, 3.1, 9.4, 15.3, 20.9, 23.8, 22.9, 18.9, 12.0, 5.1, -1.4],
    source: 'NOAA NCEI U.S. Climate Normals 1991–2020',
    heatingDesignDegC: -20,
    coolingDesignDegC: 33.3,
    designSource:
      "ASHRAE Handbook—Fundamentals 2009, climatic design conditions of Chicago O'Hare International Airport (WMO 725300, EnergyPlus design-day file): heating 99.6 % −20.0 °C, cooling 0.4 % dry-bulb 33.3 °C",
  },
];

/** Farthest a building may be from a station for the station to stand for its climate, km. */
export const CLIMATE_MATCH_MAX_KM = 250;
