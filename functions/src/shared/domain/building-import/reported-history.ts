/**
 * A row's annual figures as the building's history, `buildings/{id}/reportedYears/{year}`
 * (`reportedYearSchema`): the years of a new building, and the years of a matched building whose
 * figures changed.
 */
import type { ReportedYear } from '../../schemas/stored/reported-year.js';
import type { ImportedBuilding, ReportedFigures } from './imported-building.js';
import { CARRIER_FIGURES } from './row-figures.js';
import type { PathWrite, StoredSections } from './write-shapes.js';

/** Writes of a matched building's history, and what each replaces (null: nothing). */
export interface HistoryWrites {
  writes: PathWrite[];
  before: unknown[];
  /** Years of the row, written or already stored as they are. */
  years: number;
}

/** The figures of two years of history are the same (which import and line aside). */
function sameFigures(a: Partial<ReportedYear>, b: ReportedYear): boolean {
  return (
    CARRIER_FIGURES.every((key) => a[key] === b[key]) &&
    a.siteEuiKwhPerM2 === b.siteEuiKwhPerM2 &&
    a.energyStarScore === b.energyStarScore &&
    a.sourceEuiKwhPerM2 === b.sourceEuiKwhPerM2 &&
    a.nationalMedianSourceEuiKwhPerM2 === b.nationalMedianSourceEuiKwhPerM2
  );
}

/**
 * The row's annual figures as the building's history, by reporting year (`reportedYearSchema`;
 * the years side by side of a wide file too), each kept with `importId` and the row's line; none
 * for figures without a year, or a year without figures.
 */
export function reportedYearsOf(
  building: ImportedBuilding,
  importId: string,
): Record<string, ReportedYear> | null {
  let years: Record<string, ReportedYear> | null = null;
  const add = (figures: ReportedFigures) => {
    const { reportingYear } = figures;
    if (reportingYear === undefined) return;
    // Built field by field: one row in, one small object out (46,615 rows of an export).
    const year: ReportedYear = { importId, line: building.line };
    let any = false;
    for (const key of CARRIER_FIGURES) {
      const kwh = figures[key];
      if (kwh === undefined) continue;
      year[key] = kwh;
      any = true;
    }
    if (figures.siteEuiKwhPerM2 !== undefined) {
      year.siteEuiKwhPerM2 = figures.siteEuiKwhPerM2;
      any = true;
    }
    if (figures.energyStarScore !== undefined) {
      year.energyStarScore = figures.energyStarScore;
      any = true;
    }
    if (figures.sourceEuiKwhPerM2 !== undefined) {
      year.sourceEuiKwhPerM2 = figures.sourceEuiKwhPerM2;
      any = true;
    }
    if (figures.nationalMedianSourceEuiKwhPerM2 !== undefined) {
      year.nationalMedianSourceEuiKwhPerM2 = figures.nationalMedianSourceEuiKwhPerM2;
      any = true;
    }
    if (any) (years ??= {})[String(reportingYear)] = year;
  };
  add(building.reported);
  for (const other of building.otherYears ?? []) add(other);
  return years;
}

/** Years of history as writes of one path per year. */
export function historyWrites(
  buildingId: string,
  years: Record<string, ReportedYear> | null,
): PathWrite[] {
  return Object.entries(years ?? {}).map(([year, value]) => ({
    path: `buildings/${buildingId}/reportedYears/${year}`,
    value,
  }));
}

/**
 * The history of a matched building: each year whose figures differ from the stored ones
 * (a re-import of the same figures keeps the import that first stored them, and writes
 * nothing), with the stored value each write replaces.
 */
export function matchedHistoryWrites(
  buildingId: string,
  years: Record<string, ReportedYear> | null,
  stored: NonNullable<StoredSections['reportedYears']>,
): HistoryWrites {
  const out: HistoryWrites = { writes: [], before: [], years: 0 };
  for (const [year, value] of Object.entries(years ?? {})) {
    out.years += 1;
    const known = stored[year];
    if (known && sameFigures(known, value)) continue;
    out.writes.push({ path: `buildings/${buildingId}/reportedYears/${year}`, value });
    out.before.push(known ?? null);
  }
  return out;
}
