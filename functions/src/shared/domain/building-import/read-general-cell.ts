/**
 * Reading a cell of a General Information column (name, address, use type, country, currency,
 * floor area, storeys, construction year, position) into Facet's value and unit.
 */
import { SHORT_TEXT_MAX } from '../../schemas/common.js';
import { isCurrency } from '../building/building-currency.js';
import { isMissingCell, parseNumberCell } from '../csv/csv-values.js';
import type { ImportField } from './columns.js';
import { countryCodeOf } from './country.js';
import type { RecognisedColumn } from './header.js';
import type { RowReadOptions } from './read-options.js';
import type { AreaUnit } from './units.js';
import { useTypeOf } from './use-type.js';
import { bad, bounded, converted, remembered, type Read } from './cell-read.js';

/** An area written with its unit (`249090sf`, `333301 sq. ft.`, `1 200 m²`). */
const AREA_WITH_UNIT = /^(.*\d)\s*(sf|sq\.?\s*ft\.?|ft2|ft²|square feet|m2|m²|sqm)$/i;

/** The number part of an area cell and its unit: the one written in the cell, else the column's. */
function areaWithUnit(text: string, columnUnit: AreaUnit): { amount: string; unit: AreaUnit } {
  const match = AREA_WITH_UNIT.exec(text.trim());
  if (!match) return { amount: text, unit: columnUnit };
  return { amount: match[1] ?? '', unit: /^(m2|m²|sqm)$/i.test(match[2] ?? '') ? 'm2' : 'ft2' };
}

/** Whitespace that `\s+ → ' '` would change: a run of two, or other than a plain space. */
const UNEVEN_SPACE = /\s\s|[^\S ]/;

function readText(text: string, field: ImportField): Read {
  if (isMissingCell(text)) return { kind: 'missing' };
  const trimmed = text.trim();
  const clean = UNEVEN_SPACE.test(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
  if (clean.length > SHORT_TEXT_MAX) return bad('import.tooLong');
  if (field === 'useType') return { kind: 'value', value: useTypeOf(clean) };
  if (field === 'country') {
    const code = countryCodeOf(clean);
    return code ? { kind: 'value', value: code } : bad('import.countryUnknown');
  }
  if (field === 'currency') {
    // An ISO 4217 code we list, in any case (`eur`, `Czk`); a symbol or a name is not one.
    const code = clean.toUpperCase();
    return isCurrency(code) ? { kind: 'value', value: code } : bad('import.currencyUnknown');
  }
  // A spreadsheet that took a ZIP code for a number writes it `98101.0` (or `98101,0`).
  if (field === 'postCode' && /^\d+[.,]0+$/.test(clean)) {
    return { kind: 'value', value: clean.replace(/[.,]0+$/, '') };
  }
  return { kind: 'value', value: clean };
}

/**
 * Reads one cell of a recognised column that is not an annual figure (those are
 * `readFigureCell`'s): text trimmed and its spaces evened, codes and use types looked up, numbers
 * checked against their range, areas converted to m². `repeated` keeps the column's readings of
 * use types, countries and currencies.
 */
export function readGeneralCell(
  text: string,
  column: RecognisedColumn,
  options: RowReadOptions,
  repeated: Map<string, Read>,
): Read {
  switch (column.field) {
    case 'storeysAboveGround':
    case 'storeysBelowGround':
      return bounded(parseNumberCell(text, options), 0, 300, 'import.outOfRange', true);
    case 'constructionYear':
      // County assessor lists write 0 for an unknown year built.
      if (text.trim() === '0') return { kind: 'missing' };
      return bounded(parseNumberCell(text, options), 1000, 2100, 'import.yearOutOfRange', true);
    case 'latitude':
      return bounded(parseNumberCell(text, options), -90, 90, 'import.outOfRange');
    case 'longitude':
      return bounded(parseNumberCell(text, options), -180, 180, 'import.outOfRange');
    case 'grossFloorArea': {
      const { amount, unit } = areaWithUnit(text, column.unit === 'ft2' ? 'ft2' : 'm2');
      const cell = parseNumberCell(amount, options);
      if (cell.kind === 'value' && cell.value <= 0) return bad('import.outOfRange');
      return converted(cell, unit, 2);
    }
    case 'useType':
    case 'country':
    case 'currency':
      return remembered(repeated, text, () => readText(text, column.field));
    default:
      return readText(text, column.field);
  }
}
