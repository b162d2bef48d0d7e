import type { PhraseRule } from '../csv/header-phrases.js';

/**
 * The columns of an asset register the equipment import reads: the fields of `equipmentSchema`
 * (`/equipment/{buildingId}/{equipmentId}`, spec 3.12) that registers and CMMS exports carry,
 * plus a warranty end date, which becomes the Warranty Period from the install date.
 */
export const EQUIPMENT_IMPORT_FIELDS = [
  'assetId',
  'name',
  'type',
  'system',
  'subSystem',
  'part',
  'model',
  'manufacturer',
  'location',
  'installedOn',
  'commissionedOn',
  'capacityKwh',
  'initialValue',
  'expectedLifeYears',
  'salvageValue',
  'yearlyMaintenance',
  'replacementValue',
  'warrantyYears',
  'warrantyEndsOn',
  'conditionPct',
] as const;
export type EquipmentImportField = (typeof EQUIPMENT_IMPORT_FIELDS)[number];

/** How a column's cells are read. */
export type EquipmentFieldKind = 'text' | 'subSystem' | 'date' | 'money' | 'number' | 'percent';

export const EQUIPMENT_FIELD_KIND: Readonly<Record<EquipmentImportField, EquipmentFieldKind>> = {
  assetId: 'text',
  name: 'text',
  type: 'text',
  system: 'text',
  subSystem: 'subSystem',
  part: 'text',
  model: 'text',
  manufacturer: 'text',
  location: 'text',
  installedOn: 'date',
  commissionedOn: 'date',
  capacityKwh: 'number',
  initialValue: 'money',
  expectedLifeYears: 'number',
  salvageValue: 'money',
  yearlyMaintenance: 'money',
  replacementValue: 'money',
  warrantyYears: 'number',
  warrantyEndsOn: 'date',
  conditionPct: 'percent',
};

/** The columns of our template: every field but the warranty end (it gives the Warranty Period). */
export type EquipmentTemplateField = Exclude<EquipmentImportField, 'warrantyEndsOn'>;
/** The columns of our template, in order (the web app names them from the i18n catalog). */
export const EQUIPMENT_TEMPLATE_FIELDS: readonly EquipmentTemplateField[] =
  EQUIPMENT_IMPORT_FIELDS.filter(
    (field): field is EquipmentTemplateField => field !== 'warrantyEndsOn',
  );

/**
 * Header names read exactly (folded with `foldText`, a trailing unit in parentheses taken off):
 * our template in English, Czech and German (the labels of the equipment form, spec 3.12), and
 * the names asset registers and CMMS exports use (e.g. "Asset ID", "Asset Tag", "Asset
 * Description", "Asset Type", "Category", "Class", "Make", "Serial", "In Service Date",
 * "Purchase Cost", "Useful Life", "Warranty Expiry"). Within a field, earlier names win when a
 * file has two columns for it (the form's label before a CMMS synonym).
 */
