import type { RGB } from 'pdf-lib';
import { CONTENT_WIDTH, MARGIN, MUTED, RULE, wrapText, type PdfWriter } from './pdf-writer';

export interface TableColumn {
  /** Empty in every column: a table of label and value pairs, without a header row. */
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
  /** Numbers are right-aligned, as in the screens' grids. */
  align?: 'left' | 'right';
}

/** A cell: its text, optionally bold, and optionally a second, muted line (a sub-system, a range). */
export type TableCell = string | { text: string; note?: string; bold?: boolean };

/** How a table is set. The defaults are those of the figure tables. */
export interface TableStyle {
  /** Font size of the cells, points; a note is set a point smaller. */
  size: number;
  /**
   * Whether a word wider than its column is set smaller (down to 6 pt) and, if still too wide,
   * broken with a hyphen; otherwise it runs on, as in running text.
   */
  fitWords: boolean;
  /** Extra space after a right-aligned column, points. */
  numberGap: number;
  /** The colour of the rule under the header row. */
  headerRule: RGB;
  /** Tables up to this height, points, are kept on one page; longer ones start with a row. */
  keepTogether: number;
}

/**
 * The tables of words (a data basis, a comparison's positions, a breakdown with its total): at
 * 8.5 pt, words never set smaller, numbers 6 pt from the next column, short tables on one page.
 */
export const TEXT_TABLE: TableStyle = {
  size: 8.5,
  fitWords: false,
  numberGap: 6,
  headerRule: RULE,
  keepTogether: 320,
};

const FIGURE_TABLE: TableStyle = {
  size: 8,
  fitWords: true,
  numberGap: 0,
  headerRule: MUTED,
  keepTogether: 0,
};

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
  for (const line of wrapText(text, writer.widths(bold), size, width)) {
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
  style: TableStyle,
  cell: TableCell,
  width: number,
  size: number,
  fixed = false,
): Line[] {
  const { text, note, bold = false } = typeof cell === 'string' ? { text: cell } : cell;
  const fit = (line: string, lineBold: boolean, lineSize: number) =>
    style.fitWords ? fittingSize(writer, line, lineBold, lineSize, width) : lineSize;
  const wrap = (line: string, lineBold: boolean, lineSize: number) =>
    style.fitWords
      ? wrapCell(writer, line, lineBold, lineSize, width)
      : wrapText(line, writer.widths(lineBold), lineSize, width);
  const textSize = fixed ? size : fit(text, bold, size);
  const lines = wrap(text, bold, textSize).map((line) => ({
    text: line,
    size: textSize,
    muted: false,
    bold,
  }));
  if (note) {
    const noteSize = fit(note, false, size - 1);
    for (const line of wrap(note, false, noteSize))
      lines.push({ text: line, size: noteSize, muted: true, bold: false });
  }
  return lines;
}

/**
 * A table at the writer's cursor: wrapped titles (muted, bold; none when every title is empty)
 * repeated on each new page, one row per entry, each cell wrapped within its column, numbers
 * right-aligned, each row ruled below; with `total`, the last row is bold and ruled as the header.
 * Every cell stays real text: pdftotext reads it as the screen's grid shows it.
 */
export function drawTable(
  writer: PdfWriter,
  columns: readonly TableColumn[],
  rows: readonly (readonly TableCell[])[],
  options: Partial<TableStyle> & { total?: boolean } = {},
): void {
  const style: TableStyle = { ...FIGURE_TABLE, ...options };
  const { size } = style;
  const widths = columns.map((column) => column.share * CONTENT_WIDTH);
  // A right-aligned number keeps its gap from the text of the column after it.
  const inner = columns.map(
    (column, index) =>
      (widths[index] ?? 0) - 2 * PAD - (column.align === 'right' ? style.numberGap : 0),
  );
  const lineHeight = size * 1.3;
  // The titles share one size: the largest at which each title's words fit (or the smallest).
  const headerSize = style.fitWords
    ? Math.min(
        ...columns.map((column, index) =>
          fittingSize(writer, column.header, true, size, inner[index] ?? 0),
        ),
      )
    : size;
  const layout = (cells: readonly TableCell[], header: boolean, bold: boolean) => {
    const lines = cells.map((cell, index) =>
      cellLines(
        writer,
        style,
        header || bold
          ? { ...(typeof cell === 'string' ? { text: cell } : cell), bold: true }
          : cell,
        inner[index] ?? 0,
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
    return { lines, height, header, ruled: header || bold };
  };
  const place = (row: ReturnType<typeof layout>) => {
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
          right ? x + PAD + (inner[index] ?? 0) - textWidth : x + PAD,
          y + lineSize * 0.25,
          {
            size: lineSize,
            bold: line.bold,
            color: line.muted || row.header ? MUTED : undefined,
          },
        );
      }
      x += width;
    });
    writer.y -= row.height;
    writer.page.drawLine({
      start: { x: MARGIN, y: writer.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: writer.y },
      thickness: row.ruled ? 0.8 : 0.4,
      color: row.header ? style.headerRule : RULE,
    });
  };
  const titled = columns.some((column) => column.header !== '');
  const header = layout(
    columns.map((column) => column.header),
    true,
    true,
  );
  const body = rows.map((cells, index) =>
    layout(cells, false, options.total === true && index === rows.length - 1),
  );
  const top = titled ? header.height : 0;
  const whole = body.reduce((sum, row) => sum + row.height, top);
  // A short table stays on one page; a long one starts with its header and a row at least.
  writer.ensure(whole <= style.keepTogether ? whole : top + (body[0]?.height ?? 0));
  if (titled) place(header);
  for (const row of body) {
    const page = writer.page;
    writer.ensure(row.height);
    if (titled && writer.page !== page) place(header);
    place(row);
  }
  writer.space(6);
}
