// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { TEXT_TABLE, drawTable, type TableColumn } from './draw-table';
import { CONTENT_WIDTH, MARGIN, MUTED, PdfWriter, RULE } from './pdf-writer';
import { REPORT_FONTS } from './report-test-kit';

async function writerWithSpies() {
  const writer = await PdfWriter.create(REPORT_FONTS, 'Table', 'en');
  writer.newPage();
  const texts = vi.spyOn(writer, 'drawAt');
  const pages = vi.spyOn(writer, 'newPage');
  return { writer, texts, pages };
}

const COLUMNS: TableColumn[] = [
  { header: 'Element', share: 0.5 },
  { header: 'Value', share: 0.5, align: 'right' },
];

describe('drawTable', () => {
  it('draws the header muted and bold, then each row, numbers flush right', async () => {
    const { writer, texts } = await writerWithSpies();
    drawTable(writer, COLUMNS, [['Roof', '12']]);
    const [header, value, roof, twelve] = texts.mock.calls;
    expect(header).toEqual([
      'Element',
      MARGIN + 3,
      expect.any(Number),
      expect.objectContaining({ bold: true, color: MUTED, size: 8 }),
    ]);
    expect(value?.[0]).toBe('Value');
    expect(roof?.[3]).toMatchObject({ bold: false, size: 8 });
    // Right-aligned: the text ends 3 pt inside its column.
    const end = twelve![1] + writer.widthOf('12', 8);
    expect(end).toBeCloseTo(MARGIN + CONTENT_WIDTH - 3);
  });

  it('as a text table: 8.5 pt, a 6 pt gap after numbers, the last row bold as a total', async () => {
    const { writer, texts } = await writerWithSpies();
    const lines = vi.spyOn(writer.page, 'drawLine');
    drawTable(
      writer,
      COLUMNS,
      [
        ['Roof', '12'],
        ['Total', '12'],
      ],
      { ...TEXT_TABLE, total: true },
    );
    const twelve = texts.mock.calls[3]!;
    expect(twelve[3]).toMatchObject({ size: 8.5 });
    expect(twelve[1] + writer.widthOf('12', 8.5)).toBeCloseTo(MARGIN + CONTENT_WIDTH - 3 - 6);
    expect(texts.mock.calls[4]![3]).toMatchObject({ bold: true });
    expect(lines.mock.calls.map(([line]) => [line.thickness, line.color])).toEqual([
      [0.8, RULE],
      [0.4, RULE],
      [0.8, RULE],
    ]);
  });

  it('sets a word too wide for its column smaller, or breaks it with a hyphen', async () => {
    const { writer, texts } = await writerWithSpies();
    const narrow: TableColumn[] = [{ header: '', share: 0.05 }];
    drawTable(writer, narrow, [['Energiekosteneinsparungsberechnung']]);
    const drawn = texts.mock.calls.map(([text, , , style]) => [text, style?.size]);
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.slice(0, -1).every(([text]) => String(text).endsWith('-'))).toBe(true);
    expect(drawn.every(([, size]) => size === 6)).toBe(true);
  });

  it('draws no header row when every title is empty', async () => {
    const { writer, texts } = await writerWithSpies();
    drawTable(
      writer,
      [
        { header: '', share: 0.5 },
        { header: '', share: 0.5 },
      ],
      [['Area', '1']],
    );
    expect(texts.mock.calls.map(([text]) => text)).toEqual(['Area', '1']);
  });

  it('repeats the header on each new page', async () => {
    const { writer, texts, pages } = await writerWithSpies();
    const rows = Array.from({ length: 80 }, (_, index) => [`Row ${index}`, String(index)]);
    drawTable(writer, COLUMNS, rows);
    expect(pages.mock.calls.length).toBeGreaterThan(0);
    const headers = texts.mock.calls.filter(([text]) => text === 'Element').length;
    expect(headers).toBe(pages.mock.calls.length + 1);
  });
});
