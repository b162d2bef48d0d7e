/**
 * The records of an uploaded CSV file read a chunk at a time, sharing the event loop with the
 * caller's work on them: a large file does not hold up the replies and requests in flight.
 */
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { parse as parseStream } from 'csv-parse';
import { CsvError } from 'csv-parse/sync';
import { LineNumbers, type CsvRecord } from './csv-line-numbers.js';
import { CsvReadError, readError } from './csv-read-error.js';
import type { CsvSource } from './decode-csv.js';
import { csvParseOptions } from './read-csv.js';
import type { CsvDelimiter } from './sniff-delimiter.js';

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
 * `forEachCsvRecord` over a {@link CsvSource}, fed to csv-parse's stream a chunk at a
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
  const parser = parseStream(csvParseOptions(options.delimiter, source.bytes.includes(0x0d)));
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
