import { isUtf8 } from 'node:buffer';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { parse as parseStream } from 'csv-parse';
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
      decoded = decodeSingleByte(bytes);
    }
  }
  if (looksBinary(decoded.text.slice(0, HEAD_CHARS))) throw new CsvReadError('file.notText', 1);
  return decoded;
}

/** Characters of a file's start that are checked for binary content and sniffed. */
const HEAD_CHARS = 64 * 1024;

/** A file that is not UTF-8, read as Windows-1250 or 1252 (see {@link decodeCsvBytes}). */
function decodeSingleByte(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const central = new TextDecoder('windows-1250').decode(bytes);
  const western = new TextDecoder('windows-1252').decode(bytes);
  return count(central, CENTRAL_EUROPEAN) > count(western, WESTERN_EUROPEAN)
    ? { text: central, encoding: 'windows-1250' }
    : { text: western, encoding: 'windows-1252' };
}

/** An uploaded file ready for csv-parse, which reads bytes: UTF-8, whatever it was written in. */
export interface CsvSource {
  /** The file as UTF-8 without byte-order mark. */
  bytes: Uint8Array;
  /** What the file was written in. */
  encoding: CsvEncoding;
  /** The file's first 64 K characters, for sniffing the delimiter. */
  head: string;
  /** The whole text (decoded when asked: only a file that cannot be read needs it). */
  text(): string;
}

/**
 * {@link decodeCsvBytes} without decoding a UTF-8 file into one large string only to encode it
 * again for csv-parse: a UTF-8 file (the usual case) is checked and passed on as it is; UTF-16
 * and single-byte files are decoded and encoded as UTF-8. Same encodings and refusals.
 */
export function csvSourceOf(bytes: Uint8Array): CsvSource {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const utf8 = bom ? bytes.subarray(3) : bytes;
  if (!(bytes[0] === 0xff && bytes[1] === 0xfe) && !(bytes[0] === 0xfe && bytes[1] === 0xff)) {
    if (bom || isUtf8(utf8)) {
      // A character cut at the end of the head decodes to U+FFFD, which is harmless here.
      const head = new TextDecoder('utf-8').decode(utf8.subarray(0, HEAD_CHARS));
      if (looksBinary(head)) throw new CsvReadError('file.notText', 1);
      let text: string | null = null;
      return {
        bytes: utf8,
        encoding: 'utf-8',
        head,
        text: () => (text ??= new TextDecoder('utf-8').decode(utf8)),
      };
    }
  }
  const { text, encoding } = decodeCsvBytes(bytes);
  return {
    bytes: Buffer.from(text, 'utf8'),
    encoding,
    head: text.slice(0, HEAD_CHARS),
    text: () => text,
  };
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

/** How both readers have csv-parse read a file (with the delimiter sniffed for it). */
function parseOptions(delimiter: CsvDelimiter) {
  return {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  };
}

/**
 * Numbers csv-parse's records by the line each starts on, counted here rather than asked of
 * csv-parse (whose count takes a CRLF inside a quoted cell for two lines, and whose per-record
 * context object cost a tenth of the reading): blank lines come through as records (one line
 * each), and a record spans one line more than the line breaks inside its quoted cells (the
 * record delimiters are exactly the line breaks). Answers null for a blank record (only
 * whitespace and delimiters), which the readers skip; `next` is the line after the last record.
 */
class LineNumbers {
  next = 1;

  record(cells: string[]): CsvRecord | null {
    const line = this.next;
    this.next += 1 + newlinesIn(cells);
    return cells.every((cell) => cell.trim() === '') ? null : { line, cells };
  }
}

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
  const lines = new LineNumbers();
  try {
    parse(text, {
      ...parseOptions(options.delimiter),
      bom: true,
      on_record: (cells: string[]) => {
        const record = lines.record(cells);
        if (record && onRecord(record) === false) throw STOP;
        return null;
      },
    });
  } catch (error) {
    if (error === STOP) return;
    throw readError(error, lines.next, text, options.delimiter);
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

/** How {@link forEachCsvRecordInChunks} shares the event loop. */
export interface CsvChunking {
  /** Bytes handed to csv-parse at a time (256 KiB when not given). */
  chunkBytes?: number;
  /**
   * Awaited after each chunk, before the next: where the caller does its own work with the
   * records read so far. The event loop runs at least once between chunks (a macrotask), so
   * that replies and requests in flight move on while a large file is read.
   */
  afterChunk?: () => Promise<void> | void;
}

/**
 * {@link forEachCsvRecord} over a {@link CsvSource}, fed to csv-parse's stream a chunk at a
 * time (records still reach `onRecord` one by one, with their lines). The same records,
 * refusals and early stop; an exception thrown by `onRecord` ends the reading and is rethrown.
 */
export async function forEachCsvRecordInChunks(
  source: CsvSource,
  options: { delimiter: CsvDelimiter } & CsvChunking,
  onRecord: (record: CsvRecord) => boolean | void,
): Promise<void> {
  const lines = new LineNumbers();
  let stopped = false;
  // Set in callbacks, which the compiler's narrowing does not follow.
  let failure = null as { error: unknown } | null;
  const parser = parseStream(parseOptions(options.delimiter));
  parser.on('error', (error) => {
    failure ??= { error };
  });
  const drain = () => {
    for (let record = parser.read() as string[] | null; record !== null;) {
      const numbered = stopped ? null : lines.record(record);
      if (numbered) {
        try {
          if (onRecord(numbered) === false) stopped = true;
        } catch (error) {
          failure ??= { error };
          stopped = true;
        }
      }
      record = parser.read() as string[] | null;
    }
  };
  const fail = (found: { error: unknown }): never => {
    parser.destroy();
    if (found.error instanceof CsvError || found.error instanceof CsvReadError) {
      throw found.error instanceof CsvReadError
        ? found.error
        : readError(found.error, lines.next, source.text(), options.delimiter);
    }
    throw found.error;
  };
  const chunkBytes = options.chunkBytes ?? 256 * 1024;
  const { bytes } = source;
  for (let at = 0; at < bytes.length && !stopped; at += chunkBytes) {
    parser.write(bytes.subarray(at, at + chunkBytes));
    drain();
    await nextMacrotask();
    if (failure === null) await options.afterChunk?.();
    if (failure !== null) return fail(failure);
  }
  if (!stopped) {
    await new Promise<void>((resolve) => {
      parser.once('end', resolve);
      parser.once('error', () => resolve());
      parser.on('readable', drain);
      parser.end();
    });
    drain();
    await options.afterChunk?.();
  }
  parser.destroy();
  if (failure !== null) fail(failure);
}
