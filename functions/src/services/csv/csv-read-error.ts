/**
 * Why an uploaded CSV file as a whole cannot be read, told by the line the user needs: csv-parse's
 * errors turned into {@link CsvReadError}, an unclosed quote at the line that opens it.
 */
import { CsvError } from 'csv-parse/sync';
import type { CsvDelimiter } from './sniff-delimiter.js';

/** A file-level reason a CSV cannot be read (i18n keys of the `csv` namespace). */
export type CsvFileIssue = 'file.empty' | 'file.notText' | 'file.unclosedQuote' | 'file.malformed';

/** Thrown while reading when the file as a whole cannot be read; `line` is 1-based. */
export class CsvReadError extends Error {
  constructor(
    readonly code: CsvFileIssue,
    readonly line: number,
  ) {
    super(`${code} at line ${line}`);
    this.name = 'CsvReadError';
  }
}

/**
 * The line of the quote that opens a field and is never closed: csv-parse reports an unclosed
 * quote at the end of the file, but the user needs the line that opened it. A quote opens a
 * quoted field only at the start of a field (elsewhere it is text, as `relax_quotes` reads it).
 */
function openQuoteLine(text: string, delimiter: CsvDelimiter): number | null {
  let line = 1;
  let openedAt: number | null = null;
  let fieldStart = true;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (openedAt !== null) {
      if (char === '"') {
        if (text[i + 1] === '"') i += 1;
        else {
          openedAt = null;
          fieldStart = false;
        }
      } else if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
      continue;
    }
    if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) {
      line += 1;
      fieldStart = true;
    } else if (char === delimiter) fieldStart = true;
    else if (char === '"' && fieldStart) openedAt = line;
    else if (char !== '\r') fieldStart = false;
  }
  return openedAt;
}

/**
 * What csv-parse's `error` means for the user: `file.unclosedQuote` at the line that opens the
 * quote, else `file.malformed` at csv-parse's line (`fallbackLine` when it gives none).
 */
export function readError(
  error: unknown,
  fallbackLine: number,
  text: string,
  delimiter: CsvDelimiter,
): CsvReadError {
  if (error instanceof CsvError) {
    if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
      return new CsvReadError('file.unclosedQuote', openQuoteLine(text, delimiter) ?? fallbackLine);
    }
    const line = typeof error['lines'] === 'number' ? error['lines'] : fallbackLine;
    return new CsvReadError('file.malformed', line);
  }
  return new CsvReadError('file.malformed', fallbackLine);
}
