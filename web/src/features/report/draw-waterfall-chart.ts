import { linearDomain, scaleLinear } from '@/components/charts/linear-scale';
import { drawTickBelow, drawTitleBelow } from './draw-axis';
import { drawLegendRow } from './draw-legend';
import {
  CONTENT_WIDTH,
  MARGIN,
  MUTED,
  RULE,
  hexColor,
  wrapText,
  type PdfWriter,
} from './pdf-writer';

export interface WaterfallBar {
  label: string;
  /** Where the bar starts and ends, in the chart's unit. */
  from: number;
  to: number;
  /** `#rrggbb` */
  color: string;
  /** The value written beside the bar (a total, or a change with its sign). */
  value: string;
}

export interface WaterfallSpec {
  bars: readonly WaterfallBar[];
  /** The value axis' title with its unit: "Energy savings (MWh/yr)". */
  axisTitle: string;
  formatTick: (value: number) => string;
  legend: readonly { label: string; color: string }[];
}

const ROW = 20;
const SIZE = 8;

/**
 * A waterfall drawn across the page as vectors: one row per step, its name on the left (wrapped,
 * never cut), the bar floating between the levels it joins, its value beside it, a dashed
 * connector to the next bar, the value axis below with its ticks and title, and the legend.
 */
export function drawWaterfallChart(writer: PdfWriter, spec: WaterfallSpec): void {
  const labelWidth = Math.min(
    CONTENT_WIDTH * 0.34,
    Math.max(...spec.bars.map((bar) => writer.widthOf(bar.label, SIZE))) + 8,
  );
  const rows = spec.bars.map((bar) => wrapText(bar.label, writer.widths(), SIZE, labelWidth - 8));
  const heights = rows.map((lines) => Math.max(ROW, lines.length * SIZE * 1.3 + 6));
  const plotHeight = heights.reduce((sum, height) => sum + height, 0);
  writer.ensure(plotHeight + 56);
  const { page } = writer;
  const domain = linearDomain(spec.bars.flatMap((bar) => [bar.from, bar.to]));
  const valueWidth = Math.max(...spec.bars.map((bar) => writer.widthOf(bar.value, SIZE))) + 6;
  const left = MARGIN + labelWidth;
  const right = MARGIN + CONTENT_WIDTH - valueWidth;
  const x = scaleLinear([domain.min, domain.max], [left, right]);
  const top = writer.y - 4;
  const bottom = top - plotHeight;
  for (const tick of domain.ticks) {
    page.drawLine({
      start: { x: x(tick), y: bottom },
      end: { x: x(tick), y: top },
      thickness: tick === 0 ? 0.8 : 0.4,
      color: tick === 0 ? MUTED : RULE,
    });
    drawTickBelow(writer, spec.formatTick(tick), x(tick), bottom - 11);
  }
  let y = top;
  spec.bars.forEach((bar, index) => {
    const height = heights[index]!;
    const middle = y - height / 2;
    rows[index]!.forEach((line, n, lines) => {
      const lineY = middle + ((lines.length - 1) / 2 - n) * SIZE * 1.3 - SIZE / 3;
      writer.drawAt(line, MARGIN, lineY, { size: SIZE });
    });
    const x0 = x(Math.min(bar.from, bar.to));
    const x1 = x(Math.max(bar.from, bar.to));
    page.drawRectangle({
      x: x0,
      y: middle - 6,
      width: Math.max(0.8, x1 - x0),
      height: 12,
      color: hexColor(bar.color),
    });
    writer.drawAt(bar.value, x1 + 4, middle - SIZE / 3, { size: SIZE });
    const next = spec.bars[index + 1];
    if (next) {
      page.drawLine({
        start: { x: x(bar.to), y: middle - 6 },
        end: { x: x(bar.to), y: middle - height / 2 - (heights[index + 1]! / 2 - 6) },
        thickness: 0.5,
        color: MUTED,
        dashArray: [2, 2],
      });
    }
    y -= height;
  });
  drawTitleBelow(writer, spec.axisTitle, left, right - left, bottom - 24);
  writer.y = bottom - 36;
  drawLegendRow(writer, spec.legend, true);
  writer.space(20);
}
