import { foldText } from '../common/fold-text.js';
import { splitHeaderCell } from '../csv/header-cell.js';
import { matchesPhrases } from '../csv/header-phrases.js';
import {
  EQUIPMENT_FIELD_KIND,
  EQUIPMENT_HEADER_ALIASES,
  EQUIPMENT_HEADER_WORD_RULES,
  EQUIPMENT_IMPORT_FIELDS,
  type EquipmentImportField,
} from './columns.js';

/** A column the import reads: where it is, the field it fills and the factor to its unit. */
export interface EquipmentColumn {
  index: number;
  header: string;
  field: EquipmentImportField;
  /** Multiplies the cell's number into the field's unit (months → years: 1/12). */
  factor: number;
  /** Rank of the name that matched: lower wins when two columns fill one field. */
  rank: number;
}

/**
 * A column the import does not read: `unknown` (no field of the register), `notStored` (a column
 * asset registers have that Facet does not keep, e.g. a serial number), `duplicate` (a second
 * column for a field already read) or `wrongUnit` (a unit Facet cannot convert, e.g. capacity in
 * tons of refrigeration, which is a power, not the kWh the register keeps).
 */
export interface EquipmentUnusedColumn {
  index: number;
  header: string;
  reason: 'unknown' | 'notStored' | 'duplicate' | 'wrongUnit';
}

export interface EquipmentHeader {
  columns: EquipmentColumn[];
  unused: EquipmentUnusedColumn[];
}

/** Columns of CMMS exports that name something the register does not keep. */
const NOT_STORED = [
  ['serial'],
  ['serial number'],
  ['serial no'],
  ['status'],
  ['priority'],
  ['cost center'],
  ['cost centre'],
  ['vendor'],
  ['supplier'],
  ['barcode'],
  ['parent'],
  ['building'],
  ['site'],
  ['department'],
  ['vyrobni cislo'],
  ['seriennummer'],
];

const YEARS = new Set([
  'years',
  'year',
  'yrs',
  'yr',
  'y',
  'roky',
  'rok',
  'let',
  'jahre',
  'jahr',
  'a',
]);
const MONTHS = new Set(['months', 'month', 'mos', 'mo', 'mesice', 'mesicu', 'monate', 'monat']);

/** Factor from the unit a header names to the field's unit, or null when it cannot be read. */
function factorOf(field: EquipmentImportField, unit: string, percentSign: boolean): number | null {
  if (field === 'expectedLifeYears' || field === 'warrantyYears') {
    if (unit === '' || YEARS.has(unit)) return 1;
    if (MONTHS.has(unit)) return 1 / 12;
    return null;
  }
  if (field === 'capacityKwh') return unit === '' || unit === 'kwh' ? 1 : null;
  if (field === 'conditionPct') return unit === '' || percentSign ? 1 : null;
  // Money is read in the building's currency whatever the header names; dates and text have none.
  return 1;
}

const EXACT = new Map<string, { field: EquipmentImportField; rank: number }>();
for (const field of EQUIPMENT_IMPORT_FIELDS) {
  EQUIPMENT_HEADER_ALIASES[field].forEach((name, rank) => {
    if (!EXACT.has(name)) EXACT.set(name, { field, rank });
  });
}
/** Word rules rank after every exact name. */
const WORD_RANK = 1000;

function fieldOf(name: string): { field: EquipmentImportField; rank: number } | undefined {
  const exact = EXACT.get(name);
  if (exact) return exact;
  const index = EQUIPMENT_HEADER_WORD_RULES.findIndex((rule) => matchesPhrases(name, rule));
  const rule = EQUIPMENT_HEADER_WORD_RULES[index];
  return rule ? { field: rule.field, rank: WORD_RANK + index } : undefined;
}

/**
 * Recognises a register's header row: each cell, folded (`foldText`: accents, case and
 * punctuation away: "Sub-System" → `sub system`, "Kapazität" → `kapazitat`) and without a trailing
 * unit in parentheses (`splitHeaderCell`: "Expected Life (Years)", "Warranty (months)", "Capacity
 * (kWh)"), is matched to a field by its exact name, else by its words. Blank cells are ignored;
 * the others that are not read are listed with why.
 */
export function recogniseEquipmentHeader(cells: readonly string[]): EquipmentHeader {
  const chosen = new Map<EquipmentImportField, EquipmentColumn>();
  const unused: EquipmentUnusedColumn[] = [];
  cells.forEach((header, index) => {
    // Any trailing bracket is taken off: whether its unit can be read depends on the field.
    const { text, name, unit } = splitHeaderCell(header, {
      unitOf: (inner) => inner,
      brackets: 'trailing',
    });
    if (text === '') return;
    const bare = foldText(name);
    const whole = foldText(text);
    const byBare = bare === '' ? undefined : fieldOf(bare);
    const match = byBare ?? fieldOf(whole);
    if (!match) {
      const stored = NOT_STORED.some((anyOf) => matchesPhrases(whole, { anyOf: [anyOf] }));
      unused.push({ index, header, reason: stored ? 'notStored' : 'unknown' });
      return;
    }
    const unitText = byBare && unit !== null ? unit : '';
    const factor = factorOf(match.field, foldText(unitText), unitText.includes('%'));
    if (factor === null) {
      unused.push({ index, header, reason: 'wrongUnit' });
      return;
    }
    const column: EquipmentColumn = { index, header, field: match.field, factor, rank: match.rank };
    const known = chosen.get(match.field);
    if (!known) {
      chosen.set(match.field, column);
      return;
    }
    const better = column.rank < known.rank;
    const loser = better ? known : column;
    if (better) chosen.set(match.field, column);
    unused.push({ index: loser.index, header: loser.header, reason: 'duplicate' });
  });
  unused.sort((a, b) => a.index - b.index);
  return { columns: [...chosen.values()].sort((a, b) => a.index - b.index), unused };
}

/** Whether the header can identify equipment: it needs the Equipment ID. */
export function isUsableEquipmentHeader(header: EquipmentHeader): boolean {
  return header.columns.some((column) => column.field === 'assetId');
}

/** The kind of each recognised column, for reading its cells. */
export function kindOf(column: EquipmentColumn) {
  return EQUIPMENT_FIELD_KIND[column.field];
}
