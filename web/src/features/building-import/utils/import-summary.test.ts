import { describe, expect, it } from 'vitest';
import { importReportSchema, type ImportReport } from '@shared/schemas/contracts/building-import';
import { summariseImport } from './import-summary';

function report(fields: Partial<ImportReport>): ImportReport {
  return importReportSchema.parse({
    importId: 'i1',
    fileName: 'a.csv',
    createdAtMs: 0,
    format: 'template',
    encoding: 'utf-8',
    delimiter: ',',
    decimalSeparator: '.',
    rows: 10,
    created: 0,
    updated: 0,
    skipped: 0,
    ...fields,
  });
}

describe('summariseImport', () => {
  it('counts an import that created or updated a building as imported', () => {
    expect(summariseImport(report({ created: 1 })).imported).toBe(true);
    expect(summariseImport(report({ updated: 2 }))).toMatchObject({
      imported: true,
      nothing: null,
      advice: [],
    });
  });

  it('says why nothing was imported: the main reasons over all rows, with their columns', () => {
    const summary = summariseImport(
      report({
        rows: 1500,
        skipped: 1500,
        skippedRows: [
          { line: 2, column: 'Year Built', reason: 'cell.notANumber', value: 'x' },
          { line: 3, column: 'Year Built', reason: 'cell.notANumber', value: 'y' },
          { line: 4, column: 'GFA', reason: 'cell.notANumber', value: 'z' },
          { line: 5, reason: 'import.nameMissing' },
        ],
        skippedRowsNotListed: 1496,
        skippedByReason: [
          { reason: 'cell.notANumber', rows: 1200 },
          { reason: 'import.nameMissing', rows: 250 },
          { reason: 'import.countryUnknown', rows: 40 },
          { reason: 'import.tooLong', rows: 10 },
        ],
      }),
    );
    expect(summary.imported).toBe(false);
    expect(summary.nothing).toEqual({
      kind: 'skipped',
      rows: 1500,
      main: [
        { reason: 'cell.notANumber', rows: 1200, column: 'Year Built' },
        { reason: 'import.nameMissing', rows: 250 },
        { reason: 'import.countryUnknown', rows: 40 },
      ],
    });
    expect(summary.reasons).toHaveLength(4);
    expect(summary.advice).toEqual([
      { kind: 'fixColumn', column: 'Year Built' },
      { kind: 'nameMissing' },
      { kind: 'fixCells' },
      { kind: 'template' },
    ]);
  });

  it('counts reasons from the listed rows when the report has no counts', () => {
    const summary = summariseImport(
      report({
        created: 1,
        skipped: 2,
        skippedRows: [
          { line: 2, column: 'A', reason: 'cell.notANumber' },
          { line: 2, column: 'B', reason: 'cell.notANumber' },
          { line: 3, reason: 'import.duplicateId' },
        ],
      }),
    );
    expect(summary.reasons).toEqual([
      { reason: 'cell.notANumber', rows: 1, column: 'A' },
      { reason: 'import.duplicateId', rows: 1 },
    ]);
  });

  it('says when every row repeated an earlier one, or no row gave a building', () => {
    const repeated = summariseImport(
      report({
        skipped: 3,
        skippedByReason: [
          { reason: 'import.duplicateId', rows: 2 },
          { reason: 'import.duplicateRow', rows: 1 },
        ],
      }),
    );
    expect(repeated.nothing).toEqual({ kind: 'allRepeated' });
    expect(repeated.advice).toEqual([{ kind: 'duplicates' }, { kind: 'template' }]);
    const none = summariseImport(report({}));
    expect(none.nothing).toEqual({ kind: 'noBuilding' });
    expect(none.advice).toEqual([{ kind: 'template' }]);
  });

  it('groups the unused columns by reason and counts those not listed', () => {
    const summary = summariseImport(
      report({
        created: 1,
        unusedColumns: [
          { index: 1, header: 'Notes', reason: 'unknown' },
          { index: 2, header: 'Area (kWh)', reason: 'wrongUnit' },
          { index: 3, header: 'Owner', reason: 'unknown' },
          { index: 4, header: 'GFA 2', reason: 'duplicate' },
        ],
        unusedColumnsNotListed: 5,
      }),
    );
    expect(summary.unused).toEqual([
      { reason: 'unknown', headers: ['Notes', 'Owner'] },
      { reason: 'duplicate', headers: ['GFA 2'] },
      { reason: 'wrongUnit', headers: ['Area (kWh)'] },
    ]);
    expect(summary.unusedNotListed).toBe(5);
  });
});
