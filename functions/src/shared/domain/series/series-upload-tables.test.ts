import { describe, expect, it } from 'vitest';
import { tableRows } from './series-upload-tables.js';

const recordsOf = (rows: string[][]) => rows.map((cells, index) => ({ line: index + 1, cells }));
const lines = (records: readonly { line: number }[]) => records.map((record) => record.line);

describe('tableRows', () => {
  const header = [
    'Energy Delivered time period',
    'Usage Delivered(Real energy in kilowatt-hours)',
    'Reading quality',
  ];
  const received = [
    'Energy Received time period',
    'Usage Received(Real energy in kilowatt-hours)',
    'Reading quality',
  ];
  const title = ['Data for period starting: 2024-11-01 00:00:00 for 24 hours', '', ''];
  const row = (hour: number, kwh: string) => [
    `2024-11-01 0${hour}:00:00 to 2024-11-01 0${hour + 1}:00:00`,
    kwh,
    '',
  ];
  const columns = { timestamp: 0, value: 1, range: true } as const;

  it('reads the tables under the header and leaves out those of energy sent to the grid', () => {
    const records = recordsOf([
      ['Energy Usage Information', '', ''],
      title, // 2
      header, // 3
      row(0, '0.2'), // 4
      row(1, '0.3'), // 5
      title, // 6
      received, // 7
      row(0, '0'), // 8
      row(1, '1.2'), // 9
      title, // 10
      header, // 11
      row(2, '0.4'), // 12
    ]);
    expect(tableRows(records, { index: 2, columns })).toMatchObject({ exportedRows: 2 });
    expect(lines(tableRows(records, { index: 2, columns }).rows)).toEqual([4, 5, 12]);
  });

  it('reads a file of one table as before, text rows included (they are bad rows)', () => {
    const records = recordsOf([
      ['Timestamp', 'Value'],
      ['2025-01-01 00:00', '1'],
      ['note', 'x'],
    ]);
    const columns1 = { timestamp: 0, value: 1 };
    expect(tableRows(records, { index: 0, columns: columns1 })).toEqual({
      rows: records.slice(1),
      exportedRows: 0,
    });
  });

  it('takes a line of text for a title only right above a header', () => {
    const records = recordsOf([
      header,
      row(0, '0.2'),
      ['a remark', '', ''],
      row(1, '0.3'),
      title,
      header,
      row(2, '0.1'),
    ]);
    expect(lines(tableRows(records, { index: 0, columns }).rows)).toEqual([2, 3, 4, 7]);
  });
});
