/**
 * The line each CSV record starts on, counted as csv-parse's records come (see
 * {@link LineNumbers}).
 */

/** One record: its cells as written, and the 1-based line of the file where it starts. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

function newlinesIn(cells: readonly string[]): number {
  let lines = 0;
  for (const cell of cells) {
    if (cell.includes('\n') || cell.includes('\r')) lines += cell.match(/\r\n|\r|\n/g)?.length ?? 0;
  }
  return lines;
}

/**
 * Numbers csv-parse's records by the line each starts on, counted here rather than asked of
 * csv-parse (whose count takes a CRLF inside a quoted cell for two lines, and whose per-record
 * context object cost a tenth of the reading): blank lines come through as records (one line
 * each), and a record spans one line more than the line breaks inside its quoted cells (the
 * record delimiters are exactly the line breaks). Answers null for a blank record (only
 * whitespace and delimiters), which the readers skip; `next` is the line after the last record.
 */
export class LineNumbers {
  next = 1;

  record(cells: string[]): CsvRecord | null {
    const line = this.next;
    this.next += 1 + newlinesIn(cells);
    return cells.every((cell) => cell.trim() === '') ? null : { line, cells };
  }
}
