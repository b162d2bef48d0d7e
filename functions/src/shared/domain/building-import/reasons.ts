import type { CsvCellIssue } from '../csv/csv-values.js';

/**
 * Why a row was skipped: the cell readers' reasons (`cell.*`) and the import's own (`import.*`).
 * Each is an i18n key of the web app's `buildingImport` namespace under `reason.`.
 */
export const IMPORT_ROW_ISSUES = [
  'import.nameMissing',
  'import.tooLong',
  'import.notAWholeNumber',
  'import.yearOutOfRange',
  'import.outOfRange',
  'import.countryUnknown',
  'import.currencyUnknown',
  'import.duplicateId',
  'import.duplicateRow',
  'import.invalidValue',
  'import.tooFewCells',
  'import.rowCut',
] as const;
export type ImportRowIssue = (typeof IMPORT_ROW_ISSUES)[number];
export type RowIssueReason = ImportRowIssue | CsvCellIssue;

/**
 * Why a whole file was refused, besides the CSV reader's `file.*` reasons (i18n keys of the
 * `buildingImport` namespace, like the row issues).
 */
export const IMPORT_FILE_ERRORS = [
  'import.fileMissing',
  'import.notCsv',
  'import.fileTooLarge',
  'import.headerNotRecognised',
  'import.noRows',
  'import.writeFailed',
] as const;
export type ImportFileError = (typeof IMPORT_FILE_ERRORS)[number];
