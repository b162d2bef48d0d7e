import { CONTENT_WIDTH, MARGIN, MUTED, RULE, wrapText, type PdfWriter } from './pdf-writer';

export interface FigureColumn {
  /** Empty in every column: a table of label and value pairs, without a header row. */
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
  /** Numbers are right-aligned, as in the screens' grids. */
  align?: 'left' | 'right';
}

/** A cell: its text, optionally bold, and optionally a second, muted line (a sub-system). */
export type FigureCell = string | { text: string; note?: string; bold?: boolean };

const PAD = 3;

interface Line {
  text: string;
  size: number;
  muted: boolean;
  bold: boolean;
}

/** The smallest a word is set to fit its column (a long Czech or German word in a narrow title). */
const MIN_SIZE = 6;

/**
 * `wrapText`, and a word still wider than `width` at the smallest size broken with a hyphen where
 * the line is full ("Energiekosten-einsparung"): a title never runs into the next column.
 */
function wrapCell(writer: PdfWriter, text: string, bold: boolean, size: number, width: number) {
  const lines: string[] = [];
  for (const line of wrapText(text, writer.font(bold), size, width)) {
    let rest = line;
    while (writer.widthOf(rest, size, bold) > width && rest.length > 2) {
      let cut = rest.length - 1;
      while (cut > 1 && writer.widthOf(`${rest.slice(0, cut)}-`, size, bold) > width) cut -= 1;
      // No line of one or two letters ("Emissione-n"): the break moves back.
      if (rest.length - cut < 3) cut = Math.max(2, rest.length - 3);
      lines.push(`${rest.slice(0, cut)}-`);
      rest = rest.slice(cut);
    }
    lines.push(rest);
  }
  return lines;
}

/**
 * `size`, or less where a word of `text` is wider than `width`: lines break at spaces only, as
 * in `wrapText` (a figure's no-break space keeps "189 kWh/m²/yr" one word: set smaller, not split).
 */
function fittingSize(writer: PdfWriter, text: string, bold: boolean, size: number, width: number) {
  const widest = Math.max(
    0,
    ...text.split(/[ \n]+/).map((word) => writer.widthOf(word, size, bold)),
  );
  return widest > width ? Math.max(MIN_SIZE, (size * width) / widest) : size;
}

function cellLines(
  writer: PdfWriter,
  cell: FigureCell,
  width: number,
  size: number,
  fixed = false,
): Line[] {
  const { text, note, bold = false } = typeof cell === 'string' ? { text: cell } : cell;
  const textSize = fixed ? size : fittingSize(writer, text, bold, size, width);
  const lines = wrapCell(writer, text, bold, textSize, width).map((line) => ({
    text: line,
    size: textSize,
    muted: false,
    bold,
  }));
  if (note) {
    const noteSize = fittingSize(writer, note, false, size - 1, width);
    for (const line of wrapCell(writer, note, false, noteSize, width))
      lines.push({ text: line, size: noteSize, muted: true, bold: false });
  }
  return lines;
}

/**
 * A table of figures at the writer's cursor, at a size of its own (the measures table has nine
 * columns): wrapped titles repeated on each new page, one row per entry, each cell wrapped within
 * its column, numbers right-aligned. Every cell stays real text: pdftotext reads it as the
 * screen's grid shows it.
 */
export function drawFigureTable(
  writer: PdfWriter,
  columns: readonly FigureColumn[],
  rows: readonly (readonly FigureCell[])[],
  size = 8,
): void {
  const widths = columns.map((column) => column.share * CONTENT_WIDTH);
  const lineHeight = size * 1.3;
  // The titles share one size: the largest at which each title's words fit (or the smallest).
  const headerSize = Math.min(
    ...columns.map((column, index) =>
      fittingSize(writer, column.header, true, size, (widths[index] ?? 0) - 2 * PAD),
    ),
  );
  const layout = (cells: readonly FigureCell[], header: boolean) => {
    const lines = cells.map((cell, index) =>
      cellLines(
        writer,
        header ? { text: typeof cell === 'string' ? cell : cell.text, bold: true } : cell,
        (widths[index] ?? 0) - 2 * PAD,
        header ? headerSize : size,
        header,
      ),
    );
    const height =
      Math.max(
        lineHeight,
        ...lines.map((cell) => cell.reduce((sum, line) => sum + line.size * 1.3, 0)),
      ) +
      2 * PAD;
    return { lines, height };
  };
  const place = (row: ReturnType<typeof layout>, header: boolean) => {
    let x = MARGIN;
    row.lines.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      const right = columns[index]?.align === 'right';
      let y = writer.y - PAD;
      for (const line of cell) {
        const lineSize = line.size;
        y -= lineSize * 1.3;
        const textWidth = writer.widthOf(line.text, lineSize, line.bold);
        writer.drawAt(
          line.text,
          right ? x + width - PAD - textWidth : x + PAD,
          y + lineSize * 0.25,
          {
            size: lineSize,
            bold: line.bold,
            color: line.muted || header ? MUTED : undefined,
          },
        );
      }
      x += width;
    });
    writer.y -= row.height;
    writer.page.drawLine({
      start: { x: MARGIN, y: writer.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: writer.y },
      thickness: header ? 0.8 : 0.4,
      color: header ? MUTED : RULE,
    });
  };
  const titled = columns.some((column) => column.header !== '');
  const header = layout(
    columns.map((column) => column.header),
    true,
  );
  const first = rows[0] ? layout(rows[0], false).height : 0;
  writer.ensure((titled ? header.height : 0) + first);
  if (titled) place(header, true);
  for (const cells of rows) {
    const row = layout(cells, false);
    if (writer.y - row.height < MARGIN + 18) {
      writer.newPage();
      if (titled) place(header, true);
    }
    place(row, false);
  }
  writer.space(6);
}
