import type { ImportFormat } from '../../shared/schemas/contracts/building-import.js';
import {
  isUsableHeader,
  recogniseHeader,
  type RecognisedHeader,
} from '../../shared/domain/building-import/header.js';
import type { ImportedBuilding } from '../../shared/domain/building-import/imported-building.js';
import { mapRow } from '../../shared/domain/building-import/map-row.js';
import {
  chooseReadOptions,
  type RowReadOptions,
} from '../../shared/domain/building-import/read-options.js';
import type { RowIssue } from '../../shared/domain/building-import/row-issues.js';
import type { CsvRecord } from '../csv/csv-line-numbers.js';
import { CsvReadError } from '../csv/csv-read-error.js';
import { csvSourceOf, type CsvEncoding } from '../csv/decode-csv.js';
import { forEachCsvRecordInChunks, type CsvChunking } from '../csv/read-csv-chunks.js';
import { sniffDelimiter } from '../csv/sniff-delimiter.js';

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

/** Cells of a header row up to its last non-blank one (trailing delimiters name nothing). */
function widthOf(cells: readonly string[]): number {
  let width = cells.length;
  while (width > 0 && (cells[width - 1] ?? '').trim() === '') width -= 1;
  return width;
}

function endsWithLineEnd(bytes: Uint8Array): boolean {
  const last = bytes[bytes.length - 1];
  return last === 0x0a || last === 0x0d;
}

/** How a file was read: everything but its buildings, which go to the caller as they come. */
export interface ImportFileReading {
  format: ImportFormat;
  encoding: CsvEncoding;
  delimiter: string;
  options: RowReadOptions;
  header: RecognisedHeader;
  /** Data rows read. */
  rows: number;
  /** Rows refused, with their reasons. */
  issues: RowIssue[];
}

/** A file read into buildings and skipped rows, before matching against stored buildings. */
export interface ParsedImport extends ImportFileReading {
  buildings: ImportedBuilding[];
}

/** What {@link readImportFile} hands over after each chunk it read. */
export interface ImportBatch {
  /** Buildings read since the last batch, in file order. */
  buildings: ImportedBuilding[];
  header: RecognisedHeader;
}

/**
 * Reads an uploaded file: decodes it (BOM, UTF-8/16, Windows-1250/1252), finds the delimiter,
 * streams its records through csv-parse a chunk at a time, recognises the header row (the first
 * record that names a building's id, name or street, within the first 10), decides the number
 * and date conventions from the first 200 rows, and maps each row. After each chunk, the
 * buildings read so far go to `onBatch`, which is awaited: an import writes while it reads.
 * Throws {@link ImportFileRefusal} for a file that is not CSV text, has no recognisable header or
 * no data rows, or cannot be read as CSV (the line of the problem), which may come after some
 * batches; rows with bad cells are not fatal, they are returned as issues. A row with fewer
 * cells than the header (up to its last named column) is refused whole (`import.tooFewCells`;
 * `import.rowCut` for a last line without its line end: the file was cut off).
 */
export async function readImportFile(
  bytes: Uint8Array,
  onBatch: (batch: ImportBatch) => Promise<void> | void,
  chunking: Pick<CsvChunking, 'chunkBytes'> = {},
): Promise<ImportFileReading> {
  if (bytes.byteLength === 0) throw new ImportFileRefusal('file.empty', 1);
  try {
    const source = csvSourceOf(bytes);
    if (source.head.trim() === '' && source.text().trim() === '') {
      throw new ImportFileRefusal('file.empty', 1);
    }
    const delimiter = sniffDelimiter(source.head);
    // Set in the record callback, which the compiler's narrowing does not follow.
    let header = null as RecognisedHeader | null;
    let searched = 0;
    const pending: CsvRecord[] = [];
    let options = null as RowReadOptions | null;
    let buildings: ImportedBuilding[] = [];
    const issues: RowIssue[] = [];
    let rows = 0;
    // Cells up to the header's last named one: a row with fewer was cut short or lost a delimiter.
    let headerCells: readonly string[] = [];
    let width = 0;
    let lastLine = 0;
    const map = (record: CsvRecord, recognised: RecognisedHeader, read: RowReadOptions) => {
      rows += 1;
      lastLine = record.line;
      if (record.cells.length < width) {
        const missing = record.cells.length;
        issues.push({
          line: record.line,
          columnIndex: missing,
          column: headerCells[missing] ?? '',
          reason: 'import.tooFewCells',
          value: `${missing}/${width}`,
        });
        return;
      }
      const outcome = mapRow(record.cells, record.line, recognised, read);
      if (outcome.kind === 'building') buildings.push(outcome.building);
      else issues.push(...outcome.issues);
    };
    const decide = (recognised: RecognisedHeader) => {
      const chosen = chooseReadOptions(
        recognised,
        pending.map((row) => row.cells),
        delimiter,
      );
      for (const row of pending) map(row, recognised, chosen);
      pending.length = 0;
      return chosen;
    };
    const handOver = async () => {
      if (header === null || buildings.length === 0) return;
      const batch = buildings;
      buildings = [];
      await onBatch({ buildings: batch, header });
    };
    await forEachCsvRecordInChunks(
      source,
      { delimiter, ...chunking, afterChunk: handOver },
      (record) => {
        if (header === null) {
          searched += 1;
          const candidate = recogniseHeader(record.cells);
          if (isUsableHeader(candidate)) {
            header = candidate;
            headerCells = record.cells;
            width = widthOf(record.cells);
          }
          return header !== null || searched < HEADER_SEARCH_RECORDS;
        }
        if (options === null) {
          pending.push(record);
          if (pending.length >= SAMPLE_ROWS) options = decide(header);
          return true;
        }
        map(record, header, options);
        return true;
      },
    );
    if (header === null) throw new ImportFileRefusal('import.headerNotRecognised', 1);
    options ??= decide(header);
    await handOver();
    if (rows === 0) throw new ImportFileRefusal('import.noRows');
    // A last row without its line end that is short of cells: the file was cut off there.
    const last = issues[issues.length - 1];
    if (
      last?.line === lastLine &&
      last.reason === 'import.tooFewCells' &&
      !endsWithLineEnd(source.bytes)
    ) {
      last.reason = 'import.rowCut';
    }
    return {
      format: header.format,
      encoding: source.encoding,
      delimiter,
      options,
      header,
      rows,
      issues,
    };
  } catch (failure) {
    if (failure instanceof CsvReadError) throw new ImportFileRefusal(failure.code, failure.line);
    throw failure;
  }
}

/** {@link readImportFile} with all buildings at once. */
export async function parseImportFile(
  bytes: Uint8Array,
  chunking: Pick<CsvChunking, 'chunkBytes'> = {},
): Promise<ParsedImport> {
  const buildings: ImportedBuilding[] = [];
  const reading = await readImportFile(
    bytes,
    (batch) => {
      buildings.push(...batch.buildings);
    },
    chunking,
  );
  return { ...reading, buildings };
}
