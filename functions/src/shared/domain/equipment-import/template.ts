import { EQUIPMENT_TEMPLATE_FIELDS, type EquipmentImportField } from './columns.js';

/** Cells of the template by field: the header row or the example row. */
export type TemplateCells = Readonly<Partial<Record<EquipmentImportField, string>>>;

function quoted(cell: string, delimiter: string): string {
  return /["\r\n]/.test(cell) || cell.includes(delimiter) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * Our asset register template: a UTF-8 byte-order mark (so that Excel reads the accents), the
 * header row and one example row, in the columns of `EQUIPMENT_TEMPLATE_FIELDS`. The web app
 * passes the headers and example of the user's language from the `equipmentImport` catalog, and
 * `,` for English, `;` for Czech and German (as Excel in those locales saves CSV); the import
 * reads all three (`template.test.ts`).
 */
export function buildEquipmentTemplateCsv(
  headers: TemplateCells,
  example: TemplateCells,
  delimiter: ',' | ';',
): string {
  const row = (cells: TemplateCells) =>
    EQUIPMENT_TEMPLATE_FIELDS.map((field) => quoted(cells[field] ?? '', delimiter)).join(delimiter);
  return `\uFEFF${row(headers)}\r\n${row(example)}\r\n`;
}
