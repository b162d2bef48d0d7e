import { CsvError, parse } from 'csv-parse/sync';

/**
 * Turning an uploaded CSV file into records: the encoding people's spreadsheets really write,
 * the delimiter their locale uses, and csv-parse reading it as a stream of records that keep
 * their line numbers, so every problem can be reported by line.
 */

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1250' | 'windows-1252';
export type CsvDelimiter = ',' | ';' | '\t';

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

/** One record: its cells as written, and the 1-based line of the file where it starts. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** Letters only Central European (Czech, Slovak, Polish, Hungarian) text has. */
const CENTRAL_EUROPEAN = /[ěščřžťďňůĚŠČŘŽŤĎŇŮąęłńśźżĄĘŁŃŚŹŻőűŐŰĺľŕĹĽŔ]/g;
/** Letters Western European text has that Windows-1250 would show as Central European ones. */
const WESTERN_EUROPEAN = /[èìòùøåæœïîêâûÈÌÒÙØÅÆŒÏÎÊÂÛ]/g;
/** Whether text holds control characters besides tab, line feed and carriage return. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * Decodes an uploaded file: a byte-order mark decides (UTF-8, UTF-16 LE/BE); otherwise valid
 * UTF-8 is UTF-8, and anything else is a single-byte Windows code page: 1250 (Czech Excel) when
 * that reading gives more Central European letters than 1252 gives Western ones, else 1252.
 * Throws `file.notText` for binary content (NUL and other control bytes).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  let decoded: { text: string; encoding: CsvEncoding };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    decoded = { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    decoded = { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    decoded = { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  } else {
    try {
      decoded = {
        text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
        encoding: 'utf-8',
      };
    } catch {
      const central = new TextDecoder('windows-1250').decode(bytes);
      const western = new TextDecoder('windows-1252').decode(bytes);
      decoded =
        count(central, CENTRAL_EUROPEAN) > count(western, WESTERN_EUROPEAN)
          ? { text: central, encoding: 'windows-1250' }
          : { text: western, encoding: 'windows-1252' };
    }
  }
  if (looksBinary(decoded.text.slice(0, 64 * 1024))) throw new CsvReadError('file.notText', 1);
  return decoded;
}

const DELIMITERS: readonly CsvDelimiter[] = [';', '\t', ','];

/** Counts of each delimiter outside double quotes on one line. */
function delimiterCounts(line: string): Record<CsvDelimiter, number> {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === ';' || char === '\t')) counts[char] += 1;
  }
  return counts;
}

/** The first `count` non-blank lines of `text`, without splitting the rest of it. */
function firstLines(text: string, count: number): string[] {
  const lines: string[] = [];
  const breaks = /\r?\n|\r/g;
  let start = 0;
  while (lines.length < count && start <= text.length) {
    const found = breaks.exec(text);
    const end = found ? found.index : text.length;
    const line = text.slice(start, end);
    if (line.trim() !== '') lines.push(line);
    if (!found) break;
    start = breaks.lastIndex;
  }
  return lines;
}

/**
 * Finds the delimiter from the first non-blank lines: the one that appears the same number of
 * times (and at least once) on the most lines; on a tie `;` before tab before `,`, since a
 * `;` file with decimal commas also has commas on every line.
 */
export function sniffDelimiter(text: string): CsvDelimiter {
  const lines = firstLines(text, 20);
  let best: CsvDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of DELIMITERS) {
    const frequency = new Map<number, number>();
    for (const line of lines) {
      const n = delimiterCounts(line)[delimiter];
      if (n > 0) frequency.set(n, (frequency.get(n) ?? 0) + 1);
    }
    const score = Math.max(0, ...frequency.values());
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

function newlinesIn(cells: readonly string[]): number {
  let lines = 0;
  for (const cell of cells) {
    if (cell.includes('\n') || cell.includes('\r')) lines += count(cell, /\r\n|\r|\n/g);
  }
  return lines;
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

function readError(
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

/** Thrown from a record callback to end the reading early; never leaves this module. */
const STOP = Symbol('stop reading');

/**
 * Reads the records of a decoded CSV text with csv-parse and hands each to `onRecord` as it is
 * read (no array of all records, no stream): rows may have more or fewer cells than the header
 * (ragged rows are the caller's to judge), blank lines and lines of only delimiters are skipped,
 * quotes may appear inside unquoted cells. Each record carries the line it starts on. `onRecord`
 * answers false to stop reading. A file that cannot be read (an unclosed quote) throws
 * `CsvReadError`.
 */
export function forEachCsvRecord(
  text: string,
  options: { delimiter: CsvDelimiter },
  onRecord: (record: CsvRecord) => boolean | void,
): void {
  let lastLine = 1;
  try {
    parse(text, {
      delimiter: options.delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      on_record: (record: string[], context: { lines: number }) => {
        lastLine = context.lines;
        if (record.every((cell) => cell.trim() === '')) return null;
        if (onRecord({ line: context.lines - newlinesIn(record), cells: record }) === false) {
          throw STOP;
        }
        return null;
      },
    });
  } catch (error) {
    if (error === STOP) return;
    throw readError(error, lastLine, text, options.delimiter);
  }
}

/** The records of {@link forEachCsvRecord}, as an async iterable. */
export async function* readCsvRecords(
  text: string,
  options: { delimiter: CsvDelimiter },
): AsyncGenerator<CsvRecord> {
  const records: CsvRecord[] = [];
  forEachCsvRecord(text, options, (record) => {
    records.push(record);
  });
  yield* records;
}
