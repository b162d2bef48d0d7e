import { describe, expect, it } from 'vitest';
import { END_USES } from '../energy/carriers.js';
import type { EndUse } from '../energy/carriers.js';
import type { SubjectRangesInput } from './uncertainty.js';
import {
  assumedUValueRangeWPerM2K,
  modelledShareOfSiteKwh,
  relativeRange,
  subjectRanges,
} from './uncertainty.js';

describe('modelledShareOfSiteKwh', () => {
  it('counts carriers modelled without a reported annual total, by their site kWh', () => {
    expect(
      modelledShareOfSiteKwh({
        electricity: { siteKwh: 300, basis: 'metered' },
        naturalGas: { siteKwh: 100, basis: 'modelled' },
      }),
    ).toBe(0.25);
    // A carrier that adds up to a reported annual total is anchored, not modelled alone.
    expect(
      modelledShareOfSiteKwh({
        electricity: { siteKwh: 300, basis: 'metered' },
        naturalGas: { siteKwh: 100, basis: 'modelled', reportedYear: 2024 },
      }),
    ).toBe(0);
    expect(modelledShareOfSiteKwh({})).toBe(0);
  });
});

describe('relativeRange', () => {
  it('spans value × (1 ∓ share), none for nothing to range', () => {
    expect(relativeRange(100, 0.3, 'modelledSubSystem')).toEqual({
      low: 70,
      high: 130,
      reason: 'modelledSubSystem',
    });
    expect(relativeRange(0, 0.3, 'modelledSubSystem')).toBeUndefined();
    expect(relativeRange(100, 0, 'modelledEnergy')).toBeUndefined();
  });
});

describe('assumedUValueRangeWPerM2K', () => {
  it("takes a known glazing type's typical whole-window span (METHODS.md §7)", () => {
    expect(assumedUValueRangeWPerM2K('window', 1960, 'singleGlazed')).toEqual({
      low: 5.0,
      high: 5.8,
    });
    expect(assumedUValueRangeWPerM2K('window', 2020, 'tripleGlazedLowE')).toEqual({
      low: 0.7,
      high: 1.0,
    });
  });

  it('spans from the next newer to the next older era, the ends to insulated and uninsulated', () => {
    // Before 1980: roof 2.3, the next era 0.5, uninsulated 2.3.
    expect(assumedUValueRangeWPerM2K('roof', 1960)).toEqual({ low: 0.5, high: 2.3 });
    // Solid brick 2.09 above the era's 1.5.
    expect(assumedUValueRangeWPerM2K('wall', 1960)).toEqual({ low: 0.6, high: 2.09 });
    // 1980–2004: between the older (1.0) and newer (0.25) floors.
    expect(assumedUValueRangeWPerM2K('floor', 1990)).toEqual({ low: 0.25, high: 1.0 });
    // From 2005: down to the insulated roof 0.15, up to the older era's 0.5.
    expect(assumedUValueRangeWPerM2K('roof', 2010)).toEqual({ low: 0.15, high: 0.5 });
    expect(assumedUValueRangeWPerM2K('window', 2010)).toEqual({ low: 1.3, high: 2.9 });
    expect(assumedUValueRangeWPerM2K('window', 1960)).toEqual({ low: 2.9, high: 5.8 });
  });
});

const endUses = (basis: 'metered' | 'modelled') =>
  Object.fromEntries(END_USES.map((endUse) => [endUse, { kwhPerM2: 10, basis }])) as Record<
    EndUse,
    { kwhPerM2: number; basis: 'metered' | 'modelled' }
  >;

const base: SubjectRangesInput = {
  siteEuiKwhPerM2: 200,
  co2KgPerM2: 50,
  carriers: { electricity: { siteKwh: 1000, basis: 'metered' } },
  endUses: endUses('metered'),
  assumedUValues: [],
  eraYear: 1990,
};

describe('subjectRanges', () => {
  it('gives a metered, sub-metered building with given U-values no range at all', () => {
    expect(subjectRanges(base)).toEqual({ subSystems: {}, envelope: {} });
  });

  it('ranges the EUI and CO2 by the modelled share of the energy (±50 % × share)', () => {
    const ranges = subjectRanges({
      ...base,
      carriers: {
        electricity: { siteKwh: 600, basis: 'metered' },
        naturalGas: { siteKwh: 400, basis: 'modelled' },
      },
    });
    expect(ranges.total).toEqual({ low: 160, high: 240, reason: 'modelledEnergy' });
    expect(ranges.co2).toEqual({ low: 40, high: 60, reason: 'modelledEnergy' });
  });

  it('ranges a modelled end use by ±30 %, by ±50 % when all the energy is modelled', () => {
    const split = subjectRanges({ ...base, endUses: endUses('modelled') });
    expect(split.subSystems?.heating).toEqual({ low: 7, high: 13, reason: 'modelledSubSystem' });
    const described = subjectRanges({
      ...base,
      carriers: { electricity: { siteKwh: 1000, basis: 'modelled' } },
      endUses: endUses('modelled'),
    });
    expect(described.subSystems?.heating).toEqual({
      low: 5,
      high: 15,
      reason: 'modelledSubSystem',
    });
    expect(described.total).toEqual({ low: 100, high: 300, reason: 'modelledEnergy' });
  });

  it('ranges each assumed U-value, the window as the openings element', () => {
    const ranges = subjectRanges({
      ...base,
      assumedUValues: ['roof', 'window'],
      glazing: 'doubleGlazedLowE',
    });
    expect(ranges.envelope).toEqual({
      roof: { low: 0.2, high: 2.3, reason: 'assumedUValue' },
      openings: { low: 1.3, high: 1.8, reason: 'assumedUValue' },
    });
  });
});
