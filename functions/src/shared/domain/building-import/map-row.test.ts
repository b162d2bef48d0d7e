import { describe, expect, it } from 'vitest';
import { recogniseHeader } from './header.js';
import { mapRow } from './map-row.js';
import { chooseReadOptions, type RowReadOptions } from './read-options.js';
import { M2_PER_FT2 } from './units.js';

const US: RowReadOptions = { decimalSeparator: '.', dayFirst: false, defaultCountry: 'US' };
const CZ: RowReadOptions = { decimalSeparator: ',', dayFirst: true };

const PM_HEADER = recogniseHeader([
  'Property Id',
  'Property Name',
  'Year Ending',
  'Property Floor Area (Buildings and Parking) (ft2)',
  'Address 1',
  'City',
  'State/Province',
  'Postal Code',
  'Year Built',
  'ENERGY STAR Score',
  'Site EUI (kBtu/ft2)',
  'Natural Gas Use (therms)',
  'Electricity Use - Grid Purchase (kBtu)',
]);

describe('mapRow: a Portfolio Manager row', () => {
  it('converts ft², kBtu and therms, reads "Not Available" as absent and names by the street', () => {
    const outcome = mapRow(
      [
        '499045',
        'Not Available',
        '12/31/10',
        '264,949',
        '120243 E True Lane',
        'EnergyTown',
        'Illinois',
        '10107-7915',
        '1990',
        '91',
        '46.9',
        '81334.677',
        '36651051.1',
      ],
      2,
      PM_HEADER,
      US,
    );
    expect(outcome).toEqual({
      kind: 'building',
      building: {
        line: 2,
        externalId: 'espm:499045',
        general: {
          name: '120243 E True Lane',
          street: '120243 E True Lane',
          city: 'EnergyTown',
          state: 'Illinois',
          postCode: '10107-7915',
          country: 'US',
          grossFloorAreaM2: 24614.57,
          constructionYear: 1990,
        },
        reported: {
          reportingYear: 2010,
          energyStarScore: 91,
          // 46.9 kBtu/ft² × 3.154591 = 147.950 kWh/m²; 81,334.677 therms × 29.307107 kWh =
          // 2,383,684.08 kWh; 36,651,051.1 kBtu × 0.29307107 kWh = 10,741,362.77 kWh
          siteEuiKwhPerM2: 148,
          naturalGasKwh: 2383684.1,
          electricityKwh: 10741362.8,
        },
      },
    });
    expect(264949 * M2_PER_FT2).toBeCloseTo(24614.5675, 4);
  });

  it('skips a row with an unreadable number, naming line, column and value', () => {
    const outcome = mapRow(
      [
        '1',
        'Tower',
        '12/31/13',
        'lots',
        'Main St 1',
        'Gotham',
        'NY',
        '1',
        '19x0',
        '91',
        '1',
        '',
        '',
      ],
      7,
      PM_HEADER,
      US,
    );
    expect(outcome).toEqual({
      kind: 'skipped',
      issues: [
        {
          line: 7,
          columnIndex: 3,
          column: 'Property Floor Area (Buildings and Parking) (ft2)',
          reason: 'cell.notANumber',
          value: 'lots',
        },
        { line: 7, columnIndex: 8, column: 'Year Built', reason: 'cell.notANumber', value: '19x0' },
      ],
    });
  });

  it('reads the mixed date formats of PM exports for the reporting year', () => {
    for (const [text, year] of [
      ['12/31/10', 2010],
      ['12/31/2013', 2013],
      ['28-FEB-13', 2013],
      ['2014-12-31', 2014],
    ] as const) {
      const outcome = mapRow(['1', 'A', text], 2, PM_HEADER, US);
      expect(outcome.kind === 'building' && outcome.building.reported.reportingYear).toBe(year);
    }
  });

  it('refuses out-of-range values', () => {
    const row = ['1', 'A', '', '-5', '', '', '', '', '1066', '101'];
    const outcome = mapRow(row, 3, PM_HEADER, US);
    expect(outcome.kind === 'skipped' && outcome.issues.map((issue) => issue.reason)).toEqual([
      'import.outOfRange',
      'import.outOfRange',
    ]);
    const late = mapRow(['1', 'A', '', '', '', '', '', '', '2200'], 3, PM_HEADER, US);
    expect(late.kind === 'skipped' && late.issues[0]?.reason).toBe('import.yearOutOfRange');
    const fraction = mapRow(['1', 'A', '', '', '', '', '', '', '1990.5'], 3, PM_HEADER, US);
    expect(fraction.kind === 'skipped' && fraction.issues[0]?.reason).toBe(
      'import.notAWholeNumber',
    );
  });
});

