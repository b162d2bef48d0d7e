import { describe, expect, it } from 'vitest';
import { db, dbRate, ddb, sln, syd, unitsOfProduction } from './depreciation.js';

describe('sln', () => {
  it('reproduces the Microsoft Excel SLN help: 2,250', () => {
    expect(sln(30_000, 7_500, 10)).toBe(2_250);
  });

  it('reproduces the LibreOffice Calc SLN help: 553.57 a month', () => {
    expect(sln(50_000, 3_500, 84)).toBeCloseTo(553.57, 2);
  });
});

describe('syd', () => {
  it('reproduces the Microsoft Excel SYD help: 4,090.91 in year 1, 409.09 in year 10', () => {
    expect(syd(30_000, 7_500, 10, 1)).toBeCloseTo(4_090.91, 2);
    expect(syd(30_000, 7_500, 10, 10)).toBeCloseTo(409.09, 2);
  });

  it('reproduces the LibreOffice Calc SYD help: 13,333.33', () => {
    expect(syd(50_000, 10_000, 5, 1)).toBeCloseTo(13_333.33, 2);
  });
});

describe('ddb', () => {
  it('reproduces the Microsoft Excel DDB help', () => {
    expect(ddb(2_400, 300, 10 * 365, 1)).toBeCloseTo(1.32, 2);
    expect(ddb(2_400, 300, 10 * 12, 1, 2)).toBeCloseTo(40, 2);
    expect(ddb(2_400, 300, 10, 1, 2)).toBeCloseTo(480, 2);
    expect(ddb(2_400, 300, 10, 2, 1.5)).toBeCloseTo(306, 2);
    expect(ddb(2_400, 300, 10, 10)).toBeCloseTo(22.12, 2);
  });

  it('reproduces the LibreOffice Calc DDB help: 1,721.81', () => {
    expect(ddb(75_000, 1, 60, 12, 2)).toBeCloseTo(1_721.81, 2);
  });

  it('stops at salvage', () => {
    expect(ddb(1_000, 900, 5, 2)).toBe(0);
  });
});

describe('db', () => {
  it('reproduces the Microsoft Excel DB help (rate 0.319, first year of 7 months)', () => {
    expect(dbRate(1_000_000, 100_000, 6)).toBe(0.319);
    const expected = [
      186_083.33, 259_639.42, 176_814.44, 120_410.64, 81_999.64, 55_841.76, 15_845.1,
    ];
    expected.forEach((amount, i) => {
      expect(db(1_000_000, 100_000, 6, i + 1, 7)).toBeCloseTo(amount, 2);
    });
  });

  it('reproduces the LibreOffice Calc DB help: 1,075.00', () => {
    expect(db(25_000, 1_000, 36, 1, 6)).toBeCloseTo(1_075, 2);
  });
});

describe('unitsOfProduction', () => {
  it('shares the depreciable amount by units', () => {
    // A machine of 60,000 with 10,000 salvage, 100,000 units expected, 12,000 used this year.
    expect(unitsOfProduction(60_000, 10_000, 100_000, 12_000)).toBe(6_000);
  });
});
