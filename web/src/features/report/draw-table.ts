import { CONTENT_WIDTH, MARGIN, MUTED, RULE, wrapText, type PdfWriter } from './pdf-writer';

export interface TableColumn {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

/** A cell: its text, and an optional muted line under it (a percentile, a range). */
export type TableCell = string | { text: string; note?: string };

const SIZE = 8.5;
const NOTE_SIZE = 7.5;
const PAD = 3;

interface Line {
  text: string;
  size: number;
  muted: boolean;
}

function linesOf(writer: PdfWriter, cell: TableCell, width: number, bold: boolean): Line[] {
  const { text, note } = typeof cell === 'string' ? { text: cell, note: undefined } : cell;
  const font = writer.font(bold);
  return [
    ...wrapText(text, font, SIZE, width).map((line) => ({ text: line, size: SIZE, muted: bold })),
    ...(note
      ? wrapText(note, writer.regular, NOTE_SIZE, width).map((line) => ({
          text: line,
          size: NOTE_SIZE,
          muted: true,
        }))
      : []),
  ];
}

function drawRow(
  writer: PdfWriter,
  columns: readonly TableColumn[],
  cells: TableCell[],
  bold: boolean,
) {
  let x = MARGIN;
  const laidOut = columns.map((column, index) => {
    const width = column.width * CONTENT_WIDTH;
    const lines = linesOf(writer, cells[index] ?? '', width - 2 * PAD, bold);
    const at = x;
    x += width;
    return { column, width, lines, at };
  });
  const height =
    Math.max(...laidOut.map(({ lines }) => lines.reduce((sum, line) => sum + line.size * 1.3, 0))) +
    2 * PAD;
  writer.ensure(height);
  const top = writer.y;
  for (const { column, width, lines, at } of laidOut) {
    let y = top - PAD;
    for (const line of lines) {
      y -= line.size * 1.3;
      const textWidth = writer.widthOf(line.text, line.size, bold && line.size === SIZE);
      const left = column.align === 'right' ? at + width - PAD - textWidth : at + PAD;
      writer.drawAt(line.text, left, y + line.size * 0.25, {
        size: line.size,
        bold: bold && line.size === SIZE,
        color: line.muted ? MUTED : undefined,
      });
    }
  }
  writer.y = top - height;
  writer.page.drawLine({
    start: { x: MARGIN, y: writer.y },
    end: { x: MARGIN + CONTENT_WIDTH, y: writer.y },
    thickness: bold ? 0.8 : 0.4,
    color: RULE,
  });
}

/**
 * A table of text at the cursor: a bold header row, then the rows, each wrapped within its column
 * and ruled below; a row that does not fit goes to the next page under the header again.
 */
export function drawTable(
  writer: PdfWriter,
  columns: readonly TableColumn[],
  rows: readonly TableCell[][],
): void {
  const header = columns.map((column) => column.header);
  writer.ensure(60);
  drawRow(writer, columns, header, true);
  for (const row of rows) {
    const page = writer.page;
    writer.ensure(24);
    if (writer.page !== page) drawRow(writer, columns, header, true);
    drawRow(writer, columns, row, false);
  }
  writer.space(6);
}
