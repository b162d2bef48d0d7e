// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { LEGEND_ROW, drawLegendGrid, drawLegendRow, legendRows } from './draw-legend';
import { CONTENT_WIDTH, MARGIN, PdfWriter } from './pdf-writer';
import { REPORT_FONTS } from './report-test-kit';

async function writerAtTop() {
  const writer = await PdfWriter.create(REPORT_FONTS, 'Legend', 'en');
  writer.newPage();
  return writer;
}

describe('drawLegendGrid', () => {
  it('places the items in columns across the content, then moves the cursor below', async () => {
    const writer = await writerAtTop();
    const top = writer.y;
    const cells: [string, number, number][] = [];
    drawLegendGrid(writer, ['a', 'b', 'c', 'd'], 3, (item, x, y) => cells.push([item, x, y]));
    expect(cells).toEqual([
      ['a', MARGIN, top],
      ['b', MARGIN + CONTENT_WIDTH / 3, top],
      ['c', MARGIN + 2 * (CONTENT_WIDTH / 3), top],
      ['d', MARGIN, top - LEGEND_ROW],
    ]);
    expect(legendRows(4, 3)).toBe(2);
    expect(writer.y).toBe(top - (2 * LEGEND_ROW + 6));
  });
});

describe('drawLegendRow', () => {
  const items = Array.from({ length: 12 }, (_, index) => ({
    label: `Sub-system number ${index}`,
    color: '#336699',
  }));

  it('runs on in one row, 24 pt between a label and the next swatch', async () => {
    const writer = await writerAtTop();
    const top = writer.y;
    const texts = vi.spyOn(writer, 'drawAt');
    const end = drawLegendRow(writer, items.slice(0, 2));
    const first = 24 + writer.widthOf(items[0]!.label, 8);
    expect(texts.mock.calls.map(([, x, y]) => [x, y])).toEqual([
      [MARGIN + 12, top - 7.5],
      [MARGIN + first + 12, top - 7.5],
    ]);
    expect(end).toBe(MARGIN + first + 24 + writer.widthOf(items[1]!.label, 8));
    expect(writer.y).toBe(top);
  });

  it('starts a new row at the right margin when asked to wrap', async () => {
    const writer = await writerAtTop();
    const top = writer.y;
    const texts = vi.spyOn(writer, 'drawAt');
    drawLegendRow(writer, items, true);
    const rows = new Set(texts.mock.calls.map(([, , y]) => y));
    expect(rows.size).toBeGreaterThan(1);
    expect(writer.y).toBe(top - (rows.size - 1) * LEGEND_ROW);
    expect(
      texts.mock.calls.every(
        ([label, x]) => x + writer.widthOf(label, 8) <= MARGIN + CONTENT_WIDTH,
      ),
    ).toBe(true);
  });
});
