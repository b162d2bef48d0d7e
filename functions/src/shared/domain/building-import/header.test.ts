import { describe, expect, it } from 'vitest';
import { TEMPLATE_COLUMNS } from './columns.js';
import { isUsableHeader, recogniseHeader, splitHeader } from './header.js';

/** Header rows as the real files write them (SEED Platform samples, Seattle 2016, NYC LL84 2017). */
const PORTFOLIO_MANAGER =
  'Property Id,Property Name,Year Ending,Property Floor Area (Buildings and Parking) (ft2),Address 1,Address 2,City,State/Province,Postal Code,Year Built,ENERGY STAR Score,Site EUI (kBtu/ft2),Total GHG Emissions (MtCO2e),Weather Normalized Site EUI (kBtu/ft2),National Median Site EUI (kBtu/ft2),Source EUI (kBtu/ft2),Weather Normalized Source EUI (kBtu/ft2),National Median Source EUI (kBtu/ft2),Parking - Gross Floor Area (ft2),Organization,Generation Date,Release Date'.split(
    ',',
  );
const COVERED = 'UBI,GBA,BLDGS,Address,Owner,City,State,Zip,Property Type,AYB_YearBuilt'.split(',');
const SEATTLE =
  'OSEBuildingID,DataYear,BuildingType,PrimaryPropertyType,PropertyName,Address,City,State,ZipCode,TaxParcelIdentificationNumber,Latitude,Longitude,YearBuilt,NumberofBuildings,NumberofFloors,PropertyGFATotal,PropertyGFAParking,ENERGYSTARScore,SiteEUI(kBtu/sf),SiteEUIWN(kBtu/sf),SiteEnergyUse(kBtu),Electricity(kWh),Electricity(kBtu),NaturalGas(therms),NaturalGas(kBtu),Outlier'.split(
    ',',
  );
const NEW_YORK = [
  '',
  'Order',
  'Property Id',
  'Property Name',
  'BBL - 10 digits',
  'NYC BIN',
  'Address 1 (self-reported)',
  'Postal Code',
  'Borough',
  'DOF Gross Floor Area (ft¬≤)',
  'Primary Property Type - Self Selected',
  'Year Built',
  'Site EUI (kBtu/ft²)',
  'Natural Gas Use (therms)',
  'Electricity Use - Grid Purchase (kWh)',
];

const fields = (header: ReturnType<typeof recogniseHeader>) =>
  Object.fromEntries(header.columns.map((column) => [column.field, column.header]));

describe('splitHeader', () => {
  it.each([
    ['Site EUI (kBtu/ft²)', 'site eui', 'kBtuPerFt2'],
    ['SiteEUI(kBtu/sf)', 'siteeui', 'kBtuPerFt2'],
    [
      'Property Floor Area (Buildings and Parking) (ft2)',
      'property floor area buildings and parking',
      'ft2',
    ],
    ['DOF Gross Floor Area (ft¬≤)', 'dof gross floor area', 'ft2'],
    ['Natural Gas Use (therms)', 'natural gas use', 'therms'],
    ['Electricity (kWh/yr)', 'electricity', 'kWh'],
    ['Měrná spotřeba energie (kWh/m2/rok)', 'merna spotreba energie', 'kWhPerM2'],
    ['Bruttogrundfläche gesamt (m²)', 'bruttogrundflache gesamt', 'm2'],
    ['\uFEFFProperty Id', 'property id', null],
    [
      'Percent Better than National Median (Site EUI)',
      'percent better than national median site eui',
      null,
    ],
  ])('%s → %s, %s', (header, name, unit) => {
    expect(splitHeader(header)).toEqual({ name, unit });
  });
});

