import { describe, expect, it } from 'vitest';
import type { UnusedColumn } from '../../shared/domain/building-import/header.js';
import type { RowIssue } from '../../shared/domain/building-import/row-issues.js';
import {
  IMPORT_SKIPPED_LISTED_MAX,
  IMPORT_UNUSED_LISTED_MAX,
  importReportSchema,
} from '../../shared/schemas/contracts/building-import.js';
import { buildReport, ImportEntries, skippedRowsByReason } from './import-report.js';
import type { ImportFileReading } from './parse-import.js';

function reading(rows: number, unused: UnusedColumn[] = []): ImportFileReading {
  return {
    format: 'template',
    encoding: 'utf-8',
    delimiter: ',',
    options: { decimalSeparator: '.', dayFirst: false },
    header: { format: 'template', columns: [], unused },
    rows,
    issues: [],
  };
}

function report(issues: RowIssue[], unused: UnusedColumn[] = [], rows = 10) {
  return buildReport({
    importId: 'i1',
    fileName: 'a.csv',
    nowMs: 0,
    parsed: reading(rows, unused),
    entries: new ImportEntries(),
    issues,
  });
}

/** Keys the Realtime Database refuses (firebase.google.com/docs/database/web/structure-data). */
function badKeys(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => [
    ...(/[.#$[\]/]/.test(key) ? [`${path}/${key}`] : []),
    ...badKeys(child, `${path}/${key}`),
  ]);
}

describe('skippedRowsByReason', () => {
  it('counts rows per reason, most first: a row once per reason, under each of its reasons', () => {
    expect(
      skippedRowsByReason([
        { line: 2, reason: 'cell.notANumber', columnIndex: 3 },
        { line: 2, reason: 'cell.notANumber', columnIndex: 4 },
        { line: 2, reason: 'import.countryUnknown', columnIndex: 5 },
        { line: 3, reason: 'import.countryUnknown', columnIndex: 5 },
        { line: 4, reason: 'import.countryUnknown', columnIndex: 5 },
        { line: 5, reason: 'import.duplicateId' },
        { line: 6, reason: 'cell.notANumber', columnIndex: 3 },
      ]),
    ).toEqual([
      { reason: 'import.countryUnknown', rows: 3 },
      { reason: 'cell.notANumber', rows: 2 },
      { reason: 'import.duplicateId', rows: 1 },
    ]);
    expect(skippedRowsByReason([])).toEqual([]);
  });
});

describe('buildReport', () => {
  it('counts every skipped row by reason, also those beyond the listed ones', () => {
    const many = Array.from({ length: IMPORT_SKIPPED_LISTED_MAX + 5 }, (_, index): RowIssue => ({
      line: index + 2,
      reason: 'import.nameMissing',
    }));
    const built = report([...many, { line: 2, reason: 'cell.notANumber', column: 'Year' }]);
    expect(built.skipped).toBe(IMPORT_SKIPPED_LISTED_MAX + 5);
    expect(built.skippedRows).toHaveLength(IMPORT_SKIPPED_LISTED_MAX);
    expect(built.skippedByReason).toEqual([
      { reason: 'import.nameMissing', rows: IMPORT_SKIPPED_LISTED_MAX + 5 },
      { reason: 'cell.notANumber', rows: 1 },
    ]);
  });

  it('counts matched buildings left as they were apart from the updated ones', () => {
    const entries = new ImportEntries();
    const building = (name: string) => ({ line: 2, general: { name }, reported: {} });
    const entry = (buildingId: string, action: 'created' | 'updated' | 'unchanged') => ({
      line: 2,
      buildingId,
      action,
      name: buildingId,
      building: building(buildingId),
    });
    entries.add(entry('b-new', 'created'));
    entries.add(entry('b-edited', 'updated'));
    entries.add(entry('b-same', 'unchanged'));
    entries.add(entry('b-history', 'unchanged'));
    // A later year, or a year of history whose figures changed, is written to it after all.
    entries.changed('b-history');
    entries.changed('b-edited');
    const built = buildReport({
      importId: 'i1',
      fileName: 'a.csv',
      nowMs: 0,
      parsed: reading(4),
      entries,
      issues: [],
    });
    expect(built).toMatchObject({ created: 1, updated: 2, unchanged: 1 });
    expect(built.buildings.map((listed) => [listed.buildingId, listed.action])).toEqual([
      ['b-new', 'created'],
      ['b-edited', 'updated'],
      ['b-same', 'unchanged'],
      ['b-history', 'updated'],
    ]);
    expect(importReportSchema.parse(built).unchanged).toBe(1);
  });

  it('counts the unused columns it does not list', () => {
    const unused = Array.from(
      { length: IMPORT_UNUSED_LISTED_MAX + 7 },
      (_, index): UnusedColumn => ({ index, header: `C${index}`, reason: 'unknown' }),
    );
    expect(report([], unused).unusedColumnsNotListed).toBe(7);
    expect(report([], unused).unusedColumns).toHaveLength(IMPORT_UNUSED_LISTED_MAX);
    expect(report([], unused.slice(0, 3))).not.toHaveProperty('unusedColumnsNotListed');
  });

  it('gives a report the schema accepts and the database can store (no dotted keys)', () => {
    const built = report(
      [
        { line: 2, reason: 'import.nameMissing' },
        { line: 3, reason: 'cell.notANumber', columnIndex: 1, column: 'Year', value: '19x0' },
      ],
      [{ index: 4, header: 'Notes', reason: 'unknown' }],
    );
    expect(importReportSchema.parse(built)).toMatchObject(built);
    expect(badKeys(built)).toEqual([]);
  });
});
