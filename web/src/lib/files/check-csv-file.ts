import { IMPORT_MAX_BYTES } from '@shared/schemas/contracts/building-import';

/** Why a picked file is refused before upload (spec 5.1; the server checks both again). */
export type CsvFileIssue = 'notCsv' | 'tooLarge';

/** Types browsers give CSV files; Windows reports Excel's, some systems none. */
const CSV_TYPES = new Set([
  'text/csv',
  'application/vnd.ms-excel',
  'text/plain',
  'application/csv',
  '',
]);

/**
 * Spec 5.1, for every CSV import (buildings, equipment): a CSV file (`.csv` name and a CSV-like
 * type), smaller than 10 MB ("File size must be less than 10MB": 10 MB itself is refused).
 */
export function checkCsvFile(file: { name: string; type: string; size: number }): CsvFileIssue | null {
  if (!/\.csv$/i.test(file.name.trim()) || !CSV_TYPES.has(file.type.toLowerCase())) return 'notCsv';
  if (file.size >= IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}
