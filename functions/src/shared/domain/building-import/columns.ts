// Over 300 lines: the column table of the import, each column with its header names in every format and language.
import type { ImportFormat } from '../../schemas/contracts/building-import.js';
import { CARRIERS } from '../../schemas/derived/metrics-keys.js';
import type { ImportUnit } from './units.js';

/**
 * The columns the building import understands, with the header names they go by in our template
 * (English, Czech, German), ENERGY STAR Portfolio Manager exports, city covered-buildings lists
 * and city benchmarking disclosure files (Seattle, New York). Names are compared folded (lower
 * case, no accents, punctuation as spaces) and without their unit, which is read separately
 * (`header.ts`).
 */

/**
 * The annual figures of a reporting year: a file may give them once, or per year in columns side
 * by side (`2017 Site EUI`, `header.ts`).
 */
export const YEARLY_IMPORT_FIELDS = [
  ...CARRIERS,
  'otherFuel',
  'siteEui',
  'energyStarScore',
  'sourceEui',
  'nationalMedianSourceEui',
  'sourceEuiDifferenceFromMedian',
] as const;

/** What a recognised column holds, in Facet's terms. */
export const IMPORT_FIELDS = [
  'externalId',
  'name',
  'buildingNumber',
  'title',
  'street',
  'houseNumber',
  'postCode',
  'city',
  'state',
  'country',
  'currency',
  'useType',
  'grossFloorArea',
  'storeysAboveGround',
  'storeysBelowGround',
  'constructionYear',
  'latitude',
  'longitude',
  'reportingYear',
  ...YEARLY_IMPORT_FIELDS,
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Which kind of value a field holds; quantities carry a unit. */
export type FieldKind =
  | 'text'
  | 'count'
  | 'year'
  | 'yearOfDate'
  | 'latitude'
  | 'longitude'
  | 'area'
  | 'energy'
  | 'intensity'
  | 'score'
  | 'percent'
  | 'useType'
  | 'country'
  | 'currency';

export const FIELD_KIND: Record<ImportField, FieldKind> = {
  externalId: 'text',
  name: 'text',
  buildingNumber: 'text',
  title: 'text',
  street: 'text',
  houseNumber: 'text',
  postCode: 'text',
  city: 'text',
  state: 'text',
  country: 'country',
  currency: 'currency',
  useType: 'useType',
  grossFloorArea: 'area',
  storeysAboveGround: 'count',
  storeysBelowGround: 'count',
  constructionYear: 'year',
  latitude: 'latitude',
  longitude: 'longitude',
  reportingYear: 'year',
  electricity: 'energy',
  naturalGas: 'energy',
  fuelOil: 'energy',
  propane: 'energy',
  districtHotWater: 'energy',
  districtSteam: 'energy',
  districtChilledWater: 'energy',
  otherFuel: 'energy',
  siteEui: 'intensity',
  energyStarScore: 'score',
  sourceEui: 'intensity',
  nationalMedianSourceEui: 'intensity',
  sourceEuiDifferenceFromMedian: 'percent',
};

/**
 * Where an external id comes from: stored as `<namespace>:<id>` so that ids of different
 * registries never match each other (a Portfolio Manager Property Id is the same in an ESPM
 * export and in New York's disclosure file, which copies it).
 */
export type ExternalIdNamespace = 'ext' | 'espm' | 'ubi' | 'seattle' | 'bbl' | 'city' | 'parcel';

export interface ColumnAlias {
  /** Folded header name without its unit. */
  name: string;
  field: ImportField;
  /** Unit when the header names none (e.g. `GBA` is ft² in US lists, our template uses m²). */
  unit?: ImportUnit;
  /** The kind of file this header is typical of (decides the detected format). */
  format?: Exclude<ImportFormat, 'other'>;
  /** For external ids: the id's namespace. */
  namespace?: ExternalIdNamespace;
  /** For `reportingYear`: the column holds a date whose year is taken ("Year Ending"). */
  yearOfDate?: boolean;
  /**
   * Read only when no other column holds the field, not even one recognised by its words (a
   * floor area with parking, when the building's own is there too).
   */
  fallback?: true;
}

const alias = (
  field: ImportField,
  names: readonly string[],
  extra: Omit<ColumnAlias, 'name' | 'field'> = {},
): ColumnAlias[] => names.map((name) => ({ name, field, ...extra }));

/**
 * Fields several columns add up to, one column per distinct name (fuel oil #1, #2, #4, #5 & 6,
 * diesel and kerosene; coal, coke, wood and "All Other Fuel"); the same name twice (one quantity
 * in two units) is one column and a duplicate.
 */
export const SUMMED_FIELDS: ReadonlySet<ImportField> = new Set(['fuelOil', 'otherFuel']);

/**
 * Known headers, in priority order: when a file has two columns for one field (New York lists
 * "Property Id" and "NYC BIN"; Seattle "Electricity(kWh)" and "Electricity(kBtu)"), the column of
 * the alias listed first wins and the other is reported as not used.
 */
export const COLUMN_ALIASES: readonly ColumnAlias[] = [
  ...alias('externalId', ['external id', 'externi id', 'externe id'], {
    format: 'template',
    namespace: 'ext',
  }),
  ...alias('externalId', ['osebuildingid'], { format: 'cityBenchmarking', namespace: 'seattle' }),
  ...alias('externalId', ['property id', 'portfolio manager property id', 'espm property id'], {
    format: 'portfolioManager',
    namespace: 'espm',
  }),
  ...alias('externalId', ['ubi'], { format: 'coveredBuildings', namespace: 'ubi' }),
  ...alias('externalId', ['bbl 10 digits', 'bbl'], {
    format: 'cityBenchmarking',
    namespace: 'bbl',
  }),
  ...alias('externalId', ['building id', 'buildingid'], {
    format: 'coveredBuildings',
    namespace: 'city',
  }),
  ...alias('name', ['building name', 'nazev budovy', 'gebaudename'], { format: 'template' }),
  ...alias('name', ['property name', 'propertyname', 'name', 'facility name', 'nazev']),
  ...alias('buildingNumber', ['building number', 'building no', 'cislo budovy', 'gebaudenummer'], {
    format: 'template',
  }),
  ...alias('title', ['title', 'oznaceni', 'bezeichnung'], { format: 'template' }),
  ...alias('street', ['street name', 'ulice', 'strasse'], { format: 'template' }),
  ...alias('street', [
    'address 1',
    'address 1 self reported',
    'address',
    'street',
    'street address',
    'adresa',
    'adresse',
  ]),
  // A house number in a column of its own (New York's "Street Number"): it goes before the street.
  ...alias('houseNumber', [
    'street number',
    'house number',
    'street no',
    'address number',
    'hausnummer',
    'cislo domu',
  ]),
  ...alias('postCode', ['post code', 'post code postal code', 'psc', 'postleitzahl', 'plz'], {
    format: 'template',
  }),
  ...alias('postCode', ['postal code', 'zip', 'zipcode', 'zip code', 'postcode']),
  ...alias('city', ['city', 'town', 'mesto', 'obec', 'ort', 'stadt']),
  // New York's disclosure files name the borough, not the city.
  ...alias('city', ['borough'], { format: 'cityBenchmarking' }),
  ...alias('state', ['state', 'state province', 'province', 'kraj', 'kraj stat', 'bundesland']),
  ...alias('state', ['bundesland region', 'region']),
  ...alias('country', ['country', 'zeme', 'land', 'staat']),
  // The ISO 4217 code of the building's money (Měna, Währung).
  ...alias('currency', [
    'currency',
    'currency code',
    'mena',
    'kod meny',
    'wahrung',
    'wahrungscode',
  ]),
  ...alias('useType', ['use type', 'typ vyuziti', 'nutzungsart'], { format: 'template' }),
  ...alias('useType', [
    'primary property type self selected',
    'primary property type epa calculated',
    'primarypropertytype',
    'largest property use type',
    'largestpropertyusetype',
    'property type',
    'building type',
    'buildingtype',
  ]),
  ...alias(
    'grossFloorArea',
    [
      'total floor area gross',
      'gross floor area',
      'celkova hruba podlahova plocha',
      'hruba podlahova plocha',
      'bruttogrundflache gesamt',
      'bruttogrundflache',
    ],
    { format: 'template', unit: 'm2' },
  ),
  // Seattle: the building's own floor area, before PropertyGFATotal (which includes parking).
  ...alias('grossFloorArea', ['propertygfabuilding s', 'property gfa buildings'], {
    format: 'cityBenchmarking',
    unit: 'ft2',
  }),
  ...alias('grossFloorArea', ['property floor area buildings'], {
    format: 'portfolioManager',
    unit: 'ft2',
  }),
  ...alias('grossFloorArea', ['property floor area buildings and parking'], {
    format: 'portfolioManager',
    unit: 'ft2',
    fallback: true,
  }),
  ...alias(
    'grossFloorArea',
    [
      'property gfa self reported',
      'self reported gross floor area',
      'dof gross floor area',
      'property gfa calculated buildings',
    ],
    { format: 'cityBenchmarking', unit: 'ft2' },
  ),
  ...alias(
    'grossFloorArea',
    ['property gfa calculated buildings and parking', 'propertygfatotal'],
    {
      format: 'cityBenchmarking',
      unit: 'ft2',
      fallback: true,
    },
  ),
  ...alias('grossFloorArea', ['gba', 'gfa'], { format: 'coveredBuildings', unit: 'ft2' }),
  ...alias('storeysAboveGround', [
    'storeys above ground',
    'nadzemni podlazi',
    'oberirdische geschosse',
    'numberoffloors',
    'number of floors',
    'floors',
  ]),
  ...alias('storeysBelowGround', [
    'storeys below ground',
    'podzemni podlazi',
    'unterirdische geschosse',
  ]),
  ...alias('constructionYear', ['constructed', 'postaveno', 'baujahr'], { format: 'template' }),
  ...alias('constructionYear', [
    'year built',
    'yearbuilt',
    'ayb yearbuilt',
    'construction year',
    'rok vystavby',
  ]),
  ...alias('latitude', ['latitude', 'zemepisna sirka', 'breitengrad', 'lat']),
  ...alias('longitude', ['longitude', 'zemepisna delka', 'langengrad', 'lon', 'lng']),
  ...alias('reportingYear', ['reporting year', 'rok vykazovani', 'berichtsjahr'], {
    format: 'template',
  }),
  ...alias('reportingYear', ['datayear', 'data year', 'calendar year'], {
    format: 'cityBenchmarking',
  }),
  ...alias('reportingYear', ['year ending'], { format: 'portfolioManager', yearOfDate: true }),
  ...alias('electricity', ['electricity', 'elektrina', 'strom'], { unit: 'kWh' }),
  ...alias('electricity', [
    'electricity use grid purchase and generated from onsite renewable systems',
    'electricity use grid purchase and onsite',
    'electricity use grid purchase',
    'electricity use',
  ]),
  ...alias('naturalGas', ['natural gas', 'zemni plyn', 'erdgas'], { unit: 'kWh' }),
  ...alias('naturalGas', ['natural gas use', 'naturalgas']),
  // The other carriers of Portfolio Manager exports and city files (Chicago, Philadelphia,
  // Seattle's "SteamUse", Calgary), each read in its own unit; more are known by their words.
  ...alias('districtSteam', ['district steam use', 'district steam', 'steamuse', 'steam use']),
  ...alias('districtHotWater', ['district hot water use', 'district hot water']),
  ...alias('districtChilledWater', ['district chilled water use', 'district chilled water']),
  ...alias('propane', ['propane use', 'propane']),
  ...alias('siteEui', ['site eui', 'merna spotreba energie', 'energiekennwert'], {
    unit: 'kWhPerM2',
  }),
  ...alias('siteEui', ['siteeui', 'site energy use intensity']),
  ...alias('energyStarScore', ['energy star score', 'energystarscore']),
  // Portfolio Manager's source EUI and the national median source EUI it compares it with (for a
  // property its score model rates, the source EUI of the building scoring 50: methodology §2).
  ...alias('sourceEui', ['source eui', 'sourceeui', 'source energy use intensity']),
  ...alias('nationalMedianSourceEui', ['national median source eui']),
];

/** The columns of our template, in order, with their header in each language. */
export interface TemplateColumn {
  field: ImportField;
  en: string;
  cs: string;
  de: string;
}

export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  { field: 'externalId', en: 'External ID', cs: 'Externí ID', de: 'Externe ID' },
  { field: 'name', en: 'Building Name', cs: 'Název budovy', de: 'Gebäudename' },
  { field: 'buildingNumber', en: 'Building Number', cs: 'Číslo budovy', de: 'Gebäudenummer' },
  { field: 'title', en: 'Title', cs: 'Označení', de: 'Bezeichnung' },
  { field: 'street', en: 'Street Name', cs: 'Ulice', de: 'Straße' },
  { field: 'postCode', en: 'Post Code', cs: 'PSČ', de: 'Postleitzahl' },
  { field: 'city', en: 'City', cs: 'Město', de: 'Ort' },
  { field: 'state', en: 'State', cs: 'Kraj', de: 'Bundesland' },
  { field: 'country', en: 'Country', cs: 'Země', de: 'Land' },
  { field: 'currency', en: 'Currency', cs: 'Měna', de: 'Währung' },
  { field: 'useType', en: 'Use Type', cs: 'Typ využití', de: 'Nutzungsart' },
  {
    field: 'grossFloorArea',
    en: 'Total Floor Area Gross (m2)',
    cs: 'Celková hrubá podlahová plocha (m2)',
    de: 'Bruttogrundfläche gesamt (m2)',
  },
  {
    field: 'storeysAboveGround',
    en: 'Storeys Above Ground',
    cs: 'Nadzemní podlaží',
    de: 'Oberirdische Geschosse',
  },
  {
    field: 'storeysBelowGround',
    en: 'Storeys Below Ground',
    cs: 'Podzemní podlaží',
    de: 'Unterirdische Geschosse',
  },
  { field: 'constructionYear', en: 'Constructed', cs: 'Postaveno', de: 'Baujahr' },
  { field: 'latitude', en: 'Latitude', cs: 'Zeměpisná šířka', de: 'Breitengrad' },
  { field: 'longitude', en: 'Longitude', cs: 'Zeměpisná délka', de: 'Längengrad' },
  { field: 'reportingYear', en: 'Reporting Year', cs: 'Rok vykazování', de: 'Berichtsjahr' },
  {
    field: 'electricity',
    en: 'Electricity (kWh/yr)',
    cs: 'Elektřina (kWh/rok)',
    de: 'Strom (kWh/a)',
  },
  {
    field: 'naturalGas',
    en: 'Natural Gas (kWh/yr)',
    cs: 'Zemní plyn (kWh/rok)',
    de: 'Erdgas (kWh/a)',
  },
  {
    field: 'siteEui',
    en: 'Site EUI (kWh/m2/yr)',
    cs: 'Měrná spotřeba energie (kWh/m2/rok)',
    de: 'Energiekennwert (kWh/m2/a)',
  },
];
