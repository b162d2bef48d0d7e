import { drawTickBelow, drawTitleBelow } from '../draw-axis';
import { niceStep } from '../draw-bar-chart';
import { CONTENT_WIDTH, MARGIN, MUTED, RULE, hexColor, type PdfWriter } from '../pdf-writer';

export interface HorizontalBar {
  label: string;
  /** A count: whole numbers, so the axis steps by 1 at least. */
  value: number;
  /** `#rrggbb` */
  color: string;
}

export interface HorizontalBarsSpec {
  bars: readonly HorizontalBar[];
  /** The value axis's title, under it. */
  axisTitle: string;
  formatValue: (value: number) => string;
  /** Shown instead of bars when every value is 0. */
  emptyText: string;
}

const ROW = 20;
const SIZE = 8.5;

/**
 * Bars lying down at the cursor, one row each with its whole label on the left (long band names
 * in Czech and German stay readable) and its value at the bar's end, over a value axis from 0.
 */
export function drawHorizontalBars(writer: PdfWriter, spec: HorizontalBarsSpec): void {
  const height = spec.bars.length * ROW + 34;
  writer.ensure(height);
  const { page } = writer;
  const labelWidth = Math.min(
    CONTENT_WIDTH * 0.4,
    Math.max(...spec.bars.map((bar) => writer.widthOf(bar.label, SIZE))) + 8,
  );
  const left = MARGIN + labelWidth;
  const right = MARGIN + CONTENT_WIDTH - 24;
  const max = Math.max(0, ...spec.bars.map((bar) => bar.value));
  const step = Math.max(1, niceStep(max, 5));
  const top = max > 0 ? Math.ceil(max / step) * step : 1;
  const xOf = (value: number) => left + (value / top) * (right - left);
  const plotTop = writer.y - 4;
  const bottom = plotTop - spec.bars.length * ROW;
  for (let tick = 0; tick <= top + step / 2; tick += step) {
    const x = xOf(tick);
    page.drawLine({ start: { x, y: bottom }, end: { x, y: plotTop }, thickness: 0.4, color: RULE });
    drawTickBelow(writer, spec.formatValue(tick), x, bottom - 10);
  }
  spec.bars.forEach((bar, index) => {
    const y = plotTop - (index + 1) * ROW;
    writer.drawAt(bar.label, MARGIN, y + ROW / 2 - 3, { size: SIZE });
    if (bar.value > 0)
      page.drawRectangle({
        x: left,
        y: y + 4,
        width: xOf(bar.value) - left,
        height: ROW - 8,
        color: hexColor(bar.color),
      });
    writer.drawAt(spec.formatValue(bar.value), xOf(bar.value) + 4, y + ROW / 2 - 3, {
      size: SIZE,
      bold: true,
    });
  });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: left, y: plotTop }, thickness: 0.8 });
  if (max === 0) {
    const width = writer.widthOf(spec.emptyText, 11, true);
    writer.drawAt(spec.emptyText, left + Math.max(0, (right - left - width) / 2), bottom + 6, {
      size: 11,
      bold: true,
      color: MUTED,
    });
  }
  drawTitleBelow(writer, spec.axisTitle, left, right - left, bottom - 22);
  writer.y = bottom - 30;
}
