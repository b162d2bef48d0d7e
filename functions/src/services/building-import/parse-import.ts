import type { ImportFormat } from '../../shared/domain/building-import/columns.js';
import {
  isUsableHeader,
  recogniseHeader,
  type RecognisedHeader,
} from '../../shared/domain/building-import/header.js';
import {
  mapRow,
  type ImportedBuilding,
  type RowIssue,
  type RowReadOptions,
} from '../../shared/domain/building-import/map-row.js';
import { chooseReadOptions } from '../../shared/domain/building-import/read-options.js';
import {
  CsvReadError,
  decodeCsvBytes,
  forEachCsvRecord,
  sniffDelimiter,
  type CsvEncoding,
  type CsvRecord,
} from '../csv/read-csv.js';

/** Leading records searched for the header row (some exports put a title line above it). */
const HEADER_SEARCH_RECORDS = 10;
/** Rows whose cells decide the decimal separator and date order. */
const SAMPLE_ROWS = 200;

/** A whole file refused: an i18n key (`import.*`, or the CSV reader's `file.*`) and its line. */
export class ImportFileRefusal extends Error {
  constructor(
    readonly reason: string,
    readonly line?: number,
  ) {
    super(line === undefined ? reason : `${reason} at line ${line}`);
    this.name = 'ImportFileRefusal';
  }
}

/** A file read into buildings and skipped rows, before matching against stored buildings. */
export interface ParsedImport {
  format: ImportFormat;
  encoding: CsvEncoding;
  delimiter: string;
  options: RowReadOptions;
  header: RecognisedHeader;
  /** Data rows read. */
  rows: number;
  buildings: ImportedBuilding[];
  issues: RowIssue[];
}

/**
 * Reads an uploaded file: decodes it (BOM, UTF-8/16, Windows-1250/1252), finds the delimiter,
 * streams its records through csv-parse, recognises the header row (the first record that names
 * a building's id, name or street, within the first 10), decides the number and date conventions
 * from the first 200 rows, and maps each row. Throws {@link ImportFileRefusal} for a file that is
 * not CSV text, has no recognisable header or no data rows, or cannot be read as CSV (the line of
 * the problem); rows with bad cells are not fatal, they are returned as issues.
 */
export async function parseImportFile(bytes: Uint8Array): Promise<ParsedImport> {
  if (bytes.byteLength === 0) throw new ImportFileRefusal('file.empty', 1);
  try {
    const { text, encoding } = decodeCsvBytes(bytes);
    if (text.trim() === '') throw new ImportFileRefusal('file.empty', 1);
    const delimiter = sniffDelimiter(text);
    // Set in the record callback, which the compiler's narrowing does not follow.
    let header = null as RecognisedHeader | null;
    let searched = 0;
    const pending: CsvRecord[] = [];
    let options = null as RowReadOptions | null;
    const buildings: ImportedBuilding[] = [];
    const issues: RowIssue[] = [];
    let rows = 0;
    const map = (record: CsvRecord, recognised: RecognisedHeader, read: RowReadOptions) => {
      rows += 1;
      const outcome = mapRow(record.cells, record.line, recognised, read);
      if (outcome.kind === 'building') buildings.push(outcome.building);
      else issues.push(...outcome.issues);
    };
    forEachCsvRecord(text, { delimiter }, (record) => {
      if (header === null) {
        searched += 1;
        const candidate = recogniseHeader(record.cells);
        if (isUsableHeader(candidate)) header = candidate;
        return header !== null || searched < HEADER_SEARCH_RECORDS;
      }
      if (options === null) {
        pending.push(record);
        if (pending.length < SAMPLE_ROWS) return true;
        options = chooseReadOptions(
          header,
          pending.map((row) => row.cells),
          delimiter,
        );
        for (const row of pending) map(row, header, options);
        return true;
      }
      map(record, header, options);
      return true;
    });
    if (header === null) throw new ImportFileRefusal('import.headerNotRecognised', 1);
    if (options === null) {
      options = chooseReadOptions(
        header,
        pending.map((row) => row.cells),
        delimiter,
      );
      for (const row of pending) map(row, header, options);
    }
    if (rows === 0) throw new ImportFileRefusal('import.noRows');
    return { format: header.format, encoding, delimiter, options, header, rows, buildings, issues };
  } catch (failure) {
    if (failure instanceof CsvReadError) throw new ImportFileRefusal(failure.code, failure.line);
    throw failure;
  }
}
