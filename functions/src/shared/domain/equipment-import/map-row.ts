import type { SubSystem } from '../../schemas/enums/equipment.js';
import { isMissingCell, parseDateCell, parseNumberCell } from '../csv/csv-values.js';
import type { EquipmentImportField } from './columns.js';
import type { EquipmentReadConventions } from './conventions.js';
import { kindOf, type EquipmentHeader } from './header.js';
import { numberText } from './number-cell.js';
import { subSystemOfWords } from './sub-system.js';

/** A field's value as read from a cell (dates "YYYY-MM-DD", numbers in the field's unit). */
export type EquipmentCellValue = string | number;

/** A row read from the file: the fields its cells give, before validation and matching. */
export interface EquipmentImportRow {
  line: number;
  values: Partial<Record<EquipmentImportField, EquipmentCellValue>>;
  /** Whether the sub-system was inferred from the Type or System cell (no Sub-System cell). */
  subSystemInferred: boolean;
}

/**
 * Why a row was skipped: a fully qualified i18n key (`csv:cell.notANumber`,
 * `validation:equipmentIdRequired`, `equipmentImport:reason.duplicateInFile`...), the column it
 * concerns and the value as written, when there is one.
 */
export interface EquipmentRowIssue {
  line: number;
  reason: string;
  column?: string;
  value?: string;
}

export type MappedEquipmentRow =
  | { kind: 'row'; row: EquipmentImportRow }
  | { kind: 'skipped'; issue: EquipmentRowIssue };

/** Significant digits kept of converted numbers (months → years), against binary noise. */
const round = (value: number) => Number(value.toPrecision(12));

/**
 * Reads one data row with the recognised header and the file's conventions: text trimmed; dates
 * in any form `parseDateCell` reads (ISO, `31.12.2025`, slashed by the file's date order); numbers
 * with the file's decimal separator, money without a currency sign, a condition with or without
 * `%`, months converted to years by the column's factor; the Sub-System by its words
 * (`subSystemOfWords`), else inferred from the Type, then the System cell. Empty cells give
 * nothing (an update keeps the stored value). A cell that cannot be read skips the row.
 */
export function mapEquipmentRow(
  cells: readonly string[],
  line: number,
  header: EquipmentHeader,
  conventions: EquipmentReadConventions,
): MappedEquipmentRow {
  const values: EquipmentImportRow['values'] = {};
  const skip = (reason: string, column: string, value: string): MappedEquipmentRow => ({
    kind: 'skipped',
    issue: { line, reason, column, value },
  });
  const dayFirst = conventions.dateOrder?.value !== 'monthFirst';
  const decimalSeparator = conventions.decimalSeparator.value;
  for (const column of header.columns) {
    const cell = cells[column.index] ?? '';
    if (cell.trim() === '' || (kindOf(column) !== 'text' && isMissingCell(cell))) continue;
    switch (kindOf(column)) {
      case 'text':
        values[column.field] = cell.trim();
        break;
      case 'subSystem': {
        const subSystem = subSystemOfWords(cell);
        if (!subSystem) return skip('equipmentImport:reason.subSystemUnknown', column.header, cell);
        values.subSystem = subSystem;
        break;
      }
      case 'date': {
        const parsed = parseDateCell(cell, { dayFirst });
        if (parsed.kind === 'invalid') return skip(`csv:${parsed.reason}`, column.header, cell);
        if (parsed.kind === 'value') values[column.field] = parsed.value;
        break;
      }
      default: {
        const text = numberText(kindOf(column), cell);
        const parsed = parseNumberCell(text, { decimalSeparator });
        if (parsed.kind === 'invalid') return skip(`csv:${parsed.reason}`, column.header, cell);
        if (parsed.kind === 'value') {
          values[column.field] =
            column.factor === 1 ? parsed.value : round(parsed.value * column.factor);
        }
      }
    }
  }
  let subSystemInferred = false;
  if (values.subSystem === undefined) {
    const inferred: SubSystem | undefined =
      (typeof values.type === 'string' ? subSystemOfWords(values.type) : undefined) ??
      (typeof values.system === 'string' ? subSystemOfWords(values.system) : undefined);
    if (inferred) {
      values.subSystem = inferred;
      subSystemInferred = true;
    }
  }
  return { kind: 'row', row: { line, values, subSystemInferred } };
}
