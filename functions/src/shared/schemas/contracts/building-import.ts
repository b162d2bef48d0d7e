import { z } from 'zod';
import { reportedYearSchema } from '../stored/reported-year.js';

/** The kinds of file the import recognises by their header row. */
export const IMPORT_FORMATS = [
  'template',
  'portfolioManager',
  'coveredBuildings',
  'cityBenchmarking',
  'other',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * Largest accepted import file: spec 9.1 "maximum file size 10MB", and spec 8 refuses a file
 * "10MB or larger", so an accepted file has at most `IMPORT_MAX_BYTES - 1` bytes (1 MB = 2^20 B,
 * as browsers and operating systems show file sizes).
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Skipped rows listed in a report; beyond this the report says how many more there were. */
export const IMPORT_SKIPPED_LISTED_MAX = 1000;
/**
 * Buildings listed in an import's report (stored and answered; `buildingsNotListed` counts the
 * others): 46,615 entries are ~9 MB, too much for the update that commits an import and for an
 * answer whose dialog shows 50 of them.
 */
export const IMPORT_BUILDINGS_STORED_MAX = 1000;
/** Unused columns listed in a report (a full Portfolio Manager export has ~250 columns). */
export const IMPORT_UNUSED_LISTED_MAX = 300;
/** The multipart field that carries the file. */
export const IMPORT_FILE_FIELD = 'file';

const line = z.int().min(1);

/** A skipped row: line, column (index and header as written), reason (an i18n key) and value. */
export const importRowIssueSchema = z.object({
  line,
  columnIndex: z.int().min(0).optional(),
  column: z.string().optional(),
  reason: z.string(),
  value: z.string().optional(),
});
export type ImportRowIssueEntry = z.infer<typeof importRowIssueSchema>;

/**
 * Annual figures the file reported for a building, kept only in the report: the fields of a
 * stored reported year (`reportedYearSchema`, kWh and kWh/m²·yr) without its import and line,
 * with the year they are for.
 */
export const reportedFiguresSchema = z.object({
  ...reportedYearSchema.omit({ importId: true, line: true }).shape,
  reportingYear: z.int().optional(),
});

/** A building the import created, updated, or matched without a change (nothing written). */
export const importedBuildingEntrySchema = z.object({
  line,
  buildingId: z.string(),
  action: z.enum(['created', 'updated', 'unchanged']),
  name: z.string(),
  reported: reportedFiguresSchema.optional(),
});
export type ImportedBuildingEntry = z.infer<typeof importedBuildingEntrySchema>;

/** A column of the file that the import did not read. */
export const unusedColumnSchema = z.object({
  index: z.int().min(0),
  header: z.string(),
  reason: z.enum(['unknown', 'duplicate', 'wrongUnit']),
});

/**
 * `/imports/{uid}/{importId}` (written by the `imports` function only) and the function's answer:
 * what the file was, how it was read, and what became of each row. Lists the database would
 * drop when empty default to `[]` when read back.
 */
export const importReportSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  createdAtMs: z.int().min(0),
  format: z.enum(IMPORT_FORMATS),
  encoding: z.string(),
  delimiter: z.string(),
  decimalSeparator: z.enum(['.', ',']),
  /** Data rows read (blank lines not counted). */
  rows: z.int().min(0),
  created: z.int().min(0),
  updated: z.int().min(0),
  /** Matched buildings the file leaves as they are: nothing written to them. */
  unchanged: z.int().min(0).default(0),
  skipped: z.int().min(0),
  buildings: z.array(importedBuildingEntrySchema).default([]),
  /** Buildings not listed in `buildings` (a report lists the first 1,000). */
  buildingsNotListed: z.int().min(0).optional(),
  skippedRows: z.array(importRowIssueSchema).default([]),
  /** Issues not listed in `skippedRows` (beyond `IMPORT_SKIPPED_LISTED_MAX`). */
  skippedRowsNotListed: z.int().min(0).default(0),
  unusedColumns: z.array(unusedColumnSchema).default([]),
  /** Columns not read beyond those listed in `unusedColumns`. */
  unusedColumnsNotListed: z.int().min(0).optional(),
  /**
   * Skipped rows per reason (an i18n key, as in `skippedRows`), over every skipped row, listed
   * or not; a row with two problems of different reasons counts under both. A list, not a record
   * by reason: the keys of a stored record cannot hold the reasons' `.` (RTDB keys exclude
   * `.`, `#`, `$`, `[`, `]` and `/`, see firebase.google.com/docs/database/web/structure-data).
   */
  skippedByReason: z.array(z.object({ reason: z.string(), rows: z.int().min(1) })).default([]),
  /**
   * A file with several reporting years per building (by id, else name and address): each
   * building takes the row of its latest year as its General Information, and every year's
   * annual figures are kept as its history (`/buildings/{id}/reportedYears`).
   */
  years: z
    .object({
      first: z.int(),
      last: z.int(),
      /** Rows of an earlier year of a building of the file, kept as history only. */
      earlierRows: z.int().min(0),
    })
    .optional(),
  /** Annual figures stored as buildings' history (`/buildings/{id}/reportedYears/{year}`). */
  historyYears: z.int().min(0).default(0),
  /**
   * True when the new buildings' figures could not be asked for once they were stored (the
   * recompute queue refused): they are stored and listed, and the nightly run computes them.
   */
  figuresDelayed: z.literal(true).optional(),
  /**
   * For benchmarks and logs (ms): `receive` the upload's multipart body read, `read` reading the
   * file, `match` matching its rows and packing their writes (both while steps are written),
   * `write` what was left to write after reading, `queue` asking for the new buildings' figures,
   * `tell` the importer's message.
   */
  timingsMs: z
    .object({
      receive: z.number().min(0).optional(),
      read: z.number().min(0),
      match: z.number().min(0),
      write: z.number().min(0),
      queue: z.number().min(0).optional(),
      tell: z.number().min(0).optional(),
    })
    .optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** The function's refusal of a whole file: an i18n key (`import.*` or the CSV reader's `file.*`). */
export interface ImportErrorReply {
  code: string;
  message: string;
  reason: string;
  line?: number;
}
