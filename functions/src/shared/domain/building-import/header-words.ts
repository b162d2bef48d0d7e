// Over 300 lines: the word rules of every field the import reads, each with the phrases that rule a header in or out.
import type { ColumnAlias, ExternalIdNamespace, ImportField } from './columns.js';
import type { ImportUnit } from './units.js';
import { matchesPhrases } from '../csv/header-phrases.js';

/**
 * Headers recognised by their words when no known header (`COLUMN_ALIASES`) is written exactly:
 * publishers reword the same column from year to year and city to city (Chicago's "Gross Floor
 * Area - Buildings (sq ft)", Portfolio Manager's "Property Floor Area (Building(s)) (ft2)" and
 * "Electricity Use - Grid Purchase and Generated from Onsite Renewable Systems (kWh)", New York's
 * "Property GFA - Self-Reported (ft²)"). A rule matches a folded header name (its unit already
 * taken off, see `splitHeader`) that holds every phrase of one of its `anyOf` groups and none of
 * its `noneOf` phrases, each as whole words. Rules are in priority order: when two columns match
 * one field, the earlier rule's column is read (a building's own floor area before the one with
 * parking, the total electricity use before the grid purchase alone).
 */
export interface HeaderWordRule {
  field: ImportField;
  /** Phrases that must all appear, for one of the groups. */
  anyOf: readonly (readonly string[])[];
  /** Phrases that rule the header out (a cost, an intensity, a weather-normalised figure...). */
  noneOf?: readonly string[];
  /** Unit when the header names none. */
  unit?: ImportUnit;
  namespace?: ExternalIdNamespace;
  yearOfDate?: boolean;
  /** The kind of file the header is typical of (votes for the detected format). */
  format?: ColumnAlias['format'];
}

/** Words of figures that are not the building's own metered annual quantity. */
const NOT_A_QUANTITY = [
  'cost',
  'costs',
  'intensity',
  'eui',
  'emissions',
  'ghg',
  'percent',
  'pct',
  'weather normalized',
  'weather normalised',
  'wn',
  'national median',
  'target',
  'baseline',
  'estimated savings',
  'demand',
  'peak',
  'per',
  'change',
  'ratio',
  'factor',
  'rate',
  'price',
  'source',
  'exported',
  'export',
  'sold',
  'meter',
  'meters',
  'number of',
  'date',
  'first',
  'last',
];

/**
 * Words of a carrier's column that is not its energy: a volume or a mass (no energy conversion
 * reads one), or Portfolio Manager's flags ("Estimated Data Flag - Fuel Oil (No. 2)").
 */
const NOT_ENERGY_UNITS = [
  'flag',
  'estimated',
  'alert',
  'alerts',
  'gallons',
  'gal',
  'liters',
  'litres',
  'l',
  'ccf',
  'cf',
  'cubic feet',
  'tons',
  'ton',
  'tonnes',
  'lbs',
  'pounds',
  'kg',
  'cords',
];

/** Words of a floor area that is not the building's gross floor area. */
const NOT_GROSS_AREA = [
  'use type',
  'use types',
  'list of all',
  'all property',
  'largest',
  'second',
  'third',
  'parking',
  'percent',
  'irrigated',
  'office',
  'retail',
  'self storage',
  'residential',
  'data center',
  'number of',
  'exterior',
  'lot',
  'land',
  'site area',
];

const rule = (
  field: ImportField,
  anyOf: readonly (readonly string[])[],
  extra: Omit<HeaderWordRule, 'field' | 'anyOf'> = {},
): HeaderWordRule => ({ field, anyOf, ...extra });

