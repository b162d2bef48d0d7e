import { describe, expect, it } from 'vitest';
import { latestReportedAnnual } from '../pipeline/building-energy-model.js';
import { energyIndicators } from './indicators.js';
import type { EnergyModelInput } from './model-input.js';
import { modelBuildingEnergy } from './model.js';

/*
 * Carriers a file reported that the building's description does not model (docs/methodology.md
 * §1.2, "Annual figures of an import"): counted in the totals, on the end use they serve.
 */

const CHICAGO = {
  latitudeDeg: 41.98,
  monthlyMeanTemperatureDegC: [-4.6, -2.7, 3.2, 9.2, 15.2, 20.8, 23.9, 23.1, 18.9, 12.1, 5.3, -1.3],
};

/** An imported office: nothing described but its General Information (heating defaults to gas). */
const IMPORTED: EnergyModelInput = {
  general: { name: 'Loop Tower', useType: 'office', grossFloorAreaM2: 10_000, country: 'US' },
  climate: CHICAGO,
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const kept = { importId: 'i1', line: 2 };
const grid = { kgPerKwh: 0.4, year: 2023, source: 'test' };

describe('reported carriers the description does not model', () => {
  it('a steam-heated building (electricity and steam reported, gas 0): heating moves to steam', () => {
    const annual = latestReportedAnnual({
      '2016': { ...kept, electricityKwh: 900_000, naturalGasKwh: 0, districtSteamKwh: 400_000 },
      // An older year's gas does not come back: 2016 says none.
      '2015': { ...kept, electricityKwh: 950_000, naturalGasKwh: 300_000 },
    });
    expect(annual).toEqual({
      electricity: { kwh: 900_000, year: 2016 },
      naturalGas: { kwh: 0, year: 2016 },
      districtSteam: { kwh: 400_000, year: 2016 },
    });
    const out = modelBuildingEnergy({ ...IMPORTED, metered: { annual: annual! } });
    // Site energy: 900,000 + 400,000 = 1,300,000 kWh; 130 kWh/m².
    expect(out.total.annualKwh).toBeCloseTo(1_300_000, 3);
    expect(out.byCarrier.naturalGas).toBeUndefined();
    expect(out.byCarrier.districtSteam?.annualKwh).toBeCloseTo(400_000, 3);
    expect(out.endUses.filter((row) => row.carrier === 'districtSteam')).toEqual([
      expect.objectContaining({ endUse: 'heating', annualKwh: expect.closeTo(400_000, 3) }),
    ]);
    expect(out.byEndUse.heating.annualKwh).toBeCloseTo(400_000, 3);
    expect(out.reportedYears).toEqual({ electricity: 2016, districtSteam: 2016 });
    expect(out.calibration.movedEndUses).toEqual({ heating: 'districtSteam' });
    // Steam's months follow the model's heating (winter), not the days.
    const steam = out.byCarrier.districtSteam!.monthlyKwh;
    expect(steam[0]).toBeGreaterThan(steam[6]! * 3);

    // U.S. source factor of steam 1.2 and EPA's 0.22614 kg CO2/kWh: 480,000 kWh, 90,456 kg;
    // no bill, no default price: cost unknown.
    const figures = energyIndicators({ model: out, country: 'US', currency: 'USD', grid });
    expect(figures.byCarrier.districtSteam).toMatchObject({
      siteKwh: expect.closeTo(400_000, 3),
      sourceKwh: expect.closeTo(480_000, 3),
      co2Kg: expect.closeTo(90_456, 3),
      cost: null,
    });
    // 900,000 × 2.8 + 480,000 = 3,000,000 kWh of source energy; 900,000 × 0.4 + 90,456 kg CO2.
    expect(figures.sourceKwh).toBeCloseTo(3_000_000, 3);
    expect(figures.co2Kg).toBeCloseTo(450_456, 3);
    expect(figures.siteEuiKwhPerM2).toBeCloseTo(130, 6);
    // With a price (bills of the period: 8,000 USD for 400,000 kWh), its cost.
    const billed = energyIndicators({
      model: out,
      country: 'US',
      currency: 'USD',
      grid,
      billed: { districtSteam: { kwh: 400_000, cost: 8000 } },
    });
    expect(billed.byCarrier.districtSteam?.cost).toBeCloseTo(8000, 3);

    // A variant (a measure) scaled with the calibration buys its heating as steam too.
    const variant = modelBuildingEnergy({ ...IMPORTED, calibration: out.calibration });
    expect(variant.byCarrier.districtSteam?.annualKwh).toBeCloseTo(400_000, 3);
    expect(variant.total.annualKwh).toBeCloseTo(1_300_000, 3);
  });

  it('steam reported without any gas figure moves the heating the same way', () => {
    const out = modelBuildingEnergy({
      ...IMPORTED,
      metered: {
        annual: {
          electricity: { kwh: 900_000, year: 2016 },
          districtSteam: { kwh: 400_000, year: 2016 },
        },
      },
    });
    expect(out.total.annualKwh).toBeCloseTo(1_300_000, 3);
    expect(out.byCarrier.naturalGas).toBeUndefined();
  });

  it('gas and fuel oil: gas keeps the modelled heating, the oil is heating of its own', () => {
    const out = modelBuildingEnergy({
      ...IMPORTED,
      metered: {
        annual: {
          electricity: { kwh: 900_000, year: 2014 },
          naturalGas: { kwh: 300_000, year: 2014 },
          fuelOil: { kwh: 120_000, year: 2014 },
        },
      },
    });
    // 900,000 + 300,000 + 120,000 = 1,320,000 kWh.
    expect(out.total.annualKwh).toBeCloseTo(1_320_000, 3);
    expect(out.byCarrier.naturalGas?.annualKwh).toBeCloseTo(300_000, 3);
    expect(out.calibration.movedEndUses).toBeUndefined();
    const oil = out.endUses.filter((row) => row.carrier === 'fuelOil');
    expect(oil).toEqual([
      expect.objectContaining({ endUse: 'heating', annualKwh: expect.closeTo(120_000, 3) }),
    ]);
    // Heating: all the gas (the model heats with it and nothing else uses gas) and the oil.
    expect(out.byEndUse.heating.annualKwh).toBeCloseTo(420_000, 3);
    // The oil's months: 120,000 × the model's heating of the month / its year.
    const heating = modelBuildingEnergy(IMPORTED).byEndUse.heating.monthlyKwh;
    const january = (120_000 * heating[0]!) / sum(heating);
    expect(oil[0]!.monthlyKwh[0]).toBeCloseTo(january, 3);
    // A variant keeps the oil as it was reported (no measure models it).
    const variant = modelBuildingEnergy({ ...IMPORTED, calibration: out.calibration });
    expect(variant.byCarrier.fuelOil?.annualKwh).toBeCloseTo(120_000, 3);
  });

  it('district chilled water is cooling; a building without modelled cooling gets it too', () => {
    const cooled: EnergyModelInput = {
      ...IMPORTED,
      hvac: { cooling: { installed: true, systemType: 'airCooledChiller', cop: 3 } },
    };
    const annual = {
      electricity: { kwh: 900_000, year: 2015 },
      naturalGas: { kwh: 300_000, year: 2015 },
      districtChilledWater: { kwh: 250_000, year: 2015 },
    };
    for (const input of [cooled, IMPORTED]) {
      const out = modelBuildingEnergy({ ...input, metered: { annual } });
      // 900,000 + 300,000 + 250,000 = 1,450,000 kWh.
      expect(out.total.annualKwh).toBeCloseTo(1_450_000, 3);
      expect(out.endUses.filter((row) => row.carrier === 'districtChilledWater')).toEqual([
        expect.objectContaining({ endUse: 'cooling', annualKwh: expect.closeTo(250_000, 3) }),
      ]);
      const chilled = out.byCarrier.districtChilledWater!.monthlyKwh;
      // The months follow the model's cooling; without any, the days (January 250,000 × 31/365).
      if (input === cooled) expect(chilled[6]).toBeGreaterThan(chilled[0]! * 3);
      else expect(chilled[0]).toBeCloseTo((250_000 * 31) / 365, 6);
    }
    // U.S. source factor 0.91: 227,500 kWh; 0.25125 kg CO2/kWh: 62,812.5 kg.
    const out = modelBuildingEnergy({ ...cooled, metered: { annual } });
    const figures = energyIndicators({ model: out, country: 'US', currency: 'USD', grid });
    expect(figures.byCarrier.districtChilledWater).toMatchObject({
      sourceKwh: expect.closeTo(227_500, 3),
      co2Kg: expect.closeTo(62_812.5, 3),
    });
  });

  it('a reported 0 of gas with no other heat scales the modelled gas heating to none', () => {
    const out = modelBuildingEnergy({
      ...IMPORTED,
      metered: {
        annual: {
          electricity: { kwh: 900_000, year: 2016 },
          naturalGas: { kwh: 0, year: 2016 },
        },
      },
    });
    expect(out.total.annualKwh).toBeCloseTo(900_000, 3);
    expect(out.byCarrier.naturalGas?.annualKwh).toBeCloseTo(0, 6);
  });
});
