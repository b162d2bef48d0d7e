import type { ImportedEntry } from '../../shared/domain/building-import/write-shapes.js';
import type { FileYears } from '../../shared/domain/building-import/plan.js';
import type { ImportedBuilding } from '../../shared/domain/building-import/imported-building.js';
import type { RowIssue } from '../../shared/domain/building-import/row-issues.js';
import {
  IMPORT_BUILDINGS_STORED_MAX,
  IMPORT_SKIPPED_LISTED_MAX,
  IMPORT_UNUSED_LISTED_MAX,
  type ImportReport,
} from '../../shared/schemas/contracts/building-import.js';
import type { ImportFileReading } from './parse-import.js';

type ListedBuilding = ImportReport['buildings'][number];

/**
 * The buildings of an import as they are written: the first `IMPORT_BUILDINGS_STORED_MAX`
 * listed for the report, and only the ids of the others (holding every row's data until the end
 * of a 46,615-row import kept it all from the garbage collector).
 */
export class ImportEntries {
  readonly listed: ListedBuilding[] = [];
  readonly ids: string[] = [];
  /** The buildings this import creates (their recompute is asked for after the commit). */
  readonly createdIds: string[] = [];
  /** Matched buildings nothing was written to (so far: a later row or year may change them). */
  private readonly unchangedIds = new Set<string>();
  private readonly listedAt = new Map<string, number>();

  get created(): number {
    return this.createdIds.length;
  }

  get unchanged(): number {
    return this.unchangedIds.size;
  }

  add(entry: ImportedEntry): void {
    this.ids.push(entry.buildingId);
    if (entry.action === 'created') this.createdIds.push(entry.buildingId);
    if (entry.action === 'unchanged') this.unchangedIds.add(entry.buildingId);
    if (this.listed.length >= IMPORT_BUILDINGS_STORED_MAX) return;
    this.listedAt.set(entry.buildingId, this.listed.length);
    this.listed.push(listedOf(entry.line, entry.buildingId, entry.action, entry.building));
  }

  /**
   * A later year's row of a building already added (multi-year files): the building is listed
   * with that row's line, name and figures, as its General Information now is.
   */
  later(buildingId: string, building: ImportedBuilding): void {
    const at = this.listedAt.get(buildingId);
    const known = at === undefined ? undefined : this.listed[at];
    if (at === undefined || !known) return;
    this.listed[at] = listedOf(building.line, buildingId, known.action, building);
  }

  /**
   * A matched building something is written to after all (a later year's General Information,
   * years of history whose figures changed): updated, not unchanged.
   */
  changed(buildingId: string): void {
    if (!this.unchangedIds.delete(buildingId)) return;
    const at = this.listedAt.get(buildingId);
    const known = at === undefined ? undefined : this.listed[at];
    if (at !== undefined && known) this.listed[at] = { ...known, action: 'updated' };
  }
}

function listedOf(
  line: number,
  buildingId: string,
  action: ListedBuilding['action'],
  building: ImportedBuilding,
): ListedBuilding {
  const { reported } = building;
  return {
    line,
    buildingId,
    action,
    name: building.general.name,
    ...(Object.keys(reported).length > 0 ? { reported } : {}),
  };
}

/**
 * Skipped rows per reason over all of an import's issues (listed or not), most rows first (then
 * by reason): a row counts once per reason, so a row with two bad cells of the same reason counts
 * once, and a row with problems of two reasons counts under both.
 */
export function skippedRowsByReason(issues: readonly RowIssue[]): ImportReport['skippedByReason'] {
  const lines = new Map<string, Set<number>>();
  for (const { reason, line } of issues) {
    let seen = lines.get(reason);
    if (!seen) lines.set(reason, (seen = new Set()));
    seen.add(line);
  }
  return [...lines]
    .map(([reason, seen]) => ({ reason, rows: seen.size }))
    .sort((a, b) => b.rows - a.rows || (a.reason < b.reason ? -1 : 1));
}

/**
 * The report of one import, as stored at `/imports/{uid}/{importId}` and answered: counts, the
 * buildings created and updated (the first `IMPORT_BUILDINGS_STORED_MAX`, with the annual figures
 * the file reported; `buildingsNotListed` counts the others), the skipped rows by line with each
 * problem (the first `IMPORT_SKIPPED_LISTED_MAX` problems) and the skipped rows per reason over all
 * of them, and the columns not read (the first `IMPORT_UNUSED_LISTED_MAX`, with the number of the
 * others). `skipped` counts rows, not problems (a row may have several).
 */
export function buildReport(input: {
  importId: string;
  fileName: string;
  nowMs: number;
  parsed: ImportFileReading;
  entries: ImportEntries;
  issues: readonly RowIssue[];
  /** The file's reporting years, when a building had several (see `ReportingYears`). */
  years?: FileYears | null;
  /** Annual figures kept as buildings' history. */
  historyYears?: number;
}): ImportReport {
  const { parsed, entries } = input;
  const issues = [...input.issues].sort(
    (a, b) => a.line - b.line || (a.columnIndex ?? -1) - (b.columnIndex ?? -1),
  );
  const skippedLines = new Set(issues.map((issue) => issue.line));
  const count = entries.ids.length;
  return {
    importId: input.importId,
    fileName: input.fileName.slice(0, 200),
    createdAtMs: input.nowMs,
    format: parsed.format,
    encoding: parsed.encoding,
    delimiter: parsed.delimiter,
    decimalSeparator: parsed.options.decimalSeparator,
    rows: parsed.rows,
    created: entries.created,
    updated: count - entries.created - entries.unchanged,
    unchanged: entries.unchanged,
    skipped: skippedLines.size,
    buildings: entries.listed,
    ...(count > entries.listed.length ? { buildingsNotListed: count - entries.listed.length } : {}),
    skippedRows: issues.slice(0, IMPORT_SKIPPED_LISTED_MAX),
    skippedRowsNotListed: Math.max(0, issues.length - IMPORT_SKIPPED_LISTED_MAX),
    skippedByReason: skippedRowsByReason(issues),
    unusedColumns: parsed.header.unused.slice(0, IMPORT_UNUSED_LISTED_MAX),
    ...(parsed.header.unused.length > IMPORT_UNUSED_LISTED_MAX
      ? { unusedColumnsNotListed: parsed.header.unused.length - IMPORT_UNUSED_LISTED_MAX }
      : {}),
    ...(input.years ? { years: input.years } : {}),
    historyYears: input.historyYears ?? 0,
  } as ImportReport;
}