describe('recogniseHeader', () => {
  it('recognises a Portfolio Manager export, its units and unknown columns', () => {
    const header = recogniseHeader(PORTFOLIO_MANAGER);
    expect(header.format).toBe('portfolioManager');
    expect(fields(header)).toEqual({
      externalId: 'Property Id',
      name: 'Property Name',
      reportingYear: 'Year Ending',
      grossFloorArea: 'Property Floor Area (Buildings and Parking) (ft2)',
      street: 'Address 1',
      city: 'City',
      state: 'State/Province',
      postCode: 'Postal Code',
      constructionYear: 'Year Built',
      energyStarScore: 'ENERGY STAR Score',
      siteEui: 'Site EUI (kBtu/ft2)',
    });
    const area = header.columns.find((column) => column.field === 'grossFloorArea');
    expect(area?.unit).toBe('ft2');
    expect(header.columns.find((column) => column.field === 'siteEui')?.unit).toBe('kBtuPerFt2');
    expect(header.unused.map((column) => column.header)).toContain(
      'Weather Normalized Site EUI (kBtu/ft2)',
    );
    expect(header.unused.every((column) => column.reason === 'unknown')).toBe(true);
    expect(isUsableHeader(header)).toBe(true);
  });

  it('recognises a covered-buildings list (GBA in ft², UBI as id)', () => {
    const header = recogniseHeader(COVERED);
    expect(header.format).toBe('coveredBuildings');
    expect(fields(header)).toMatchObject({
      externalId: 'UBI',
      grossFloorArea: 'GBA',
      street: 'Address',
      postCode: 'Zip',
      useType: 'Property Type',
      constructionYear: 'AYB_YearBuilt',
    });
    expect(header.columns.find((column) => column.field === 'grossFloorArea')?.unit).toBe('ft2');
    expect(header.columns.find((column) => column.field === 'externalId')?.alias.namespace).toBe(
      'ubi',
    );
    expect(header.unused.map((column) => column.header)).toEqual(['BLDGS', 'Owner']);
  });

  it('recognises Seattle benchmarking: kWh column first, the kBtu twin unused', () => {
    const header = recogniseHeader(SEATTLE);
    expect(header.format).toBe('cityBenchmarking');
    expect(fields(header)).toMatchObject({
      externalId: 'OSEBuildingID',
      reportingYear: 'DataYear',
      useType: 'PrimaryPropertyType',
      name: 'PropertyName',
      grossFloorArea: 'PropertyGFATotal',
      storeysAboveGround: 'NumberofFloors',
      siteEui: 'SiteEUI(kBtu/sf)',
      electricity: 'Electricity(kWh)',
      naturalGas: 'NaturalGas(therms)',
      latitude: 'Latitude',
      longitude: 'Longitude',
    });
    expect(header.unused).toContainEqual({ index: 2, header: 'BuildingType', reason: 'duplicate' });
    expect(header.unused).toContainEqual({
      index: 22,
      header: 'Electricity(kBtu)',
      reason: 'duplicate',
    });
    expect(header.columns.find((column) => column.field === 'naturalGas')?.unit).toBe('therms');
  });

  it('recognises New York disclosure with a blank first header and mojibake ft²', () => {
    const header = recogniseHeader(NEW_YORK);
    expect(header.format).toBe('cityBenchmarking');
    expect(fields(header)).toMatchObject({
      externalId: 'Property Id',
      name: 'Property Name',
      street: 'Address 1 (self-reported)',
      grossFloorArea: 'DOF Gross Floor Area (ft¬≤)',
      useType: 'Primary Property Type - Self Selected',
      siteEui: 'Site EUI (kBtu/ft²)',
      naturalGas: 'Natural Gas Use (therms)',
      electricity: 'Electricity Use - Grid Purchase (kWh)',
    });
    expect(header.columns.some((column) => column.index === 0)).toBe(false);
    expect(header.unused.map((column) => column.header)).toEqual([
      'Order',
      'BBL - 10 digits',
      'NYC BIN',
      'Borough',
    ]);
  });

  it.each(['en', 'cs', 'de'] as const)('recognises our template in %s', (language) => {
    const header = recogniseHeader(TEMPLATE_COLUMNS.map((column) => column[language]));
    expect(header.format).toBe('template');
    expect(header.unused).toEqual([]);
    expect(header.columns.map((column) => column.field)).toEqual(
      TEMPLATE_COLUMNS.map((column) => column.field),
    );
    expect(header.columns.find((column) => column.field === 'grossFloorArea')?.unit).toBe('m2');
    expect(header.columns.find((column) => column.field === 'siteEui')?.unit).toBe('kWhPerM2');
  });

  it('accepts our template with an area in ft² but refuses a wrong kind of unit', () => {
    const header = recogniseHeader([
      'Building Name',
      'Total Floor Area Gross (ft2)',
      'Electricity (m2)',
    ]);
    expect(header.columns.find((column) => column.field === 'grossFloorArea')?.unit).toBe('ft2');
    expect(header.unused).toEqual([{ index: 2, header: 'Electricity (m2)', reason: 'wrongUnit' }]);
  });

  it.each(['Currency', 'Currency Code', 'Měna', 'Kód měny', 'Währung', 'WÄHRUNG'])(
    'reads a currency column headed %s',
    (name) => {
      const header = recogniseHeader(['Building Name', name]);
      expect(header.columns.map((column) => column.field)).toEqual(['name', 'currency']);
      expect(header.unused).toEqual([]);
    },
  );

  it('finds nothing usable in a header of other things', () => {
    const header = recogniseHeader(['timestamp', 'value', 'meter']);
    expect(header.format).toBe('other');
    expect(isUsableHeader(header)).toBe(false);
    expect(header.unused).toHaveLength(3);
  });
});