describe('mapRow: our template in Czech with decimal commas', () => {
  const header = recogniseHeader([
    'Externí ID',
    'Název budovy',
    'Ulice',
    'PSČ',
    'Město',
    'Země',
    'Typ využití',
    'Celková hrubá podlahová plocha (m2)',
    'Elektřina (kWh/rok)',
    'Zeměpisná šířka',
  ]);
  it('reads "1 234,5" and a country name, maps the Czech use type label', () => {
    const outcome = mapRow(
      [
        'B-7',
        'Radnice',
        'Náměstí 1',
        '110 00',
        'Praha',
        'Česko',
        'Kanceláře',
        '1 234,5',
        '98 765,4',
        '50,087',
      ],
      4,
      header,
      CZ,
    );
    expect(outcome).toEqual({
      kind: 'building',
      building: {
        line: 4,
        externalId: 'ext:B-7',
        general: {
          name: 'Radnice',
          street: 'Náměstí 1',
          postCode: '110 00',
          city: 'Praha',
          country: 'CZ',
          useType: 'office',
          grossFloorAreaM2: 1234.5,
          latitudeDeg: 50.087,
        },
        reported: { electricityKwh: 98765.4 },
      },
    });
  });
  it('skips rows without a name or street, and unknown countries', () => {
    const nameless = mapRow(['B-8', '', '', '', 'Brno'], 5, header, CZ);
    expect(nameless).toEqual({
      kind: 'skipped',
      issues: [{ line: 5, columnIndex: 1, column: 'Název budovy', reason: 'import.nameMissing' }],
    });
    const atlantis = mapRow(['B-9', 'X', '', '', '', 'Atlantis'], 6, header, CZ);
    expect(atlantis.kind === 'skipped' && atlantis.issues[0]?.reason).toBe('import.countryUnknown');
  });
  it('ignores cells beyond the header and reads missing trailing cells as empty', () => {
    const long = mapRow(
      ['B-1', 'A', '', '', '', '', '', '', '', '', 'extra', 'more'],
      2,
      header,
      CZ,
    );
    expect(long.kind).toBe('building');
    const short = mapRow(['B-2', 'B'], 3, header, CZ);
    expect(short.kind === 'building' && short.building.general).toEqual({ name: 'B' });
  });
  it('keeps a negative electricity figure (a building that exports more than it buys)', () => {
    const outcome = mapRow(
      ['B-4', 'Solar Depot', '', '', '', '', '', '', '-12 345,6'],
      2,
      header,
      CZ,
    );
    expect(outcome.kind === 'building' && outcome.building.reported).toEqual({
      electricityKwh: -12345.6,
    });
  });
  it('refuses texts over 200 characters', () => {
    const outcome = mapRow(['B-3', 'x'.repeat(201)], 2, header, CZ);
    expect(outcome.kind === 'skipped' && outcome.issues[0]).toMatchObject({
      reason: 'import.tooLong',
      column: 'Název budovy',
    });
  });
});

describe('chooseReadOptions', () => {
  it('takes a decimal comma from ";" files and a point from US files', () => {
    const header = recogniseHeader(['Building Name', 'Total Floor Area Gross (m2)']);
    expect(chooseReadOptions(header, [['A', '1234,5']], ';').decimalSeparator).toBe(',');
    expect(chooseReadOptions(header, [['A', '1.234,5']], ',').decimalSeparator).toBe(',');
    expect(chooseReadOptions(header, [['A', '1,234']], ',').decimalSeparator).toBe('.');
    expect(chooseReadOptions(header, [], ';')).toEqual({ decimalSeparator: ',', dayFirst: true });
  });
  it('gives US formats country US and month-first dates', () => {
    expect(chooseReadOptions(PM_HEADER, [['1', 'A', '12/31/10', '264,949']], ',')).toEqual({
      decimalSeparator: '.',
      dayFirst: false,
      defaultCountry: 'US',
    });
  });
});

