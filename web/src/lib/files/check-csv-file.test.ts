import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '@shared/schemas/contracts/building-import';
import { acceptOf, checkCsvFile, CSV_IMPORT_FILES } from './check-csv-file';

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
    expect(checkCsvFile({ name: 'book.xlsx', type: 'application/zip', size: 10 })).toBe('notCsv');
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

  it('takes the rules of another upload: its endings and its largest size', () => {
    const series = { extensions: ['csv', 'txt'], largestBytes: 20 };
    expect(checkCsvFile({ name: 'meter.TXT', type: 'text/plain', size: 20 }, series)).toBeNull();
    expect(checkCsvFile({ name: 'meter.csv', type: '', size: 1 }, series)).toBeNull();
    expect(checkCsvFile({ name: 'meter.txt', type: 'text/plain', size: 21 }, series)).toBe(
      'tooLarge',
    );
    expect(checkCsvFile({ name: 'meter.xlsx', type: '', size: 1 }, series)).toBe('notCsv');
    // The imports take no text files.
    expect(checkCsvFile({ name: 'assets.txt', type: 'text/plain', size: 10 })).toBe('notCsv');
    expect(checkCsvFile({ name: 'csv', type: 'text/csv', size: 10 })).toBe('notCsv');
  });

  it('names the endings and their types for the file chooser', () => {
    expect(acceptOf(CSV_IMPORT_FILES)).toBe('.csv,text/csv');
    expect(acceptOf({ extensions: ['csv', 'txt'], largestBytes: 1 })).toBe(
      '.csv,.txt,text/csv,text/plain',
    );
  });
});
