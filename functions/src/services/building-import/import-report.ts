import type { ImportedEntry } from '../../shared/domain/building-import/writes.js';
import type { RowIssue } from '../../shared/domain/building-import/map-row.js';
import {
  IMPORT_BUILDINGS_STORED_MAX,
  IMPORT_SKIPPED_LISTED_MAX,
  IMPORT_UNUSED_LISTED_MAX,
  type ImportReport,
} from '../../shared/schemas/building-import.js';
import type { ImportFileReading } from './parse-import.js';

/**
 * The report of one import, as stored at `/imports/{uid}/{importId}` and answered: counts, the
 * buildings created and updated (the first `IMPORT_BUILDINGS_STORED_MAX`, with the annual figures
 * the file reported; `buildingsNotListed` counts the others), the skipped rows by line with each problem (the first
 * `IMPORT_SKIPPED_LISTED_MAX` problems), and the columns not read. `skipped` counts rows, not
 * problems (a row may have several). Every imported building starts in `pendingRecompute`.
 */
export function buildReport(input: {
  importId: string;
  fileName: string;
  nowMs: number;
  parsed: ImportFileReading;
  entries: readonly ImportedEntry[];
  issues: readonly RowIssue[];
}): ImportReport {
  const { parsed, entries } = input;
  const issues = [...input.issues].sort(
    (a, b) => a.line - b.line || (a.columnIndex ?? -1) - (b.columnIndex ?? -1),
  );
  const skippedLines = new Set(issues.map((issue) => issue.line));
  const created = entries.filter((entry) => entry.action === 'created').length;
  return {
    importId: input.importId,
    fileName: input.fileName.slice(0, 200),
    createdAtMs: input.nowMs,
    format: parsed.format,
    encoding: parsed.encoding,
    delimiter: parsed.delimiter,
    decimalSeparator: parsed.options.decimalSeparator,
    rows: parsed.rows,
    created,
    updated: entries.length - created,
    skipped: skippedLines.size,
    // Listed: the first IMPORT_BUILDINGS_STORED_MAX (mapping 46,615 entries to keep 1,000 took
    // 70 ms of an import's commit).
    buildings: entries.slice(0, IMPORT_BUILDINGS_STORED_MAX).map((entry) => ({
      line: entry.line,
      buildingId: entry.buildingId,
      action: entry.action,
      name: entry.name,
      ...(Object.keys(entry.building.reported).length > 0
        ? { reported: entry.building.reported }
        : {}),
    })),
    ...(entries.length > IMPORT_BUILDINGS_STORED_MAX
      ? { buildingsNotListed: entries.length - IMPORT_BUILDINGS_STORED_MAX }
      : {}),
    skippedRows: issues.slice(0, IMPORT_SKIPPED_LISTED_MAX),
    skippedRowsNotListed: Math.max(0, issues.length - IMPORT_SKIPPED_LISTED_MAX),
    unusedColumns: parsed.header.unused.slice(0, IMPORT_UNUSED_LISTED_MAX),
    ...(entries.length > 0
      ? { pendingRecompute: Object.fromEntries(entries.map((entry) => [entry.buildingId, true])) }
      : {}),
  } as ImportReport;
}
