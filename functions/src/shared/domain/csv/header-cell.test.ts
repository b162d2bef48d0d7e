import { describe, expect, it } from 'vitest';
import { splitHeaderCell } from './header-cell.js';

/** A reader of a few energy units, as the imports have theirs. */
const unitOf = (bracket: string) => {
  const text = bracket.trim().toLowerCase();
  return ['kwh', 'kbtu/ft²', 'years'].includes(text) ? text : null;
};

describe('splitHeaderCell', () => {
  it('takes a trailing bracket that names a unit off the name', () => {
    expect(
      splitHeaderCell('\uFEFF Site EUI (kBtu/ft²) ', { unitOf, brackets: 'trailing' }),
    ).toEqual({ text: 'Site EUI (kBtu/ft²)', name: 'Site EUI ', unit: 'kbtu/ft²' });
    expect(
      splitHeaderCell('Expected Life [Years]', { unitOf, brackets: 'trailing' }),
    ).toMatchObject({ name: 'Expected Life ', unit: 'years' });
  });

  it('keeps a trailing bracket naming no unit, and one before the end, in the name', () => {
    const rule = { unitOf, brackets: 'trailing' } as const;
    expect(splitHeaderCell('Floor Area (Buildings and Parking)', rule)).toEqual({
      text: 'Floor Area (Buildings and Parking)',
      name: 'Floor Area (Buildings and Parking)',
      unit: null,
    });
    expect(splitHeaderCell('Usage (kWh) total', rule)).toMatchObject({ unit: null });
  });

  it('with any bracket, takes the first naming a unit and leaves every bracket out', () => {
    expect(
      splitHeaderCell('Electricity:Facility [kWh](Hourly)', { unitOf, brackets: 'any' }),
    ).toEqual({
      text: 'Electricity:Facility [kWh](Hourly)',
      name: 'Electricity:Facility   ',
      unit: 'kwh',
    });
    expect(splitHeaderCell('Timestamp (UTC+1)', { unitOf, brackets: 'any' })).toMatchObject({
      name: 'Timestamp  ',
      unit: null,
    });
  });

  it('gives whatever the bracket holds to a reader that takes any text', () => {
    const rule = { unitOf: (bracket: string) => bracket, brackets: 'trailing' } as const;
    expect(splitHeaderCell('Warranty (months)', rule)).toMatchObject({
      name: 'Warranty ',
      unit: 'months',
    });
    expect(splitHeaderCell('Capacity ()', rule)).toMatchObject({ name: 'Capacity ', unit: '' });
  });
});
