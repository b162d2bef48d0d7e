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
      sourceEui: 'Source EUI (kBtu/ft2)',
      nationalMedianSourceEui: 'National Median Source EUI (kBtu/ft2)',
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
      // The borough is New York's only place column.
      city: 'Borough',
    });
    expect(header.columns.some((column) => column.index === 0)).toBe(false);
    expect(header.unused.map((column) => column.header)).toEqual([
      'Order',
      'BBL - 10 digits',
      'NYC BIN',
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

describe('headers recognised by their words', () => {
  it("reads Chicago's benchmarking export (ID, Gross Floor Area - Buildings (sq ft), kBtu)", () => {
    const header = recogniseHeader([
      'ID',
      'Data Year',
      'Property Name',
      'Address',
      'ZIP Code',
      'Community Area',
      'Primary Property Type',
      'Gross Floor Area - Buildings (sq ft)',
      'Year Built',
      '# of Buildings',
      'ENERGY STAR Score',
      'Electricity Use (kBtu)',
      'Natural Gas Use (kBtu)',
      'District Steam Use (kBtu)',
      'Site EUI (kBtu/sq ft)',
      'Weather Normalized Site EUI (kBtu/sq ft)',
      'Total GHG Emissions (Metric Tons CO2e)',
    ]);
    expect(fields(header)).toEqual({
      externalId: 'ID',
      reportingYear: 'Data Year',
      name: 'Property Name',
      street: 'Address',
      postCode: 'ZIP Code',
      useType: 'Primary Property Type',
      grossFloorArea: 'Gross Floor Area - Buildings (sq ft)',
      constructionYear: 'Year Built',
      energyStarScore: 'ENERGY STAR Score',
      electricity: 'Electricity Use (kBtu)',
      naturalGas: 'Natural Gas Use (kBtu)',
      districtSteam: 'District Steam Use (kBtu)',
      siteEui: 'Site EUI (kBtu/sq ft)',
    });
    const unit = (field: string) => header.columns.find((column) => column.field === field)?.unit;
    expect([unit('grossFloorArea'), unit('electricity'), unit('siteEui')]).toEqual([
      'ft2',
      'kBtu',
      'kBtuPerFt2',
    ]);
    expect(header.columns.find((column) => column.field === 'externalId')?.alias.namespace).toBe(
      'city',
    );
  });

  it("prefers a Portfolio Manager building's own floor area and its total electricity use", () => {
    const header = recogniseHeader([
      'Property Id',
      'Property Name',
      'Property GFA - Calculated (Buildings and Parking) (ft²)',
      'Property Floor Area (Building(s)) (ft2)',
      'Largest Property Use Type - Gross Floor Area (ft²)',
      'Largest Property Use Type',
      'Electricity Use - Grid Purchase (kWh)',
      'Electricity Use - Grid Purchase and Generated from Onsite Renewable Systems (kWh)',
      'Electricity Use - Generated from Onsite Renewable Systems and Used Onsite (kWh)',
      'Natural Gas Cost ($)',
      'Natural Gas Use (therms)',
    ]);
    expect(fields(header)).toMatchObject({
      grossFloorArea: 'Property Floor Area (Building(s)) (ft2)',
      useType: 'Largest Property Use Type',
      electricity:
        'Electricity Use - Grid Purchase and Generated from Onsite Renewable Systems (kWh)',
      naturalGas: 'Natural Gas Use (therms)',
    });
    const unused = Object.fromEntries(
      header.unused.map((column) => [column.header, column.reason]),
    );
    expect(unused).toEqual({
      'Property GFA - Calculated (Buildings and Parking) (ft²)': 'duplicate',
      'Largest Property Use Type - Gross Floor Area (ft²)': 'unknown',
      'Electricity Use - Grid Purchase (kWh)': 'duplicate',
      'Electricity Use - Generated from Onsite Renewable Systems and Used Onsite (kWh)': 'unknown',
      'Natural Gas Cost ($)': 'unknown',
    });
  });

  it('reads a metric Canadian export: GJ, m², GJ/m², Province', () => {
    const header = recogniseHeader([
      'Property Id',
      'Property Name',
      'Address 1',
      'City',
      'Province',
      'Postal Code',
      'Property GFA - Self-Reported (m²)',
      'Site Energy Use Intensity (GJ/m²)',
      'Electricity Use - Grid Purchase (GJ)',
      'Natural Gas Use (GJ)',
    ]);
    const units = Object.fromEntries(header.columns.map((column) => [column.field, column.unit]));
    expect(units).toMatchObject({
      grossFloorArea: 'm2',
      siteEui: 'GJPerM2',
      electricity: 'GJ',
      naturalGas: 'GJ',
    });
    expect(fields(header)['state']).toBe('Province');
  });

  it.each([
    'Electricity Cost ($)',
    'Electricity Intensity (kWh/ft²)',
    'Weather Normalized Site Electricity (kWh)',
    'Electricity Use - Exported (kWh)',
    'Percent Electricity',
    'Natural Gas GHG Emissions (MtCO2e)',
    'Parking - Gross Floor Area (ft²)',
    'Largest Property Use Type - Gross Floor Area (ft²)',
    'Weather Normalized Site EUI (kBtu/ft²)',
    'National Median ENERGY STAR Score',
    'Target ENERGY STAR Score',
    'Parent Property Id',
    'Tax Parcel ID',
    'Owner Address',
    'Address 2',
    'Year Renovated',
  ])('leaves %s unread', (cell) => {
    const header = recogniseHeader(['Property Name', cell]);
    expect(header.unused).toEqual([{ index: 1, header: cell, reason: 'unknown' }]);
  });
});

describe("New York's later disclosure files", () => {
  it('reads the Local Law 84 columns of the 2020s as a city benchmarking file', () => {
    const header = recogniseHeader([
      'Calendar Year',
      'Property ID',
      'Property Name',
      'Parent Property ID',
      'Parent Property Name',
      'NYC Borough, Block and Lot (BBL)',
      'NYC Building Identification Number (BIN)',
      'Address 1',
      'City',
      'Postal Code',
      'Primary Property Type - Self Selected',
      'List of All Property Use Types (GFA) (ft²)',
      'Largest Property Use Type',
      'Largest Property Use Type - Gross Floor Area (ft²)',
      'Year Built',
      'Property GFA - Calculated (Buildings) (ft²)',
      'ENERGY STAR Score',
      'Site EUI (kBtu/ft²)',
      'Weather Normalized Site EUI (kBtu/ft²)',
      'Electricity Use - Grid Purchase (kBtu)',
      'Natural Gas Use (kBtu)',
    ]);
    expect(header.format).toBe('cityBenchmarking');
    expect(fields(header)).toEqual({
      reportingYear: 'Calendar Year',
      externalId: 'Property ID',
      name: 'Property Name',
      street: 'Address 1',
      city: 'City',
      postCode: 'Postal Code',
      useType: 'Primary Property Type - Self Selected',
      constructionYear: 'Year Built',
      grossFloorArea: 'Property GFA - Calculated (Buildings) (ft²)',
      energyStarScore: 'ENERGY STAR Score',
      siteEui: 'Site EUI (kBtu/ft²)',
      electricity: 'Electricity Use - Grid Purchase (kBtu)',
      naturalGas: 'Natural Gas Use (kBtu)',
    });
    // The Portfolio Manager id is the property's; the BBL is read only without one.
    expect(header.unused).toContainEqual({
      index: 5,
      header: 'NYC Borough, Block and Lot (BBL)',
      reason: 'duplicate',
    });
  });
});
