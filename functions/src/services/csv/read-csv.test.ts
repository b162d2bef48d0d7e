import { describe, expect, it } from 'vitest';
import {
  CsvReadError,
  decodeCsvBytes,
  readCsvRecords,
  sniffDelimiter,
  type CsvDelimiter,
} from './read-csv.js';

async function records(text: string, delimiter: CsvDelimiter = ',') {
  const out: { line: number; cells: string[] }[] = [];
  for await (const record of readCsvRecords(text, { delimiter })) out.push(record);
  return out;
}

/** Encodes text in a single-byte code page by looking each character up in its decoder. */
function encodeSingleByte(text: string, encoding: 'windows-1250' | 'windows-1252'): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Uint8Array.from([...text].map((char) => table.get(char) ?? 0x3f));
}

describe('decodeCsvBytes', () => {
  it('strips a UTF-8 byte-order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Název;Plocha')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Název;Plocha', encoding: 'utf-8' });
  });

  it('reads UTF-16 with either byte order', () => {
    const le = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x3b, 0x00, 0x0e, 0x01]);
    expect(decodeCsvBytes(le)).toEqual({ text: 'A;Ď', encoding: 'utf-16le' });
    const be = new Uint8Array([0xfe, 0xff, 0x00, 0x41, 0x00, 0x3b, 0x01, 0x0e]);
    expect(decodeCsvBytes(be)).toEqual({ text: 'A;Ď', encoding: 'utf-16be' });
  });

  it('takes valid UTF-8 as UTF-8', () => {
    const bytes = new TextEncoder().encode('Straße;Žižkov');
    expect(decodeCsvBytes(bytes).encoding).toBe('utf-8');
  });

  it('recognises Czech Excel files in Windows-1250', () => {
    const text = 'Název;Ulice;Město\nŠkola;Řeznická 5;Čáslav\nÚřad;Ťešínská 1;Žďár';
    expect(decodeCsvBytes(encodeSingleByte(text, 'windows-1250'))).toEqual({
      text,
      encoding: 'windows-1250',
    });
  });

  it('recognises Western files in Windows-1252', () => {
    const text = 'Name;Straße;Größe\nCafé Müller;Rue de la Paix;1.234,5\nHôtel;Piazza Venezia;è';
    expect(decodeCsvBytes(encodeSingleByte(text, 'windows-1252'))).toEqual({
      text,
      encoding: 'windows-1252',
    });
  });

  it('refuses binary content', () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]);
    expect(() => decodeCsvBytes(bytes)).toThrow(CsvReadError);
    expect(() => decodeCsvBytes(bytes)).toThrow('file.notText');
  });
});

describe('sniffDelimiter', () => {
  it('finds commas', () => {
    expect(sniffDelimiter('Timestamp,Value,Unit\n2025-01-01,1.5,kWh\n')).toBe(',');
  });
  it('finds semicolons even when decimal commas are on every line', () => {
    expect(sniffDelimiter('Timestamp;Value;Unit\n01.01.2025;1,5;kWh\n02.01.2025;2,5;kWh')).toBe(
      ';',
    );
  });
  it('finds tabs', () => {
    expect(sniffDelimiter('a\tb\tc\n1\t2\t3')).toBe('\t');
  });
  it('ignores delimiters inside quotes', () => {
    expect(sniffDelimiter('"a;b",c\n"1;2",3\n"x;y",z')).toBe(',');
  });
  it('defaults to a comma for a single column', () => {
    expect(sniffDelimiter('value\n1\n2')).toBe(',');
  });
});

describe('readCsvRecords', () => {
  it('gives each record with the line it starts on, skipping blank lines', async () => {
    const text = 'a,b\n\n1,2\r\n"multi\nline",3\n,,\n4,5';
    expect(await records(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['1', '2'] },
      { line: 4, cells: ['multi\nline', '3'] },
      { line: 7, cells: ['4', '5'] },
    ]);
  });

  it('keeps ragged rows as they are', async () => {
    expect(await records('a;b;c\n1;2\n1;2;3;4\n', ';')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['1', '2'] },
      { line: 3, cells: ['1', '2', '3', '4'] },
    ]);
  });

  it('reads quoted numbers with thousands separators as one cell', async () => {
    expect(await records('name,area\nTower,"12,500"\n')).toEqual([
      { line: 1, cells: ['name', 'area'] },
      { line: 2, cells: ['Tower', '12,500'] },
    ]);
  });

  it('reports an unclosed quote with its line', async () => {
    const failure = await records('a,b\n1,2\n3,"open\n4,5\n').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CsvReadError);
    expect(failure).toMatchObject({ code: 'file.unclosedQuote' });
    expect((failure as CsvReadError).line).toBeGreaterThanOrEqual(3);
  });

  it('names the line the unclosed quote opens on, past blank lines', async () => {
    const after = await records('a,b\n1,2\n\n\n3,"open\n4,5\n6,7\n').catch(
      (error: unknown) => error,
    );
    expect(after).toMatchObject({ code: 'file.unclosedQuote', line: 5 });
    const inHeader = await records('"a,b\n1,2\n').catch((error: unknown) => error);
    expect(inHeader).toMatchObject({ code: 'file.unclosedQuote', line: 1 });
    const rows = Array.from({ length: 50 }, (_, index) => `r${index},"q ""${index}"" ok"`).join(
      '\n',
    );
    const late = await records(`a,b\n${rows}\nx,"open\ny,z\n`).catch((error: unknown) => error);
    expect(late).toMatchObject({ code: 'file.unclosedQuote', line: 52 });
    const midField = await records('a,b\n1,x"y\n2,"open\n').catch((error: unknown) => error);
    expect(midField).toMatchObject({ code: 'file.unclosedQuote', line: 3 });
  });
});
