import { TICK_SIZE, drawTickBelow, drawTitleBelow, drawValueAxis } from './draw-axis';
import { niceStep } from './draw-bar-chart';
import { LEGEND_ROW, drawLegendGrid, legendRows } from './draw-legend';
import { CONTENT_WIDTH, MARGIN, MUTED, hexColor, type PdfWriter } from './pdf-writer';

export interface LineSeries {
  label: string;
  /** `#rrggbb` */
  color: string;
  /** One value per category, in its axis's unit; null where the series has none (a gap). */
  values: (number | null)[];
  /** The right axis (degree days) or the left one (energy). */
  axis: 'left' | 'right';
  dashed?: boolean;
}

export interface LineChartSpec {
  categories: string[];
  series: LineSeries[];
  /** Axis titles with their units. */
  leftTitle: string;
  rightTitle: string;
  xAxisTitle: string;
  formatTick: (value: number) => string;
  emptyText: string;
  plotHeight: number;
}

/**
 * A line chart as vectors at the cursor, with a left axis and, when a series uses it, a right
 * one on the same grid lines; gaps (nulls) break a line; the empty text when nothing has a value.
 */
export function drawLineChart(writer: PdfWriter, spec: LineChartSpec): void {
  writer.ensure(spec.plotHeight + 60 + legendRows(spec.series.length, 2) * LEGEND_ROW);
  const { page } = writer;
  const maxOf = (axis: 'left' | 'right') =>
    Math.max(
      0,
      ...spec.series.filter((s) => s.axis === axis).flatMap((s) => s.values.map((v) => v ?? 0)),
    );
  const leftMax = maxOf('left');
  const rightMax = maxOf('right');
  const hasRight = spec.series.some((s) => s.axis === 'right');
  const step = niceStep(leftMax);
  const count = leftMax > 0 ? Math.ceil(leftMax / step) : 5;
  const leftTop = step * count;
  const rightTop = niceStep(rightMax, count) * count;
  const ticks = Array.from({ length: count + 1 }, (_, i) => i / count);
  const widthOfTicks = (top: number) =>
    Math.max(...ticks.map((f) => writer.widthOf(spec.formatTick(f * top), TICK_SIZE)));
  const left = MARGIN + 14 + widthOfTicks(leftTop) + 4;
  const right = MARGIN + CONTENT_WIDTH - (hasRight ? 18 + widthOfTicks(rightTop) : 0);
  const plotTop = writer.y - 6;
  const bottom = plotTop - spec.plotHeight;
  drawValueAxis(writer, {
    title: spec.leftTitle,
    ...(hasRight ? { rightTitle: spec.rightTitle } : {}),
    left,
    right,
    bottom,
    height: spec.plotHeight,
    ticks: ticks.map((fraction) => ({
      y: bottom + fraction * spec.plotHeight,
      label: spec.formatTick(fraction * leftTop),
      ...(hasRight ? { rightLabel: spec.formatTick(fraction * rightTop) } : {}),
    })),
  });
  const slot = (right - left) / Math.max(1, spec.categories.length);
  const xOf = (index: number) => left + (index + 0.5) * slot;
  for (const series of spec.series) {
    const top = series.axis === 'left' ? leftTop : rightTop;
    const yOf = (value: number) => bottom + (Math.max(0, value) / (top || 1)) * spec.plotHeight;
    const color = hexColor(series.color);
    series.values.forEach((value, index) => {
      const next = series.values[index + 1];
      if (value === null) return;
      if (next !== null && next !== undefined)
        page.drawLine({
          start: { x: xOf(index), y: yOf(value) },
          end: { x: xOf(index + 1), y: yOf(next) },
          thickness: 1.4,
          color,
          dashArray: series.dashed ? [4, 2] : undefined,
        });
      if (!series.dashed) page.drawCircle({ x: xOf(index), y: yOf(value), size: 1.6, color });
    });
  }
  const labelWidth = Math.max(0, ...spec.categories.map((c) => writer.widthOf(c, TICK_SIZE)));
  const every = Math.max(1, Math.ceil((labelWidth + 4) / slot));
  spec.categories.forEach((category, index) => {
    if (index % every === 0) drawTickBelow(writer, category, xOf(index), bottom - 11);
  });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: right, y: bottom }, thickness: 0.8 });
  if (leftMax === 0 && rightMax === 0) {
    const width = writer.widthOf(spec.emptyText, 12, true);
    writer.drawAt(spec.emptyText, left + (right - left - width) / 2, bottom + spec.plotHeight / 2, {
      size: 12,
      bold: true,
      color: MUTED,
    });
  }
  drawTitleBelow(writer, spec.xAxisTitle, left, right - left, bottom - 24);
  writer.y = bottom - 36;
  drawLegendGrid(writer, spec.series, 2, (series, x, y) => {
    page.drawLine({
      start: { x, y: y - 4 },
      end: { x: x + 14, y: y - 4 },
      thickness: 2,
      color: hexColor(series.color),
      dashArray: series.dashed ? [4, 2] : undefined,
    });
    writer.drawAt(series.label, x + 18, y - 7, { size: 8 });
  });
}
