import { linearDomain, scaleLinear } from '@/components/charts/linear-scale';
import { TICK_SIZE, drawTickBelow, drawTitleBelow, drawValueAxis } from './draw-axis';
import { drawLegendRow } from './draw-legend';
import { CONTENT_WIDTH, MARGIN, MUTED, hexColor, type PdfWriter } from './pdf-writer';

export interface ChartBlock {
  /** Written on the block (its number in the key below the chart). */
  mark: string;
  /** Where it starts on the x axis and how wide it is, in the x unit. */
  start: number;
  width: number;
  /** Its height in the y unit; below zero hangs under the axis. */
  value: number;
  /** `#rrggbb` */
  color: string;
}

export interface BlockChartSpec {
  blocks: readonly ChartBlock[];
  /** Axis titles with their units. */
  xTitle: string;
  yTitle: string;
  formatTick: (value: number) => string;
  legend: readonly { label: string; color: string }[];
}

const PLOT_HEIGHT = 190;

/**
 * A block chart (the marginal abatement cost curve) as vectors: each block as wide as its share of
 * the x axis and as high as its value, below zero when negative, numbered for the key that follows
 * it; both axes with nice ticks and their titles, and the legend.
 */
export function drawBlockChart(writer: PdfWriter, spec: BlockChartSpec): void {
  writer.ensure(PLOT_HEIGHT + 64);
  const { page } = writer;
  const yDomain = linearDomain(spec.blocks.map((block) => block.value));
  const xDomain = linearDomain(spec.blocks.map((block) => block.start + block.width));
  const tickWidth = Math.max(
    ...yDomain.ticks.map((tick) => writer.widthOf(spec.formatTick(tick), TICK_SIZE)),
  );
  const left = MARGIN + 14 + tickWidth + 4;
  const right = MARGIN + CONTENT_WIDTH - 8;
  const top = writer.y - 6;
  const bottom = top - PLOT_HEIGHT;
  const x = scaleLinear([xDomain.min, xDomain.max], [left, right]);
  const y = scaleLinear([yDomain.min, yDomain.max], [bottom, top]);
  drawValueAxis(writer, {
    title: spec.yTitle,
    left,
    right,
    bottom,
    height: PLOT_HEIGHT,
    ticks: yDomain.ticks.map((tick) => ({ y: y(tick), label: spec.formatTick(tick) })),
  });
  for (const tick of xDomain.ticks)
    drawTickBelow(writer, spec.formatTick(tick), x(tick), bottom - 11);
  for (const block of spec.blocks) {
    const x0 = x(block.start);
    const x1 = x(block.start + block.width);
    const y0 = y(Math.min(0, block.value));
    const y1 = y(Math.max(0, block.value));
    page.drawRectangle({
      x: x0,
      y: y0,
      width: Math.max(0.8, x1 - x0),
      height: Math.max(0.8, y1 - y0),
      color: hexColor(block.color),
      borderColor: hexColor('#ffffff'),
      borderWidth: 0.6,
    });
    const markWidth = writer.widthOf(block.mark, 8, true);
    // The number sits on the other side of the zero line, clear of the block and of the ticks.
    const markY = block.value < 0 ? y(0) + 3 : y(0) - 10;
    writer.drawAt(block.mark, (x0 + x1 - markWidth) / 2, markY, { size: 8, bold: true });
  }
  page.drawLine({
    start: { x: left, y: y(0) },
    end: { x: right, y: y(0) },
    thickness: 0.8,
    color: MUTED,
  });
  drawTitleBelow(writer, spec.xTitle, left, right - left, bottom - 24);
  writer.y = bottom - 36;
  drawLegendRow(writer, spec.legend);
  writer.space(20);
}
