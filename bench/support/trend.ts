/**
 * Prints the trend of the headline figures from bench/results.jsonl as a Markdown table
 * (`node --import tsx bench/support/trend.ts`; docs/benchmarks.md).
 */
import { readFileSync } from 'node:fs';
import { RESULTS_FILE } from './figures.ts';
import { REFERENCE_DRIFT_LIMIT } from './reference-after.ts';
import { parseResults, trendTable } from './trend-table.ts';

console.log(trendTable(parseResults(readFileSync(RESULTS_FILE, 'utf8'))));
console.log(
  `\nNormalised figures first (reference-machine units), as measured in parentheses; "≈" marks a normalised figure whose bench saw the reference workload change more than ${REFERENCE_DRIFT_LIMIT} times between before and after it (approximate); "+" marks a commit with uncommitted changes.`,
);
