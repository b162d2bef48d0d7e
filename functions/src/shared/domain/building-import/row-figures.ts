/**
 * The annual figures of one row as the import keeps them: figures that say nothing left out, and
 * the years of a file with the years side by side taken apart.
 */
import { REPORTED_CARRIER_KWH } from '../../schemas/stored/reported-year.js';
import type { ReportedFigures } from './imported-building.js';

/**
 * The energy of each carrier as the import keeps it, kWh/yr (`ReportedFigures`): the modelled
 * carriers' fields, and the other fuels kept but not modelled.
 */
export const CARRIER_FIGURES: readonly (
  | (typeof REPORTED_CARRIER_KWH)[keyof typeof REPORTED_CARRIER_KWH]
  | 'otherFuelKwh'
)[] = [...Object.values(REPORTED_CARRIER_KWH), 'otherFuelKwh'];

/**
 * A figure read into a row's figures: added to what the row already has for it (the columns of a
 * summed field, fuel oil's grades), rounded to 0.1 kWh as each cell is.
 */
export function addFigure(figures: Record<string, number>, key: string, value: number): void {
  const known = figures[key];
  figures[key] = known === undefined ? value : Math.round((known + value) * 10) / 10;
}

/**
 * Figures that say nothing, as disclosure files write missing data (Seattle's "Missing Data"
 * rows report 0 for everything): a site or source EUI or national median of 0, and every carrier
 * at 0, are left out (a real building uses some energy). When one carrier is not 0, the others'
 * zeros are kept: the file says the building bought none of them that year (an all-electric
 * building, a steam-heated one that bought no gas), which the metrics read as a total of 0
 * (docs/methodology.md, "Annual figures of an import"). A difference from the national median
 * becomes the median (`nationalMedianFromDifference`).
 */
export function normaliseFigures(reported: Record<string, number>): void {
  if (reported['siteEuiKwhPerM2'] === 0) delete reported['siteEuiKwhPerM2'];
  if (reported['sourceEuiKwhPerM2'] === 0) delete reported['sourceEuiKwhPerM2'];
  if (reported['nationalMedianSourceEuiKwhPerM2'] === 0) {
    delete reported['nationalMedianSourceEuiKwhPerM2'];
  }
  nationalMedianFromDifference(reported);
  if (CARRIER_FIGURES.every((key) => (reported[key] ?? 0) === 0)) {
    for (const key of CARRIER_FIGURES) delete reported[key];
  }
}

/**
 * Portfolio Manager's "Percent Better than National Median Source EUI" is, despite its name, the
 * source EUI's difference from the national median in percent, above zero when the building uses
 * more: in every row of Philadelphia's export, which gives the median too, it is (source EUI ÷
 * median − 1) × 100 to the rounding, and in San Francisco's it is above zero for low scores. A row
 * without the median but with the difference and its source EUI gets the median as source EUI ÷
 * (1 + difference ÷ 100), rounded to 0.1 kWh/m²·yr; the difference itself is not kept.
 */
function nationalMedianFromDifference(reported: Record<string, number>): void {
  const difference = reported['sourceEuiDifferencePct'];
  if (difference === undefined) return;
  delete reported['sourceEuiDifferencePct'];
  const source = reported['sourceEuiKwhPerM2'];
  if (reported['nationalMedianSourceEuiKwhPerM2'] !== undefined || !(source! > 0)) return;
  reported['nationalMedianSourceEuiKwhPerM2'] =
    Math.round((source! / (1 + difference / 100)) * 10) / 10;
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
