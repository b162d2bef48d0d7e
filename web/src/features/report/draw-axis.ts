import { degrees } from 'pdf-lib';
import { CONTENT_WIDTH, MARGIN, MUTED, RULE, type PdfWriter } from './pdf-writer';

/*
 * The axes of the report's vector charts, drawn alike in every chart: titles at 8 pt, tick labels
 * at 7.5 pt, both muted; grid lines as thin rules across the plot.
 */

/** The size of a tick label, points. */
export const TICK_SIZE = 7.5;
const TITLE_SIZE = 8;

/** An axis title turned to run up the page, centred on the `height` above `bottom`, at `x`. */
export function drawTitleUp(
  writer: PdfWriter,
  title: string,
  x: number,
  bottom: number,
  height: number,
  bold = false,
): void {
  writer.page.drawText(title, {
    x,
    y: bottom + (height - writer.widthOf(title, TITLE_SIZE, bold)) / 2,
    size: TITLE_SIZE,
    font: writer.font(bold),
    color: MUTED,
    rotate: degrees(90),
  });
}

/** An axis title centred on the `span` points right of `left`, its baseline at `y`. */
export function drawTitleBelow(
  writer: PdfWriter,
  title: string,
  left: number,
  span: number,
  y: number,
  bold = false,
): void {
  const width = writer.widthOf(title, TITLE_SIZE, bold);
  writer.drawAt(title, left + (span - width) / 2, y, {
    size: TITLE_SIZE,
    ...(bold ? { bold } : {}),
    color: MUTED,
  });
}

/** A tick label centred on `x` (an x axis's), its baseline at `y`. */
export function drawTickBelow(writer: PdfWriter, label: string, x: number, y: number): void {
  writer.drawAt(label, x - writer.widthOf(label, TICK_SIZE) / 2, y, {
    size: TICK_SIZE,
    color: MUTED,
  });
}

/** One tick of a value axis: its height on the page, its label, and the right axis's label. */
export interface ValueTick {
  y: number;
  label: string;
  /** The same grid line's label on a right axis, if the chart has one. */
  rightLabel?: string;
}

/**
 * A value axis up the left of the plot from `left` to `right`: its title turned up the left
 * margin (and a right axis's up the right one), then each tick's grid line across the plot with
 * its label right-aligned before the plot (and the right axis's after it).
 */
export function drawValueAxis(
  writer: PdfWriter,
  axis: {
    title: string;
    rightTitle?: string;
    /** The left edge of the plot (the ticks' labels end 4 pt before it) and its right edge. */
    left: number;
    right: number;
    bottom: number;
    height: number;
    ticks: readonly ValueTick[];
  },
): void {
  const { left, right } = axis;
  drawTitleUp(writer, axis.title, MARGIN + 8, axis.bottom, axis.height);
  if (axis.rightTitle !== undefined)
    drawTitleUp(writer, axis.rightTitle, MARGIN + CONTENT_WIDTH, axis.bottom, axis.height);
  for (const { y, label, rightLabel } of axis.ticks) {
    writer.page.drawLine({
      start: { x: left, y },
      end: { x: right, y },
      thickness: 0.4,
      color: RULE,
    });
    writer.drawAt(label, left - 4 - writer.widthOf(label, TICK_SIZE), y - 2.5, {
      size: TICK_SIZE,
      color: MUTED,
    });
    if (rightLabel !== undefined)
      writer.drawAt(rightLabel, right + 4, y - 2.5, { size: TICK_SIZE, color: MUTED });
  }
}
