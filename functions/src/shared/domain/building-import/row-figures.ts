/**
 * The annual figures of one row as the import keeps them: figures that say nothing left out, and
 * the years of a file with the years side by side taken apart.
 */
import type { ReportedFigures } from './imported-building.js';

/**
 * Figures that say nothing, as disclosure files write missing data (Seattle's "Missing Data"
 * rows report 0 for everything): a site EUI of 0, and electricity and natural gas both 0, are
 * left out (a real building uses some energy; one of the two at 0 is kept: an all-electric or
 * all-gas building).
 */
export function normaliseFigures(reported: Record<string, number>): void {
  if (reported['siteEuiKwhPerM2'] === 0) delete reported['siteEuiKwhPerM2'];
  if (reported['electricityKwh'] === 0 && (reported['naturalGasKwh'] ?? 0) === 0) {
    delete reported['electricityKwh'];
    delete reported['naturalGasKwh'];
  }
}

/**
 * The figures of a row with the years side by side: the latest year with a figure becomes
 * `reported` (with its `reportingYear`), unless the row names its year in a column of its own;
 * the other years are returned, latest first, each with its year.
 */
export function spreadYears(
  reported: Record<string, number>,
  byYear: ReadonlyMap<number, Record<string, number>>,
): ReportedFigures[] {
  const years = [...byYear.entries()]
    .map(([year, figures]) => {
      normaliseFigures(figures);
      return { year, figures };
    })
    .filter(({ figures }) => Object.keys(figures).length > 0)
    .sort((a, b) => b.year - a.year);
  const own = reported['reportingYear'];
  const main = own === undefined && Object.keys(reported).length === 0 ? years[0] : undefined;
  const others: ReportedFigures[] = [];
  for (const { year, figures } of years) {
    if (year === main?.year || year === own)
      Object.assign(reported, figures, { reportingYear: year });
    else others.push({ ...figures, reportingYear: year });
  }
  return others;
}
