import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { CsvRecord } from './csv-line-numbers.js';
import { CsvReadError } from './csv-read-error.js';
import { csvSourceOf, decodeCsvBytes } from './decode-csv.js';
import { csvParseOptions, forEachCsvRecord, readCsvRecords } from './read-csv.js';
import { forEachCsvRecordInChunks } from './read-csv-chunks.js';
import { sniffDelimiter, type CsvDelimiter } from './sniff-delimiter.js';

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

describe('line numbers', () => {
  it('counts a CRLF inside a quoted cell as one line, as the file shows it', async () => {
    const text = 'id,name\r\n1,"two\r\nlines"\r\n\r\n2,after\r\n';
    expect((await records(text)).map((record) => record.line)).toEqual([1, 2, 5]);
  });
});

describe('forEachCsvRecordInChunks', () => {
  /** Every record with its line, as the whole-text reader gives them (or its refusal). */
  function whole(text: string, delimiter: CsvDelimiter): CsvRecord[] | string {
    const records: CsvRecord[] = [];
    try {
      forEachCsvRecord(text, { delimiter }, (record) => {
        records.push(record);
      });
    } catch (error) {
      return error instanceof CsvReadError ? `${error.code}@${error.line}` : String(error);
    }
    return records;
  }

  async function chunked(
    bytes: Uint8Array,
    delimiter: CsvDelimiter,
    chunkBytes: number,
  ): Promise<CsvRecord[] | string> {
    const records: CsvRecord[] = [];
    let batches = 0;
    try {
      await forEachCsvRecordInChunks(
        csvSourceOf(bytes),
        { delimiter, chunkBytes, afterChunk: () => void (batches += 1) },
        (record) => {
          records.push(record);
        },
      );
    } catch (error) {
      return error instanceof CsvReadError ? `${error.code}@${error.line}` : String(error);
    }
    expect(batches).toBeGreaterThan(0);
    return records;
  }

  const encode = (text: string) => new TextEncoder().encode(text);
  const cases: [string, CsvDelimiter][] = [
    ['id,name\n1,Alpha\n2,Beta\n', ','],
    ['id,name\r\n\r\n1,"Multi\r\nline"\r\n\r\n   \r\n2,Beta', ','],
    ['a;b\n1;"x\ny\nz"\n,,\n;;\n3;ž\n', ';'],
    ['a\tb\r1\t2\r\r3\t"4\r5"\r', '\t'],
    ['name,city\nŽluťoučký kůň,Brno\n"quoted ""q""",Plzeň\n\n\n€ sign,€\n', ','],
    ['a,b\n1,"never closed\n2,3\n', ','],
    ['a,b\n1,2"x\n3,"4\n"\n', ','],
  ];

  it('ends records at LF alone in a file without a CR, with the same records as every line end gives', () => {
    expect(csvParseOptions(',', false).record_delimiter).toEqual(['\n']);
    expect(csvParseOptions(',', true).record_delimiter).toEqual(['\r\n', '\n', '\r']);
    const records = (text: string, delimiter: CsvDelimiter, hasCarriageReturn: boolean) => {
      try {
        return parse(text, csvParseOptions(delimiter, hasCarriageReturn)) as string[][];
      } catch (error) {
        return String(error);
      }
    };
    const withoutCr = cases.filter(([text]) => !text.includes('\r'));
    expect(withoutCr.length).toBeGreaterThan(3);
    for (const [text, delimiter] of withoutCr) {
      expect(records(text, delimiter, false)).toEqual(records(text, delimiter, true));
    }
  });

  it('gives the records and lines of the whole-text reader, whatever the chunk size', async () => {
    for (const [text, delimiter] of cases) {
      const expected = whole(text, delimiter);
      for (const chunkBytes of [1, 2, 3, 7, 64, 1 << 20]) {
        expect(await chunked(encode(text), delimiter, chunkBytes)).toEqual(expected);
      }
    }
  });

  it('reads Windows-1250 and UTF-16 files as their text', async () => {
    const text = 'název;město\nŠkola;Třebíč\n';
    const cp1250 = encodeSingleByte(text, 'windows-1250');
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    for (const bytes of [cp1250, utf16]) {
      expect(await chunked(bytes, ';', 5)).toEqual(whole(text, ';'));
    }
  });

  it('stops when asked, and passes on what the record callback throws', async () => {
    const text = 'a\n1\n2\n3\n4\n';
    const seen: number[] = [];
    await forEachCsvRecordInChunks(
      csvSourceOf(encode(text)),
      { delimiter: ',', chunkBytes: 2 },
      (r) => {
        seen.push(r.line);
        return r.line < 3;
      },
    );
    expect(seen).toEqual([1, 2, 3]);
    await expect(
      forEachCsvRecordInChunks(csvSourceOf(encode(text)), { delimiter: ',' }, () => {
        throw new RangeError('from the callback');
      }),
    ).rejects.toThrow(RangeError);
  });
});
