import { describe, expect, it } from 'vitest';
import { gridFactor, usStatePrices } from './factors.js';
import { energyIndicators, kbtuPerFt2ToKwhPerM2, kwhToKbtu } from './indicators.js';
import type { EnergyModelInput } from './model-input.js';
import { modelBuildingEnergy } from './model.js';

const FT2 = 0.09290304;

/** A year of bills on a described building: the model is scaled to them, so totals are the bills. */
function billedBuilding(input: Partial<EnergyModelInput>, electricityKwh: number, gasKwh: number) {
  return modelBuildingEnergy({
    general: {
      name: 'B',
      useType: 'office',
      grossFloorAreaM2: 50_000 * FT2,
      storeysAboveGround: 3,
    },
    hvac: { heating: { installed: true, heaterType: 'naturalGasBoiler' } },
    climate: {
      latitudeDeg: 41.9,
      monthlyMeanTemperatureDegC: [-4, -2, 3, 9, 15, 21, 24, 23, 19, 12, 5, -1],
    },
    metered: {
      carriers: {
        electricity: new Array(12).fill(electricityKwh / 12),
        naturalGas: new Array(12).fill(gasKwh / 12),
      },
    },
    ...input,
  });
}

describe('energyIndicators', () => {
  it('ENERGY STAR method, worked: 50,000 ft² office, 600,000 kWh grid electricity and 20,000 therms gas', () => {
    const therm = 29.3071;
    const model = billedBuilding({}, 600_000, 20_000 * therm);
    const out = energyIndicators({
      model,
      country: 'US',
      currency: 'USD',
      grid: gridFactor('US', 2023),
    });
    // Site: 600,000 kWh = 2,047,285 kBtu; 20,000 therms = 2,000,000 kBtu → 4,047,285 kBtu → 80.9 kBtu/ft².
    expect(kwhToKbtu(out.siteKwh)).toBeCloseTo(4_047_285, -1);
    expect(kwhToKbtu(out.siteKwh) / 50_000).toBeCloseTo(80.95, 1);
    // Source: 2,047,285 × 2.80 + 2,000,000 × 1.05 = 7,832,399 kBtu → 156.6 kBtu/ft².
    expect(kwhToKbtu(out.sourceKwh)).toBeCloseTo(7_832_399, -1);
    expect(kwhToKbtu(out.sourceKwh) / 50_000).toBeCloseTo(156.65, 1);
    // The same EUIs in kWh/m²: × 3.15459.
    expect(out.siteEuiKwhPerM2).toBeCloseTo(kbtuPerFt2ToKwhPerM2(80.9456), 2);
    expect(out.byCarrier.electricity?.sourceFactor).toBe(2.8);
    expect(out.byCarrier.naturalGas?.sourceFactor).toBe(1.05);
  });

  it('CO2 on one basis: grid purchase × country factor + gas × 0.18108 kg/kWh', () => {
    const model = billedBuilding({}, 100_000, 200_000);
    const out = energyIndicators({
      model,
      country: 'DE',
      currency: 'EUR',
      grid: gridFactor('DE', 2023),
    });
    expect(out.grid.kgPerKwh).toBe(0.386);
    expect(out.co2Kg).toBeCloseTo(100_000 * 0.386 + 200_000 * 0.18108, 3);
  });

  it('PV used on site counts in site energy at source factor 1.0, with no CO2 and no cost', () => {
    const model = billedBuilding(
      {
        renewables: {
          pvSystems: { p: { capacityKwp: 50, inclineDeg: 30, orientationDeg: 0, order: 0 } },
        },
      },
      100_000,
      0,
    );
    const pv = model.pvGeneration.annualKwh;
    const out = energyIndicators({
      model,
      country: 'US',
      currency: 'USD',
      grid: gridFactor('US', 2023),
      billed: { electricity: { kwh: 100_000, cost: 15_000 } },
    });
    expect(out.onSitePvKwh).toBeCloseTo(pv, 6);
    expect(out.byCarrier.electricity?.siteKwh).toBeCloseTo(100_000 + pv, 6);
    expect(out.byCarrier.electricity?.sourceKwh).toBeCloseTo(100_000 * 2.8 + pv, 6);
    expect(out.byCarrier.electricity?.co2Kg).toBeCloseTo(100_000 * 0.367, 6);
    expect(out.byCarrier.electricity?.cost).toBeCloseTo(15_000, 6);
  });

  it("prices from bills first, then the U.S. state's or the European country's default, else unknown (null)", () => {
    const model = billedBuilding({}, 120_000, 60_000);
    const us = energyIndicators({
      model,
      country: 'US',
      currency: 'USD',
      state: 'Illinois',
      grid: gridFactor('US', 2023),
    });
    expect(us.byCarrier.electricity?.priceSource).toBe('stateDefault');
    expect(us.byCarrier.electricity?.cost).toBeCloseTo(120_000 * 0.1194, 6);
    // A Czech building in koruna: Eurostat's CZ prices in CZK, electricity 120 MWh a year in band
    // IB (20–499 MWh), gas 60 MWh in band I1 (below 1,000 GJ), 2025-S2.
    const cz = energyIndicators({
      model,
      country: 'CZ',
      currency: 'CZK',
      grid: gridFactor('CZ', 2025),
    });
    expect(cz.byCarrier.electricity).toMatchObject({
      priceSource: 'countryDefault',
      priceBand: 'IB',
      pricePerKwh: 5.6125,
    });
    expect(cz.byCarrier.naturalGas).toMatchObject({ priceBand: 'I1', pricePerKwh: 1.8772 });
    expect(cz.cost).toBeCloseTo(120_000 * 5.6125 + 60_000 * 1.8772, 6);
    expect(cz.defaultPricePeriod).toBe('2025-S2');
    // Kept in pounds: no koruna or euro price is converted, so no cost.
    expect(
      energyIndicators({ model, country: 'CZ', currency: 'GBP', grid: gridFactor('CZ', 2025) })
        .cost,
    ).toBeNull();
    expect(usStatePrices('US', 'IL')?.name).toBe('Illinois');
  });

  it('uses a default price only in its own currency, and says which currency and source', () => {
    const model = billedBuilding({}, 120_000, 60_000);
    const inUsd = energyIndicators({
      model,
      country: 'US',
      state: 'IL',
      currency: 'USD',
      grid: gridFactor('US', 2023),
    });
    expect(inUsd.currency).toBe('USD');
    expect(inUsd.defaultPriceSource).toMatch(/BETTER/);
    // The same U.S. building kept in euros: no dollar price is converted, so no cost.
    const inEur = energyIndicators({
      model,
      country: 'US',
      state: 'IL',
      currency: 'EUR',
      grid: gridFactor('US', 2023),
    });
    expect(inEur.currency).toBe('EUR');
    expect(inEur.byCarrier.electricity?.priceSource).toBeNull();
    expect(inEur.cost).toBeNull();
    expect(inEur.defaultPriceSource).toBeUndefined();
    // Bills are in the building's currency whatever it is.
    const billed = energyIndicators({
      model,
      country: 'CZ',
      currency: 'CZK',
      grid: gridFactor('CZ', 2025),
      billed: {
        electricity: { kwh: 120_000, cost: 600_000 },
        naturalGas: { kwh: 60_000, cost: 90_000 },
      },
    });
    expect(billed.currency).toBe('CZK');
    expect(billed.byCarrier.electricity?.pricePerKwh).toBeCloseTo(5, 9);
    expect(billed.defaultPriceSource).toBeUndefined();
  });

  it('end uses carry their carrier’s cost and CO2 and add up to the building', () => {
    const model = billedBuilding({}, 300_000, 150_000);
    const out = energyIndicators({
      model,
      country: 'CZ',
      currency: 'CZK',
      grid: gridFactor('CZ', 2019),
      billed: {
        electricity: { kwh: 300_000, cost: 60_000 },
        naturalGas: { kwh: 150_000, cost: 9_000 },
      },
    });
    const endUses = Object.values(out.byEndUse);
    expect(endUses.reduce((s, e) => s + e.siteKwh, 0)).toBeCloseTo(out.siteKwh, 3);
    expect(endUses.reduce((s, e) => s + e.co2Kg, 0)).toBeCloseTo(out.co2Kg, 3);
    expect(endUses.reduce((s, e) => s + (e.cost ?? 0), 0)).toBeCloseTo(69_000, 3);
    expect(out.grid).toMatchObject({ kgPerKwh: 0.428, year: 2019 });
  });

  it('picks the latest grid factor not after the year, the first one before the series', () => {
    expect(gridFactor('CZ', 2030).year).toBe(2019);
    expect(gridFactor('CZ', 2000).year).toBe(2010);
    expect(gridFactor('US', 2024, 'NYCW').kgPerKwh).toBe(0.270532);
    expect(gridFactor('XX', 2024).source).toMatch(/not listed/);
  });
});
