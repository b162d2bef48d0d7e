import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { USE_TYPES } from '../../../functions/src/shared/schemas/enums/building.js';
import {
  addressKey,
  buildRegistry,
  cellNumber,
  ft2ToM2,
  readCsv,
  readCsvRecords,
  useTypeOf,
} from './registry-convert.js';

describe('readCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(readCsv('a,b,c\r\n1,"2,345","say ""hi"""\n"x\ny",,z\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2,345', 'say "hi"'],
      ['x\ny', '', 'z'],
    ]);
    expect(readCsv('\uFEFFa,b')).toEqual([['a', 'b']]);
    expect(() => readCsv('"open')).toThrow(/quoted/);
  });

  it('keys records by the header and skips blank lines', () => {
    expect(readCsvRecords('Name,Area\n"Hall","1,234"\n\n')).toEqual([
      { Name: 'Hall', Area: '1,234' },
    ]);
  });
});

describe('cells and units', () => {
  it('parses "1,234" numbers and treats "Not Available" as missing', () => {
    expect(cellNumber('"264,949"'.slice(1, -1))).toBe(264949);
    expect(cellNumber('12.5')).toBe(12.5);
    expect(cellNumber('Not Available')).toBeUndefined();
    expect(cellNumber('abc')).toBeUndefined();
  });

  it('converts ft² to whole m²', () => {
    expect(ft2ToM2(264949)).toBe(24615);
    expect(ft2ToM2(0)).toBeUndefined();
    expect(ft2ToM2(undefined)).toBeUndefined();
  });

  it('maps property types to our use types', () => {
    expect(useTypeOf('COMMERCIAL')).toBe('office');
    expect(useTypeOf('HOTELS/MOTELS')).toBe('hospitality');
    expect(useTypeOf('RESIDENTIAL-MULTI FAMILY')).toBe('other');
    expect(useTypeOf('K-12 School')).toBe('education');
    expect(useTypeOf('Not Available')).toBeUndefined();
  });
});

describe('buildRegistry', () => {
  const pm = readCsvRecords(
    'Property Id,Property Name,Property Floor Area (Buildings and Parking) (ft2),Address 1,City,State/Province,Postal Code,Year Built\n' +
      '1,Not Available,"10,000",000012 E True Lane,EnergyTown,Illinois,10107-7915,1990\n' +
      '2,Town Hall,,5 Main St,EnergyTown,Illinois,10100,\n',
  );
  const covered = readCsvRecords(
    'UBI,GBA,Address,City,State,Zip,Property Type,AYB_YearBuilt\n' +
      'u1,"10,000",12 E True Lane,EnergyTown,Illinois,10107-7915,COMMERCIAL,1974\n' +
      'u2,"2,000",5 Main St,EnergyTown,Illinois,10100,HOTELS/MOTELS,1950\n' +
      'u3,500,9 Side Rd,EnergyTown,Illinois,10101,CONDO,\n',
  );

  it('merges both files by address, names unnamed buildings by their street, converts units', () => {
    expect(buildRegistry(pm, covered)).toEqual([
      {
        id: 'us-10100-5-main-st',
        name: 'Town Hall',
        street: '5 Main St',
        city: 'EnergyTown',
        state: 'Illinois',
        postCode: '10100',
        country: 'US',
        grossFloorAreaM2: 186,
        constructionYear: 1950,
        useType: 'hospitality',
      },
      {
        id: 'us-10101-9-side-rd',
        name: '9 Side Rd',
        street: '9 Side Rd',
        city: 'EnergyTown',
        state: 'Illinois',
        postCode: '10101',
        country: 'US',
        grossFloorAreaM2: 46,
        useType: 'other',
      },
      {
        id: 'us-10107-7915-12-e-true-lane',
        name: '000012 E True Lane',
        street: '000012 E True Lane',
        city: 'EnergyTown',
        state: 'Illinois',
        postCode: '10107-7915',
        country: 'US',
        grossFloorAreaM2: 929,
        constructionYear: 1990,
        useType: 'office',
      },
    ]);
    expect(addressKey('000012 E  True Lane', '10107-7915')).toBe(
      addressKey('12 e true lane', '10107'),
    );
  });

  it('matches the committed registry file: unique ids, our codes, metric areas', () => {
    const file = JSON.parse(
      readFileSync(new URL('../data/building-registry.json', import.meta.url), 'utf8'),
    ) as { source: { datasets: string[] }; buildings: Record<string, Record<string, unknown>> };
    const entries = Object.entries(file.buildings);
    expect(entries.length).toBeGreaterThan(400);
    expect(file.source.datasets).toHaveLength(2);
    for (const [id, entry] of entries) {
      expect(entry['id']).toBe(id);
      expect(entry['country']).toBe('US');
      expect(typeof entry['name']).toBe('string');
      if (entry['useType'] !== undefined) expect(USE_TYPES).toContain(entry['useType']);
      if (entry['grossFloorAreaM2'] !== undefined)
        expect(Number.isInteger(entry['grossFloorAreaM2'])).toBe(true);
    }
  });
});
