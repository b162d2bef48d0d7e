import { describe, expect, it } from 'vitest';
import { recogniseHeader } from './header.js';
import { mapRow } from './map-row.js';
import type { RowReadOptions } from './read-options.js';
import { reportedYearsOf } from './reported-history.js';
import { KWH_PER_GJ, KWH_PER_KBTU } from './units.js';

const US: RowReadOptions = { decimalSeparator: '.', dayFirst: false, defaultCountry: 'US' };
const kwh = (value: number) => Math.round(value * 10) / 10;

describe('the carriers besides electricity and natural gas', () => {
  it("reads Philadelphia's fuel oil, steam and other use, Calgary's hot water, Seattle's steam", () => {
    const fieldOf = (headers: string[]) =>
      Object.fromEntries(
        recogniseHeader(headers).columns.map((column) => [column.header, column.field]),
      );
    expect(
      fieldOf([
        'Fuel Oil #2 Use (kBtu)',
        'District Steam Use (kBtu)',
        'Other Use (kBtu)',
        'District Hot Water Use (GJ)',
        'SteamUse(kBtu)',
        'District Chilled Water Use (kBtu)',
        'All Other Fuel Use (kBtu)',
        'Propane Use (kBtu)',
      ]),
    ).toEqual({
      'Fuel Oil #2 Use (kBtu)': 'fuelOil',
      'District Steam Use (kBtu)': 'districtSteam',
      'Other Use (kBtu)': 'otherFuel',
      'District Hot Water Use (GJ)': 'districtHotWater',
      'District Chilled Water Use (kBtu)': 'districtChilledWater',
      'All Other Fuel Use (kBtu)': 'otherFuel',
      'Propane Use (kBtu)': 'propane',
    });
    // Seattle's SteamUse is a second steam column here, read in a file of its own.
    expect(fieldOf(['SteamUse(kBtu)'])).toEqual({ 'SteamUse(kBtu)': 'districtSteam' });
  });

  it('adds up the fuel oil grades, diesel and kerosene; gallons and costs are not read', () => {
    const header = recogniseHeader([
      'Property Name',
      'Year Ending',
      'Fuel Oil #1 Use (kBtu)',
      'Fuel Oil #2 Use (kBtu)',
      'Fuel Oil #2 Use (Gallons)',
      'Fuel Oil #4 Use (kBtu)',
      'Fuel Oil #5 & 6 Use (kBtu)',
      'Diesel #2 Use (kBtu)',
      'Kerosene Use (kBtu)',
      'Fuel Oil #2 Cost ($)',
      'Propane Use (kBtu)',
      'Coal (bituminous) Use (kBtu)',
      'Wood Use (kBtu)',
    ]);
    expect(
      header.columns.filter((column) => column.field === 'fuelOil').map((c) => c.header),
    ).toEqual([
      'Fuel Oil #1 Use (kBtu)',
      'Fuel Oil #2 Use (kBtu)',
      'Fuel Oil #4 Use (kBtu)',
      'Fuel Oil #5 & 6 Use (kBtu)',
      'Diesel #2 Use (kBtu)',
      'Kerosene Use (kBtu)',
    ]);
    expect(header.unused.map((column) => column.header)).toEqual([
      'Fuel Oil #2 Use (Gallons)',
      'Fuel Oil #2 Cost ($)',
    ]);
    const outcome = mapRow(
      ['Depot', '12/31/2023', '100', '1,000', '30', '10', '5', '2', '500', '20', '7', '3', '4'],
      2,
      header,
      US,
    );
    expect(outcome.kind).toBe('building');
    if (outcome.kind !== 'building') return;
    // Oils 100 + 1,000 + 10 + 5 + 2 + 500 = 1,617 kBtu (each cell rounded to 0.1 kWh: 29.3 +
    // 293.1 + 2.9 + 1.5 + 0.6 + 146.5); the gallons and the cost are not read; coal and wood
    // 3 + 4 kBtu (0.9 + 1.2).
    expect(outcome.building.reported).toEqual({
      reportingYear: 2023,
      fuelOilKwh: 473.9,
      propaneKwh: kwh(7 * KWH_PER_KBTU),
      otherFuelKwh: 2.1,
    });
    expect(1617 * KWH_PER_KBTU).toBeCloseTo(473.9, 0);
  });

  it('keeps a carrier at 0 when another is not, and stores each in the history', () => {
    const header = recogniseHeader([
      'ID',
      'Data Year',
      'Property Name',
      'Electricity Use (kBtu)',
      'Natural Gas Use (kBtu)',
      'District Steam Use (kBtu)',
      'District Chilled Water Use (kBtu)',
      'District Hot Water Use (GJ)',
    ]);
    const row = (cells: string[]) => {
      const outcome = mapRow(cells, 2, header, US);
      if (outcome.kind !== 'building') throw new Error('skipped');
      return outcome.building;
    };
    const steam = row(['7', '2016', 'Loop Tower', '1000', '0', '3000', '', '10']);
    expect(steam.reported).toEqual({
      reportingYear: 2016,
      electricityKwh: kwh(1000 * KWH_PER_KBTU),
      naturalGasKwh: 0,
      districtSteamKwh: kwh(3000 * KWH_PER_KBTU),
      districtHotWaterKwh: kwh(10 * KWH_PER_GJ),
    });
    expect(reportedYearsOf(steam, 'import-1')).toEqual({
      '2016': { importId: 'import-1', line: 2, ...steam.reported, reportingYear: undefined },
    });
    // Every carrier at 0 says nothing (Seattle's "Missing Data" rows).
    expect(row(['8', '2016', 'Empty', '0', '0', '0', '0', '0']).reported).toEqual({
      reportingYear: 2016,
    });
  });
});
