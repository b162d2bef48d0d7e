import {
  decideEquipmentConventions,
  type EquipmentReadConventions,
} from '../../shared/domain/equipment-import/conventions.js';
import {
  isUsableEquipmentHeader,
  recogniseEquipmentHeader,
  type EquipmentHeader,
} from '../../shared/domain/equipment-import/header.js';
import {
  mapEquipmentRow,
  type EquipmentImportRow,
  type EquipmentRowIssue,
} from '../../shared/domain/equipment-import/map-row.js';
import { ImportFileRefusal } from '../building-import/parse-import.js';
import type { CsvRecord } from '../csv/csv-line-numbers.js';
import { CsvReadError } from '../csv/csv-read-error.js';
import { decodeCsvBytes, type CsvEncoding } from '../csv/decode-csv.js';
import { forEachCsvRecord } from '../csv/read-csv.js';
import { sniffDelimiter } from '../csv/sniff-delimiter.js';

/** Leading records searched for the header row (exports put a title or date line above it). */
const HEADER_SEARCH_RECORDS = 10;
/** Rows whose cells decide the decimal separator and date order. */
const SAMPLE_ROWS = 500;

/** An asset register file read into rows and skipped rows, before matching. */
export interface EquipmentFileReading {
  encoding: CsvEncoding;
  delimiter: string;
  header: EquipmentHeader;
  conventions: EquipmentReadConventions;
  rows: EquipmentImportRow[];
  issues: EquipmentRowIssue[];
  /** Data rows read (accepted and skipped). */
  rowCount: number;
}

/**
 * Reads an uploaded register with the building import's CSV reader (`decodeCsvBytes`: BOM,
 * UTF-8/16, Windows-1250/1252; `sniffDelimiter`; csv-parse with line numbers): the header is the
 * first of the first 10 records that names an Equipment ID column; the conventions are decided
 * from the first 500 rows; blank rows are ignored. Throws `ImportFileRefusal` (the building
 * import's reasons: `file.empty`, `file.notText`, `file.unclosedQuote`, `file.malformed`,
 * `import.headerNotRecognised`, `import.noRows`).
 */
export function readEquipmentFile(bytes: Uint8Array): EquipmentFileReading {
  if (bytes.byteLength === 0) throw new ImportFileRefusal('file.empty', 1);
  try {
    const { text, encoding } = decodeCsvBytes(bytes);
    if (text.trim() === '') throw new ImportFileRefusal('file.empty', 1);
    const delimiter = sniffDelimiter(text.slice(0, 64 * 1024));
    let header: EquipmentHeader | null = null;
    let searched = 0;
    const records: CsvRecord[] = [];
    forEachCsvRecord(text, { delimiter }, (record) => {
      if (header === null) {
        searched += 1;
        const candidate = recogniseEquipmentHeader(record.cells);
        if (isUsableEquipmentHeader(candidate)) header = candidate;
        return header !== null || searched < HEADER_SEARCH_RECORDS;
      }
      if (record.cells.some((cell) => cell.trim() !== '')) records.push(record);
      return true;
    });
    const found = header as EquipmentHeader | null;
    if (found === null) throw new ImportFileRefusal('import.headerNotRecognised', 1);
    if (records.length === 0) throw new ImportFileRefusal('import.noRows');
    const conventions = decideEquipmentConventions(
      found,
      records.slice(0, SAMPLE_ROWS).map((record) => record.cells),
      delimiter,
    );
    const rows: EquipmentImportRow[] = [];
    const issues: EquipmentRowIssue[] = [];
    for (const record of records) {
      const mapped = mapEquipmentRow(record.cells, record.line, found, conventions);
      if (mapped.kind === 'row') rows.push(mapped.row);
      else issues.push(mapped.issue);
    }
    return {
      encoding,
      delimiter,
      header: found,
      conventions,
      rows,
      issues,
      rowCount: records.length,
    };
  } catch (failure) {
    if (failure instanceof CsvReadError) throw new ImportFileRefusal(failure.code, failure.line);
    throw failure;
  }
}
