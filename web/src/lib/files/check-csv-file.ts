import { IMPORT_MAX_BYTES } from '@shared/schemas/contracts/building-import';

/** Why a picked file is refused before upload (spec 5.1; the server checks both again). */
export type CsvFileIssue = 'notCsv' | 'tooLarge';

/** Which files an upload takes: the endings of their names and the largest size accepted. */
export interface CsvFileRules {
  /** Name endings without the dot, lower case: `csv`, `txt`. */
  extensions: readonly string[];
  /** The largest file accepted, in bytes (as the server that receives it counts). */
  largestBytes: number;
}

/**
 * Spec 5.1, every CSV import (buildings, equipment): a `.csv` file smaller than 10 MB ("File size
 * must be less than 10MB": 10 MB itself is refused, as the import functions refuse it).
 */
export const CSV_IMPORT_FILES: CsvFileRules = {
  extensions: ['csv'],
  largestBytes: IMPORT_MAX_BYTES - 1,
};

/** Types browsers give CSV and text files; Windows reports Excel's, some systems none. */
const CSV_TYPES = new Set([
  'text/csv',
  'application/vnd.ms-excel',
  'text/plain',
  'application/csv',
  '',
]);

/**
 * A file an upload of `rules` takes: a name with one of its endings and a CSV-like type, no larger
 * than its limit. Otherwise why not, which the upload shows before anything is sent.
 */
export function checkCsvFile(
  file: { name: string; type: string; size: number },
  rules: CsvFileRules = CSV_IMPORT_FILES,
): CsvFileIssue | null {
  const ending = /\.([^.]+)$/.exec(file.name.trim())?.[1]?.toLowerCase() ?? '';
  if (!rules.extensions.includes(ending) || !CSV_TYPES.has(file.type.toLowerCase()))
    return 'notCsv';
  if (file.size > rules.largestBytes) return 'tooLarge';
  return null;
}

/** The media type a file chooser filters each name ending by. */
const TYPE_OF_ENDING: Readonly<Record<string, string>> = { csv: 'text/csv', txt: 'text/plain' };

/** The file chooser's `accept` of `rules`: their name endings, then those endings' types. */
export function acceptOf(rules: CsvFileRules): string {
  const endings = rules.extensions.map((extension) => `.${extension}`);
  const types = rules.extensions.flatMap((extension) => TYPE_OF_ENDING[extension] ?? []);
  return [...endings, ...types].join(',');
}
