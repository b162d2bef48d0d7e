import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@shared/schemas/contracts/building-import';
import { checkCsvFile } from './check-csv-file';

describe('checkCsvFile', () => {
  it('accepts CSV files below 10 MB, whatever type the system gives them', () => {
    expect(checkCsvFile({ name: 'portfolio.csv', type: 'text/csv', size: 1000 })).toBeNull();
    expect(
      checkCsvFile({ name: 'EXPORT.CSV', type: 'application/vnd.ms-excel', size: 1 }),
    ).toBeNull();
    expect(checkCsvFile({ name: 'a.csv', type: '', size: IMPORT_MAX_BYTES - 1 })).toBeNull();
  });
  it('refuses other files ("Please select a valid CSV file")', () => {
    expect(checkCsvFile({ name: 'photo.png', type: 'image/png', size: 10 })).toBe('notCsv');
    expect(checkCsvFile({ name: 'book.xlsx', type: 'application/zip', size: 10 })).toBe(
      'notCsv',
    );
    expect(checkCsvFile({ name: 'fake.csv', type: 'application/pdf', size: 10 })).toBe('notCsv');
  });
  it('refuses files of 10 MB or more ("File size must be less than 10MB")', () => {
    expect(checkCsvFile({ name: 'a.csv', type: 'text/csv', size: IMPORT_MAX_BYTES })).toBe(
      'tooLarge',
    );
    expect(checkCsvFile({ name: 'a.csv', type: 'text/csv', size: IMPORT_MAX_BYTES + 1 })).toBe(
      'tooLarge',
    );
  });

  it('reads the name as typed around it: spaces at its end do not hide the extension', () => {
    expect(checkCsvFile({ name: 'assets.CSV ', type: 'text/csv', size: 10 })).toBeNull();
    expect(checkCsvFile({ name: 'assets.xlsx', type: '', size: 10 })).toBe('notCsv');
  });
});
