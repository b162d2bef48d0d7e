import { describe, expect, it } from 'vitest';
import { ImportFileRefusal } from '../building-import/parse-import.js';
import { readEquipmentFile } from './read-file.js';

const bytes = (text: string) => new TextEncoder().encode(text);

function refusalOf(text: string | Uint8Array): string | undefined {
  try {
    readEquipmentFile(typeof text === 'string' ? bytes(text) : text);
    return undefined;
  } catch (failure) {
    return failure instanceof ImportFileRefusal ? failure.reason : String(failure);
  }
}

describe('readEquipmentFile', () => {
  it('finds the header below a title line, skips blank rows and keeps file line numbers', () => {
    const reading = readEquipmentFile(
      bytes('Register export 2026\nAsset ID,Name,Type\nA-1,Pump,Pump\n,,\nA-2,Fan,Fan\n'),
    );
    expect(reading.rowCount).toBe(2);
    expect(reading.rows.map((row) => [row.line, row.values.assetId])).toEqual([
      [3, 'A-1'],
      [5, 'A-2'],
    ]);
    expect(reading.rows[1]?.values.subSystem).toBe('mechanicalVentilation');
  });

  it('lists rows with unreadable cells as issues, not fatal', () => {
    const reading = readEquipmentFile(
      bytes('Asset ID;Install Date\nA-1;32.13.2015\nA-2;1.2.2015\n'),
    );
    expect(reading.delimiter).toBe(';');
    expect(reading.issues).toEqual([
      { line: 2, reason: 'csv:cell.notADate', column: 'Install Date', value: '32.13.2015' },
    ]);
    expect(reading.rows[0]?.values.installedOn).toBe('2015-02-01');
  });

  it('refuses an empty, binary, header-less or row-less file', () => {
    expect(refusalOf('')).toBe('file.empty');
    expect(refusalOf(new Uint8Array([0, 1, 2, 0]))).toBe('file.notText');
    expect(refusalOf('Name,Type\nPump,Pump\n')).toBe('import.headerNotRecognised');
    expect(refusalOf('Asset ID,Name\n\n')).toBe('import.noRows');
  });
});
