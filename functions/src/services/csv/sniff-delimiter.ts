/** The delimiter of an uploaded CSV file, as its writer's locale chose it (`,`, `;` or tab). */

export type CsvDelimiter = ',' | ';' | '\t';

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
