/**
 * One CSV row of a building import (ENERGY STAR Portfolio Manager exports, city benchmarking
 * files, our template) turned into a building, or skipped with its issues.
 */
import type { CellValue } from './cell-read.js';
import { planOf } from './column-plans.js';
import type { RecognisedHeader } from './header.js';
import type { ImportedBuilding } from './imported-building.js';
import type { RowReadOptions } from './read-options.js';
import { readFigureCell } from './read-figure-cell.js';
import { readGeneralCell } from './read-general-cell.js';
import { completeAddress } from './row-address.js';
import { addFigure, normaliseFigures, spreadYears } from './row-figures.js';
import { cellIssue, nameMissingIssue, schemaIssues, type RowIssue } from './row-issues.js';

/** What `mapRow` makes of one row: a building, or the issues that skipped the row. */
export type RowOutcome =
  | { kind: 'building'; building: ImportedBuilding }
  | { kind: 'skipped'; issues: RowIssue[] };

/**
 * Turns one data row into a building: every recognised cell is read (numbers in the file's
 * decimal convention, US units converted to m² and kWh, "Not Available" and empty cells as
 * absent); the name falls back to the street (city lists have no names). A row with any
 * unreadable cell, no name, or General Information the schema refuses is skipped with the line,
 * column and reason of each problem, so nothing of it is half imported. Cells beyond the header
 * (ragged rows) are ignored; missing trailing cells are empty.
 */
export function mapRow(
  cells: readonly string[],
  line: number,
  header: RecognisedHeader,
  options: RowReadOptions,
): RowOutcome {
  const issues: RowIssue[] = [];
  const general: Record<string, CellValue> = {};
  const reported: Record<string, number> = {};
  let externalId: string | undefined;
  let houseNumber: string | undefined;
  const byYear = new Map<number, Record<string, number>>();
  const plan = planOf(header, options);
  for (const { column, generalKey, reportedKey, repeated } of plan.columns) {
    const text = cells[column.index] ?? '';
    const read = reportedKey
      ? readFigureCell(text, column, reportedKey, options, repeated)
      : readGeneralCell(text, column, options, repeated);
    if (read.kind === 'invalid') {
      issues.push(cellIssue(line, column, read.reason, text));
      continue;
    }
    if (read.kind !== 'value') continue;
    if (generalKey) general[generalKey] = read.value;
    else if (reportedKey && column.year !== undefined) {
      const figures = byYear.get(column.year) ?? {};
      addFigure(figures, reportedKey, read.value as number);
      byYear.set(column.year, figures);
    } else if (reportedKey) addFigure(reported, reportedKey, read.value as number);
    else if (column.field === 'externalId') {
      externalId = `${column.alias.namespace ?? 'ext'}:${String(read.value)}`;
    } else if (column.field === 'houseNumber') houseNumber = String(read.value);
  }
  completeAddress(general, houseNumber, options.defaultCountry);
  normaliseFigures(reported);
  const otherYears = byYear.size > 0 ? spreadYears(reported, byYear) : [];
  if (general['name'] === undefined) issues.push(nameMissingIssue(line, header));
  if (issues.length > 0) return { kind: 'skipped', issues };

  const checked = plan.general.safeParse(general);
  if (!checked.success) {
    return { kind: 'skipped', issues: schemaIssues(line, checked.error.issues, header, cells) };
  }
  return {
    kind: 'building',
    building: {
      line,
      ...(externalId ? { externalId } : {}),
      general: checked.data,
      reported,
      ...(otherYears.length > 0 ? { otherYears } : {}),
    },
  };
}