describe('mapRow: traps of the covered-buildings list', () => {
  const header = recogniseHeader(['UBI', 'GBA', 'Address', 'AYB_YearBuilt']);
  it('reads areas written with their unit and a year built of 0 as unknown', () => {
    const read = (area: string, year = '1970') => {
      const outcome = mapRow(['u1', area, 'Main St 1', year], 2, header, US);
      return outcome.kind === 'building' ? outcome.building.general : outcome.issues;
    };
    expect(read('249090sf')).toMatchObject({ grossFloorAreaM2: 23141.22 });
    expect(read('333301 sq. ft')).toMatchObject({ grossFloorAreaM2: 30964.68 });
    expect(read('240292 sq. ft.')).toMatchObject({ grossFloorAreaM2: 22323.86 });
    expect(read('1,200 m2')).toMatchObject({ grossFloorAreaM2: 1200 });
    expect(read('100', '0')).not.toHaveProperty('constructionYear');
    expect(read('12 acres')).toEqual([
      expect.objectContaining({ reason: 'cell.notANumber', value: '12 acres' }),
    ]);
  });
});

describe('mapRow: the currency column', () => {
  const header = recogniseHeader(['Building Name', 'Country', 'Měna']);
  const read = (currency: string) => mapRow(['Radnice', 'CZ', currency], 2, header, CZ);

  it('reads an ISO 4217 code we list, in any case', () => {
    for (const [cell, code] of [
      ['CZK', 'CZK'],
      [' eur ', 'EUR'],
      ['Chf', 'CHF'],
    ]) {
      const outcome = read(cell!);
      expect(outcome.kind === 'building' && outcome.building.general).toEqual({
        name: 'Radnice',
        country: 'CZ',
        currency: code,
      });
    }
  });

  it('gives a building no currency for an empty cell (the import then decides)', () => {
    const outcome = read('');
    expect(outcome.kind === 'building' && outcome.building.general).toEqual({
      name: 'Radnice',
      country: 'CZ',
    });
  });

  it('skips a row whose currency is not a code we list, saying which cell', () => {
    for (const cell of ['Kč', '€', 'euro', 'XYZ', 'BTC']) {
      expect(read(cell)).toEqual({
        kind: 'skipped',
        issues: [
          {
            line: 2,
            columnIndex: 2,
            column: 'Měna',
            reason: 'import.currencyUnknown',
            value: cell,
          },
        ],
      });
    }
  });
});

describe('mapRow: spreadsheet habits of real exports (issue 14)', () => {
  const row = (yearEnding: string, postCode: string) => [
    '499046',
    'Harbor Steps',
    yearEnding,
    '100,000',
    '1221 1st Ave',
    'Seattle',
    'Washington',
    postCode,
    '2000',
    '75',
    '50',
    '1000',
    '2000000',
  ];
  const general = (cells: string[], options: RowReadOptions = US) => {
    const outcome = mapRow(cells, 2, PM_HEADER, options);
    if (outcome.kind !== 'building') throw new Error(JSON.stringify(outcome));
    return outcome.building;
  };

  it('takes a "Year Ending" that holds the year alone as that year', () => {
    expect(general(row('2023', '98101')).reported.reportingYear).toBe(2023);
    expect(general(row('12/31/2023', '98101')).reported.reportingYear).toBe(2023);
    expect(mapRow(row('1850', '98101'), 2, PM_HEADER, US)).toMatchObject({ kind: 'skipped' });
  });

  it('reads a ZIP code a spreadsheet wrote as a number without its fraction', () => {
    expect(general(row('2023', '98101.0')).general.postCode).toBe('98101');
    expect(general(row('2023', '98101,0'), { ...US, decimalSeparator: ',' }).general.postCode).toBe(
      '98101',
    );
    expect(general(row('2023', '98101-2417')).general.postCode).toBe('98101-2417');
  });
});

describe('mapRow: the country of a file without a country column', () => {
  const canadian = (province: string, postCode: string) => {
    const outcome = mapRow(
      [
        '1',
        'Calgary Tower',
        '2023',
        '10,000',
        '101 9 Ave SW',
        'Calgary',
        province,
        postCode,
        '1968',
        '',
        '',
        '',
        '',
      ],
      2,
      PM_HEADER,
      US,
    );
    if (outcome.kind !== 'building') throw new Error(JSON.stringify(outcome));
    return outcome.building.general.country;
  };
  it('is Canada for a Canadian province or postal code, else the format’s default', () => {
    expect(canadian('Alberta', 'T2H 0Z4')).toBe('CA');
    expect(canadian('AB', '')).toBe('CA');
    expect(canadian('', 'T2H0Z4')).toBe('CA');
    expect(canadian('Washington', '98101')).toBe('US');
  });
});