export const EQUIPMENT_HEADER_ALIASES: Readonly<Record<EquipmentImportField, readonly string[]>> = {
  assetId: [
    'equipment id',
    'equipment id asset id',
    'id zarizeni',
    'anlagen id',
    'asset id',
    'asset tag',
    'asset number',
    'asset no',
    'asset code',
    'equipment tag',
    'equipment number',
    'equipment no',
    'tag',
    'tag number',
    'id majetku',
    'inventarni cislo',
    'anlagennummer',
    'asset',
    'id',
  ],
  name: [
    'equipment name',
    'nazev zarizeni',
    'anlagenname',
    'asset name',
    'name',
    'asset description',
    'equipment description',
    'description',
    'nazev',
    'popis',
    'bezeichnung',
    'anlagenbezeichnung',
    'beschreibung',
  ],
  type: [
    'equipment type',
    'typ zarizeni',
    'anlagentyp',
    'asset type',
    'type',
    'asset category',
    'equipment category',
    'category',
    'asset class',
    'equipment class',
    'class',
    'typ',
    'druh',
    'kategorie',
    'anlagenart',
    'anlagenklasse',
    'klasse',
  ],
  system: ['system', 'building system'],
  subSystem: ['sub system', 'subsystem', 'subsystem type', 'teilsystem'],
  part: ['part', 'component', 'dil', 'soucast', 'bauteil', 'komponente'],
  model: ['model', 'model number', 'model no', 'modell'],
  manufacturer: ['manufacturer', 'make', 'brand', 'mfr', 'vyrobce', 'hersteller'],
  location: [
    'location',
    'location description',
    'room',
    'space',
    'umisteni',
    'mistnost',
    'standort',
    'raum',
  ],
  installedOn: [
    'installed',
    'install date',
    'installation date',
    'date installed',
    'installed on',
    'instalovano',
    'datum instalace',
    'installiert',
    'installationsdatum',
    'einbaudatum',
  ],
  commissionedOn: [
    'commissioned',
    'in service date',
    'date in service',
    'in service',
    'commissioning date',
    'start up date',
    'startup date',
    'uvedeno do provozu',
    'datum uvedeni do provozu',
    'in betrieb genommen',
    'inbetriebnahme',
    'inbetriebnahmedatum',
  ],
  capacityKwh: ['capacity', 'kapacita', 'kapazitat'],
  initialValue: [
    'initial value',
    'pocatecni hodnota',
    'anschaffungswert',
    'purchase cost',
    'purchase price',
    'acquisition cost',
    'original cost',
    'porizovaci cena',
    'porizovaci hodnota',
    'anschaffungskosten',
    'kaufpreis',
  ],
  expectedLifeYears: [
    'expected life',
    'ocekavana zivotnost',
    'erwartete lebensdauer',
    'useful life',
    'expected useful life',
    'service life',
    'life expectancy',
    'design life',
    'zivotnost',
    'lebensdauer',
    'nutzungsdauer',
  ],
  salvageValue: ['salvage value', 'zustatkova hodnota', 'restwert', 'residual value'],
  yearlyMaintenance: [
    'yearly maintenance cost',
    'rocni naklady na udrzbu',
    'jahrliche wartungskosten',
    'annual maintenance cost',
    'maintenance cost',
    'wartungskosten',
  ],
  replacementValue: [
    'replacement value',
    'hodnota vymeny',
    'wiederbeschaffungswert',
    'replacement cost',
    'naklady na vymenu',
    'wiederbeschaffungskosten',
  ],
  warrantyYears: [
    'warranty period',
    'zarucni doba',
    'garantiezeit',
    'warranty',
    'warranty years',
    'warranty term',
    'zaruka',
    'garantie',
    'gewahrleistung',
  ],
  warrantyEndsOn: [
    'warranty expiry',
    'warranty expiry date',
    'warranty expiration',
    'warranty expiration date',
    'warranty end',
    'warranty end date',
    'warranty expires',
    'konec zaruky',
    'zaruka do',
    'garantie bis',
    'garantieende',
  ],
  conditionPct: ['condition', 'stav', 'zustand'],
};

/**
 * Headers recognised by their words when no name above is written exactly (a CMMS's "Asset
 * Install Date", "Centrifugal Chiller Capacity"...), in priority order; see `matchesPhrases`.
 * Grades ("Condition Score", "Condition Rating") are not percentages and stay unread.
 */
export const EQUIPMENT_HEADER_WORD_RULES: readonly (PhraseRule & {
  field: EquipmentImportField;
})[] = [
  {
    field: 'assetId',
    anyOf: [
      ['asset', 'id'],
      ['equipment', 'id'],
      ['asset', 'tag'],
      ['asset', 'number'],
    ],
    noneOf: ['parent', 'serial'],
  },
  {
    field: 'warrantyEndsOn',
    anyOf: [
      ['warranty', 'expiry'],
      ['warranty', 'expiration'],
      ['warranty', 'end'],
      ['warranty', 'date'],
    ],
  },
  { field: 'warrantyYears', anyOf: [['warranty']], noneOf: ['date', 'provider', 'vendor'] },
  { field: 'installedOn', anyOf: [['install'], ['installed'], ['installation']] },
  { field: 'commissionedOn', anyOf: [['in service'], ['commissioned'], ['commissioning']] },
  { field: 'subSystem', anyOf: [['sub system'], ['subsystem']] },
  { field: 'type', anyOf: [['type'], ['category'], ['class']], noneOf: ['sub', 'system'] },
  { field: 'name', anyOf: [['description'], ['name']], noneOf: ['location', 'building', 'site'] },
  { field: 'expectedLifeYears', anyOf: [['life']], noneOf: ['remaining'] },
  { field: 'initialValue', anyOf: [['purchase'], ['acquisition']], noneOf: ['date', 'order'] },
  { field: 'replacementValue', anyOf: [['replacement']], noneOf: ['date', 'year'] },
  {
    field: 'conditionPct',
    anyOf: [['condition']],
    noneOf: ['score', 'rating', 'grade', 'index', 'date'],
  },
  { field: 'capacityKwh', anyOf: [['capacity']] },
  { field: 'manufacturer', anyOf: [['manufacturer']], noneOf: ['date'] },
  { field: 'model', anyOf: [['model']] },
  { field: 'location', anyOf: [['location'], ['room']] },
];
