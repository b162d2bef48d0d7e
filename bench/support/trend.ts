/**
 * Prints the trend of the headline figures from bench/results.jsonl as a Markdown table
 * (`node --import tsx bench/support/trend.ts`; docs/benchmarks.md).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseResults, trendTable } from './trend-table.ts';

const RESULTS_FILE = fileURLToPath(new URL('../results.jsonl', import.meta.url));

console.log(trendTable(parseResults(readFileSync(RESULTS_FILE, 'utf8'))));
console.log(
  '\nNormalised figures first (reference-machine units), as measured in parentheses; "+" marks a commit with uncommitted changes.',
);
