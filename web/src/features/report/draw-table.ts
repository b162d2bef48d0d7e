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
/** Extra space after a right-aligned column, points. */
const GAP = 6;
/** Tables up to this height, points, are kept on one page. */
const KEEP_TOGETHER = 320;

/** The header (bold, muted), a row, or a total (bold). */
type RowKind = 'header' | 'body' | 'total';

interface Line {
  text: string;
  size: number;
  bold: boolean;
  muted: boolean;
}

function linesOf(writer: PdfWriter, cell: TableCell, width: number, kind: RowKind): Line[] {
  const { text, note } = typeof cell === 'string' ? { text: cell, note: undefined } : cell;
  const bold = kind !== 'body';
  return [
    ...wrapText(text, writer.font(bold), SIZE, width).map((line) => ({
      text: line,
      size: SIZE,
      bold,
      muted: kind === 'header',
    })),
    ...(note
      ? wrapText(note, writer.regular, NOTE_SIZE, width).map((line) => ({
          text: line,
          size: NOTE_SIZE,
          bold: false,
          muted: true,
        }))
      : []),
  ];
}

/** A row laid out: its height and how to draw it with its top at the cursor. */
function layoutRow(
  writer: PdfWriter,
  columns: readonly TableColumn[],
  cells: readonly TableCell[],
  kind: RowKind,
): { height: number; draw: () => void } {
  let x = MARGIN;
  const laidOut = columns.map((column, index) => {
    const width = column.width * CONTENT_WIDTH;
    // A right-aligned number keeps a gap from the text of the column after it.
    const inner = width - 2 * PAD - (column.align === 'right' ? GAP : 0);
    const lines = linesOf(writer, cells[index] ?? '', inner, kind);
    const at = x;
    x += width;
    return { column, inner, lines, at };
  });
  const height =
    Math.max(...laidOut.map(({ lines }) => lines.reduce((sum, line) => sum + line.size * 1.3, 0))) +
    2 * PAD;
  const draw = () => {
    const top = writer.y;
    for (const { column, inner, lines, at } of laidOut) {
      let y = top - PAD;
      for (const line of lines) {
        y -= line.size * 1.3;
        const textWidth = writer.widthOf(line.text, line.size, line.bold);
        const left = column.align === 'right' ? at + PAD + inner - textWidth : at + PAD;
        writer.drawAt(line.text, left, y + line.size * 0.25, {
          size: line.size,
          bold: line.bold,
          color: line.muted ? MUTED : undefined,
        });
      }
    }
    writer.y = top - height;
    writer.page.drawLine({
      start: { x: MARGIN, y: writer.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: writer.y },
      thickness: kind === 'body' ? 0.4 : 0.8,
      color: RULE,
    });
  };
  return { height, draw };
}

/**
 * A table of text at the cursor: a bold header row, then the rows, each wrapped within its column
 * and ruled below (the last in bold when it is a `total`); a row that does not fit goes to the
 * next page under the header again.
 */
export function drawTable(
  writer: PdfWriter,
  columns: readonly TableColumn[],
  rows: readonly TableCell[][],
  options: { total?: boolean } = {},
): void {
  const header = layoutRow(
    writer,
    columns,
    columns.map((column) => column.header),
    'header',
  );
  const body = rows.map((row, index) =>
    layoutRow(writer, columns, row, options.total && index === rows.length - 1 ? 'total' : 'body'),
  );
  const total = body.reduce((sum, row) => sum + row.height, header.height);
  // A short table stays on one page; a long one starts with its header and a row at least.
  writer.ensure(total <= KEEP_TOGETHER ? total : header.height + (body[0]?.height ?? 0));
  header.draw();
  for (const row of body) {
    const page = writer.page;
    writer.ensure(row.height);
    if (writer.page !== page) header.draw();
    row.draw();
  }
  writer.space(6);
}