export const HEADER_WORD_RULES: readonly HeaderWordRule[] = [
  rule('externalId', [['property id'], ['portfolio manager id'], ['pm property id'], ['espm id']], {
    noneOf: ['parent', 'child', 'list', 'nyc', 'bin', 'bbl', 'tax', 'parcel', 'ubid'],
    namespace: 'espm',
  }),
  // New York's Borough, Block and Lot ("NYC Borough, Block, and Lot (BBL)").
  rule('externalId', [['bbl'], ['borough block and lot']], {
    noneOf: ['co reported', 'status', 'covered buildings list', 'bbls'],
    namespace: 'bbl',
    format: 'cityBenchmarking',
  }),
  // An assessor's parcel (San Francisco's "Parcel(s)").
  rule('externalId', [['parcel s'], ['parcel'], ['parcel number'], ['apn']], {
    noneOf: ['tax', 'count', 'number of'],
    namespace: 'parcel',
    format: 'cityBenchmarking',
  }),
  rule(
    'externalId',
    [['building id'], ['facility id'], ['bldg id'], ['id'], ['site id'], ['benchmarking id']],
    {
      noneOf: ['parent', 'child', 'list', 'tax', 'parcel', 'ubid', 'meter', 'account', 'unique'],
      namespace: 'city',
    },
  ),
  rule('name', [['property name'], ['building name'], ['facility name'], ['site name']], {
    noneOf: ['parent', 'owner', 'manager', 'contact', 'list', 'organization', 'company'],
  }),
  rule('street', [['address 1'], ['address line 1'], ['street address'], ['address'], ['street']], {
    noneOf: ['address 2', 'line 2', 'email', 'e mail', 'web', 'owner', 'mailing', 'contact'],
  }),
  rule('postCode', [['zip'], ['postal code'], ['postcode'], ['post code'], ['zip code']]),
  rule('city', [['city'], ['municipality'], ['town']], {
    noneOf: ['owner', 'mailing', 'council', 'district', 'ward', 'id', 'code'],
  }),
  rule('state', [['state'], ['province']], {
    noneOf: ['owner', 'mailing', 'code', 'status', 'statement'],
  }),
  rule(
    'useType',
    [
      ['primary property type'],
      ['largest property use type'],
      ['property type'],
      ['primary use'],
      ['building type'],
      ['property use type'],
    ],
    {
      noneOf: [
        'floor area',
        'gfa',
        'area',
        'second',
        'third',
        'list of all',
        'all property',
        'calculated',
        'epa',
      ],
    },
  ),
  // A building's own floor area (without parking) before the property's with parking.
  rule(
    'grossFloorArea',
    [
      ['floor area', 'buildings'],
      ['floor area', 'building'],
      ['gfa', 'buildings'],
      ['gfa', 'building'],
    ],
    { noneOf: [...NOT_GROSS_AREA, 'and parking'], unit: 'ft2' },
  ),
  rule('grossFloorArea', [['gross floor area'], ['floor area'], ['gfa'], ['gba']], {
    noneOf: NOT_GROSS_AREA,
    unit: 'ft2',
  }),
  rule(
    'grossFloorArea',
    [
      ['floor area', 'and parking'],
      ['gfa', 'and parking'],
    ],
    {
      noneOf: NOT_GROSS_AREA.filter((word) => word !== 'parking'),
      unit: 'ft2',
    },
  ),
  rule(
    'constructionYear',
    [['year built'], ['built'], ['construction year'], ['year constructed']],
    {
      noneOf: ['renovated', 'renovation', 'effective', 'age'],
    },
  ),
  rule(
    'reportingYear',
    [['data year'], ['reporting year'], ['report year'], ['calendar year'], ['benchmark year']],
    { noneOf: ['built', 'baseline', 'first', 'generation', 'release'] },
  ),
  rule('reportingYear', [['year ending'], ['period ending'], ['year end']], {
    noneOf: ['baseline'],
    yearOfDate: true,
  }),
  // Total use before the grid purchase alone; what was generated on site or exported is not it.
  rule(
    'electricity',
    [
      ['electricity', 'grid purchase', 'generated from onsite'],
      ['electricity', 'grid purchase', 'generated on site'],
      ['electricity', 'grid and onsite'],
    ],
    { noneOf: [...NOT_A_QUANTITY, 'renewable electricity'] },
  ),
  rule(
    'electricity',
    [
      ['electricity', 'grid purchase'],
      ['electricity', 'grid'],
    ],
    {
      noneOf: [...NOT_A_QUANTITY, 'generated', 'onsite renewable'],
    },
  ),
  rule('electricity', [['electricity use'], ['electricity'], ['electric use']], {
    noneOf: [...NOT_A_QUANTITY, 'generated', 'onsite renewable', 'renewable'],
  }),
  rule('naturalGas', [['natural gas'], ['naturalgas'], ['gas use']], {
    noneOf: NOT_A_QUANTITY.filter((word) => word !== 'source'),
  }),
  // The other carriers. A header naming a volume or a mass (Portfolio Manager's "Fuel Oil #2 Use
  // (Gallons)") is not read: only energy units convert to kWh.
  rule('districtSteam', [['district steam'], ['steam use'], ['steamuse'], ['steam']], {
    noneOf: [...NOT_A_QUANTITY, ...NOT_ENERGY_UNITS],
  }),
  rule('districtHotWater', [['district hot water'], ['hot water use', 'district']], {
    noneOf: [...NOT_A_QUANTITY, ...NOT_ENERGY_UNITS],
  }),
  rule('districtChilledWater', [['district chilled water'], ['chilled water']], {
    noneOf: [...NOT_A_QUANTITY, ...NOT_ENERGY_UNITS],
  }),
  rule('propane', [['propane'], ['liquid propane']], {
    noneOf: [...NOT_A_QUANTITY, ...NOT_ENERGY_UNITS],
  }),
  // Fuel oil of every grade, diesel and kerosene: the distillate and residual oils Portfolio
  // Manager gives one source factor (docs/methodology.md, "Annual figures of an import").
  rule('fuelOil', [['fuel oil'], ['diesel'], ['kerosene'], ['heating oil']], {
    noneOf: [...NOT_A_QUANTITY, ...NOT_ENERGY_UNITS],
  }),
  // Chicago's "All Other Fuel Use", Philadelphia's "Other Use", coal, coke and wood.
  rule(
    'otherFuel',
    [['all other fuel'], ['other fuel'], ['other use'], ['coal'], ['coke'], ['wood']],
    { noneOf: [...NOT_A_QUANTITY, ...NOT_ENERGY_UNITS, 'water', 'type', 'types', 'property'] },
  ),
  rule('siteEui', [['site eui'], ['site energy use intensity'], ['siteeui']], {
    noneOf: [
      'weather normalized',
      'weather normalised',
      'wn',
      'national median',
      'target',
      'change',
      'percent',
      'source',
    ],
  }),
  rule('energyStarScore', [['energy star score'], ['energystar score'], ['energy star rating']], {
    noneOf: ['target', 'median', 'baseline', 'certification', 'eligib', 'date', 'change'],
  }),
  // Portfolio Manager's "Percent Better than National Median Source EUI" (San Francisco writes
  // "Percentage Better"): despite its name, the source EUI's difference from the median in percent,
  // above zero when the building uses more (row-figures.ts).
  rule(
    'sourceEuiDifferenceFromMedian',
    [['better than national median source eui'], ['difference from national median source eui']],
    { noneOf: ['weather normalized', 'weather normalised', 'target'] },
  ),
];

/**
 * The alias of the first rule the folded `name` matches (named `words:<field>:<rank>`, so that
 * its priority follows every exact alias), or undefined.
 */
export function aliasByWords(name: string): ColumnAlias | undefined {
  for (const [rank, candidate] of HEADER_WORD_RULES.entries()) {
    if (!matchesPhrases(name, candidate)) continue;
    const { field, unit, namespace, yearOfDate, format } = candidate;
    return {
      name: `words:${field}:${rank}`,
      field,
      ...(format ? { format } : {}),
      ...(unit ? { unit } : {}),
      ...(namespace ? { namespace } : {}),
      ...(yearOfDate ? { yearOfDate } : {}),
    };
  }
  return undefined;
}
