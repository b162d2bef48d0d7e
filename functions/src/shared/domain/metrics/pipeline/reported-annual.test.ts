import { describe, expect, it } from 'vitest';
import { latestReportedAnnual } from './building-energy-model.js';

const kept = { importId: 'i1', line: 2 };

describe('latestReportedAnnual', () => {
  it('takes each carrier from the latest year that reports it', () => {
    expect(
      latestReportedAnnual({
        '2021': { ...kept, electricityKwh: 100, naturalGasKwh: 50 },
        '2023': { ...kept, electricityKwh: 120, siteEuiKwhPerM2: 90 },
        '2022': { ...kept, electricityKwh: 110, naturalGasKwh: 60 },
      }),
    ).toEqual({
      electricity: { kwh: 120, year: 2023 },
      naturalGas: { kwh: 60, year: 2022 },
    });
  });

  it('takes every carrier, a 0 included, and reads a complete year’s empty carriers as 0', () => {
    expect(
      latestReportedAnnual({
        '2016': { ...kept, electricityKwh: 900, naturalGasKwh: 0, districtSteamKwh: 400 },
        '2015': { ...kept, electricityKwh: 950, naturalGasKwh: 300, fuelOilKwh: 20 },
      }),
    ).toEqual({
      electricity: { kwh: 900, year: 2016 },
      naturalGas: { kwh: 0, year: 2016 },
      districtSteam: { kwh: 400, year: 2016 },
      fuelOil: { kwh: 20, year: 2015 },
    });
    // 100 m² at 10 kWh/m²: electricity's 1,000 kWh is all of it (within 5 %), so none of the
    // others was bought; at 12 kWh/m² it is not, and the others are not known.
    const year = (siteEuiKwhPerM2: number) => ({
      '2016': { ...kept, electricityKwh: 1000, siteEuiKwhPerM2 },
      '2015': { ...kept, electricityKwh: 900, naturalGasKwh: 300 },
    });
    expect(latestReportedAnnual(year(10), 100)).toEqual({
      electricity: { kwh: 1000, year: 2016 },
      naturalGas: { kwh: 0, year: 2016 },
      fuelOil: { kwh: 0, year: 2016 },
      propane: { kwh: 0, year: 2016 },
      districtHotWater: { kwh: 0, year: 2016 },
      districtSteam: { kwh: 0, year: 2016 },
      districtChilledWater: { kwh: 0, year: 2016 },
    });
    expect(latestReportedAnnual(year(12), 100)).toEqual({
      electricity: { kwh: 1000, year: 2016 },
      naturalGas: { kwh: 300, year: 2015 },
    });
  });

  it('leaves out a net export and years without energy figures', () => {
    expect(latestReportedAnnual({ '2023': { ...kept, electricityKwh: -10 } })).toBeUndefined();
    expect(latestReportedAnnual({ '2023': { ...kept, energyStarScore: 80 } })).toBeUndefined();
    expect(latestReportedAnnual(undefined)).toBeUndefined();
  });
});
