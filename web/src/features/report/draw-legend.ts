import { CONTENT_WIDTH, MARGIN, hexColor, type PdfWriter } from './pdf-writer';

/*
 * The legends under the report's vector charts: a grid of a few columns (series, groups), or a
 * row of square swatches that runs on (blocks, bars, bands).
 */

/** The height of a legend's row, points. */
export const LEGEND_ROW = 14;

/** The rows a grid legend of `count` items in `columns` columns takes. */
export function legendRows(count: number, columns: number): number {
  return Math.ceil(count / columns);
}

/**
 * A legend in `columns` equal columns across the content at the cursor: `draw` draws each item
 * (its swatch and label) from the top left corner of its cell; the cursor moves below the legend.
 */
export function drawLegendGrid<T>(
  writer: PdfWriter,
  items: readonly T[],
  columns: number,
  draw: (item: T, x: number, y: number) => void,
): void {
  items.forEach((item, index) => {
    const x = MARGIN + (index % columns) * (CONTENT_WIDTH / columns);
    const y = writer.y - Math.floor(index / columns) * LEGEND_ROW;
    draw(item, x, y);
  });
  writer.space(legendRows(items.length, columns) * LEGEND_ROW + 6);
}

/**
 * A row of legend items at the cursor from `MARGIN`, each an 8 pt square swatch and its label at
 * 8 pt, 24 pt apart; with `wrap`, an item that would pass the right margin starts a new row.
 * Returns where the next item would go (the cursor stays on the last row).
 */
export function drawLegendRow(
  writer: PdfWriter,
  items: readonly { label: string; color: string }[],
  wrap = false,
): number {
  let x = MARGIN;
  for (const item of items) {
    const width = 24 + writer.widthOf(item.label, 8);
    if (wrap && x + width > MARGIN + CONTENT_WIDTH) {
      x = MARGIN;
      writer.space(LEGEND_ROW);
    }
    writer.page.drawRectangle({
      x,
      y: writer.y - 8,
      width: 8,
      height: 8,
      color: hexColor(item.color),
    });
    writer.drawAt(item.label, x + 12, writer.y - 7.5, { size: 8 });
    x += width;
  }
  return x;
}