describe('mapRow: what disclosure files write', () => {
  const US: RowReadOptions = { decimalSeparator: '.', dayFirst: false, defaultCountry: 'US' };

  it("puts New York's separate street number before the street", () => {
    const header = recogniseHeader(['Street Number', 'Street Name', 'Borough', 'Zip Code']);
    const outcome = mapRow(['1155', 'AVENUE OF THE AMER', 'Manhattan', '10036'], 2, header, US);
    expect(outcome.kind === 'building' && outcome.building.general).toMatchObject({
      name: '1155 AVENUE OF THE AMER',
      street: '1155 AVENUE OF THE AMER',
      city: 'Manhattan',
    });
  });

  it('writes Canadian postal codes as Canada Post does and gives them Canada', () => {
    const header = recogniseHeader(['Property Name', 'Postal Code']);
    for (const written of ['t2e7l7', 'T2E 7L7', 't2e 7L7']) {
      const outcome = mapRow(['Hall', written], 2, header, US);
      expect(outcome.kind === 'building' && outcome.building.general).toMatchObject({
        postCode: 'T2E 7L7',
        country: 'CA',
      });
    }
  });

  it('leaves out the zeros of missing data, keeps a real zero beside a real figure', () => {
    const header = recogniseHeader([
      'Property Name',
      'Electricity Use (kWh)',
      'Natural Gas Use (kWh)',
      'Site EUI (kWh/m2)',
    ]);
    const missing = mapRow(['A', '0', '0', '0'], 2, header, US);
    expect(missing.kind === 'building' && missing.building.reported).toEqual({});
    const allElectric = mapRow(['B', '1200', '0', '80'], 3, header, US);
    expect(allElectric.kind === 'building' && allElectric.building.reported).toEqual({
      electricityKwh: 1200,
      naturalGasKwh: 0,
      siteEuiKwhPerM2: 80,
    });
  });

  it('refuses a site EUI no building has (a typing or unit error)', () => {
    const header = recogniseHeader(['Property Name', 'Site EUI (kBtu/ft2)']);
    const outcome = mapRow(['Office', '117755.5'], 53, header, US);
    expect(outcome).toEqual({
      kind: 'skipped',
      issues: [
        {
          line: 53,
          columnIndex: 1,
          column: 'Site EUI (kBtu/ft2)',
          reason: 'import.outOfRange',
          value: '117755.5',
        },
      ],
    });
  });
});

describe('mapRow: the national median source EUI (docs/methodology.md §2)', () => {
  const US: RowReadOptions = { decimalSeparator: '.', dayFirst: false, defaultCountry: 'US' };
  const kwh = (kbtuPerFt2: number) => Math.round(kbtuPerFt2 * 3.15459074506305 * 10) / 10;

  it('reads the source EUI and the median of a Portfolio Manager export', () => {
    const header = recogniseHeader([
      'Property Name',
      'National Median Source EUI (kBtu/ft2)',
      'Percent Better than National Median Source EUI',
      'Source EUI (kBtu/ft2)',
    ]);
    // Philadelphia, City Hall 2011: 342.4 against 318.2, "7.6" percent better.
    const outcome = mapRow(['City Hall', '318.2', '7.6', '342.4'], 2, header, US);
    expect(outcome.kind === 'building' && outcome.building.reported).toEqual({
      nationalMedianSourceEuiKwhPerM2: kwh(318.2),
      sourceEuiKwhPerM2: kwh(342.4),
    });
  });

  it('takes the median from the difference when the file gives only that (San Francisco)', () => {
    const header = recogniseHeader([
      'Building Name',
      '2017 Source EUI (kBtu/ft2)',
      '2017 Percentage Better than National Median Source EUI',
      '2016 Source EUI (kBtu/ft2)',
      '2016 Percent Better than National Median Source EUI',
    ]);
    const outcome = mapRow(['Warehouse', '60.4', '-41.6', '45.0', ''], 2, header, US);
    expect(outcome.kind === 'building' && outcome.building).toMatchObject({
      reported: {
        reportingYear: 2017,
        sourceEuiKwhPerM2: kwh(60.4),
        nationalMedianSourceEuiKwhPerM2: Math.round((kwh(60.4) / (1 - 41.6 / 100)) * 10) / 10,
      },
      otherYears: [{ reportingYear: 2016, sourceEuiKwhPerM2: kwh(45) }],
    });
  });

  it('leaves out an unusable source figure without refusing the row', () => {
    const header = recogniseHeader([
      'Property Name',
      'Source EUI (kBtu/ft2)',
      'Site EUI (kBtu/ft2)',
    ]);
    const outcome = mapRow(['Bullitt', '-2.1', '7.1'], 2, header, US);
    expect(outcome.kind === 'building' && outcome.building.reported).toEqual({
      siteEuiKwhPerM2: kwh(7.1),
    });
  });
});
