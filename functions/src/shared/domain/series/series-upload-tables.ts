import {
  looksLikeHeader,
  namesExportedEnergy,
  type SeriesColumns,
} from './series-upload-columns.js';
import type { RecordLike } from './series-upload-rows.js';

/*
 * A meter file that writes several tables, each under its own header. Southern California Edison's
 * download writes, for each day, a title line ("Data for period starting: 2024-03-10 00:00:00 for
 * 24 hours"), the header and the day's delivered readings, then a title, a header naming
 * "Usage Received" and the energy the building sent to the grid (blank lines between, which the
 * CSV reader drops). The tables under the file's header are read; the tables of energy sent to
 * the grid are left out, as the Export and Generation columns of PG&E's and SDG&E's downloads are.
 * Pure.
 */

/** The data rows below a file's header, and the rows of exported energy left out. */
export interface TableRows {
  rows: RecordLike[];
  /** Rows of the tables of energy sent to the grid (SCE's "Usage Received"), not read. */
  exportedRows: number;
}

/** A value cell that starts as a number does: a data row, no need to look further. */
const NUMBER_START = /^\s*[+-]?[\d.,]/;

function keyOf(cells: readonly string[]): string {
  return cells.map((cell) => cell.trim().replace(/\s+/g, ' ').toLowerCase()).join('\u0000');
}

/**
 * The data rows below the header at `header.index`: a record repeating the header starts another
 * table of the same readings; a record of names whose value column names energy sent to the grid
 * (`Usage Received(…)`, `Export`) starts a table left out; a line of text right above either
 * header is its title and skipped. Every other record is a data row of the table it is in, so a
 * file of one table reads as before.
 */
export function tableRows(
  records: readonly RecordLike[],
  header: { index: number; columns: SeriesColumns },
): TableRows {
  const headerKey = keyOf(records[header.index]!.cells);
  const valueColumn = header.columns.value;
  /** Which table a record starts, or null for a record that is no header. */
  const tableOf = (cells: readonly string[]): 'read' | 'exported' | null => {
    const value = cells[valueColumn] ?? '';
    if (NUMBER_START.test(value)) return null;
    if (keyOf(cells) === headerKey) return 'read';
    return looksLikeHeader(cells) && namesExportedEnergy(value) ? 'exported' : null;
  };
  const rows: RecordLike[] = [];
  let exported = false;
  let exportedRows = 0;
  for (let index = header.index + 1; index < records.length; index += 1) {
    const record = records[index]!;
    // Most records are readings: a number in the value column is neither a header nor a title.
    if (!NUMBER_START.test(record.cells[valueColumn] ?? '')) {
      const table = tableOf(record.cells);
      if (table !== null) {
        exported = table === 'exported';
        continue;
      }
      const next = records[index + 1];
      if (next && tableOf(next.cells) !== null && looksLikeHeader(record.cells)) continue;
    }
    if (exported) exportedRows += 1;
    else rows.push(record);
  }
  return { rows, exportedRows };
}
