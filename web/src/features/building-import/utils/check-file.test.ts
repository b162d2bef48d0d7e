import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@shared/schemas/building-import';
import { checkImportFile } from './check-file';

describe('checkImportFile', () => {
  it('accepts CSV files below 10 MB, whatever type the system gives them', () => {
    expect(checkImportFile({ name: 'portfolio.csv', type: 'text/csv', size: 1000 })).toBeNull();
    expect(
      checkImportFile({ name: 'EXPORT.CSV', type: 'application/vnd.ms-excel', size: 1 }),
    ).toBeNull();
    expect(checkImportFile({ name: 'a.csv', type: '', size: IMPORT_MAX_BYTES - 1 })).toBeNull();
  });
  it('refuses other files ("Please select a valid CSV file")', () => {
    expect(checkImportFile({ name: 'photo.png', type: 'image/png', size: 10 })).toBe('notCsv');
    expect(checkImportFile({ name: 'book.xlsx', type: 'application/zip', size: 10 })).toBe(
      'notCsv',
    );
    expect(checkImportFile({ name: 'fake.csv', type: 'application/pdf', size: 10 })).toBe('notCsv');
  });
  it('refuses files of 10 MB or more ("File size must be less than 10MB")', () => {
    expect(checkImportFile({ name: 'a.csv', type: 'text/csv', size: IMPORT_MAX_BYTES })).toBe(
      'tooLarge',
    );
    expect(checkImportFile({ name: 'a.csv', type: 'text/csv', size: IMPORT_MAX_BYTES + 1 })).toBe(
      'tooLarge',
    );
  });
});
