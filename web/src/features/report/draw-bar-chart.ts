import { TICK_SIZE, drawTitleBelow, drawValueAxis } from './draw-axis';
import { LEGEND_ROW, drawLegendGrid, legendRows } from './draw-legend';
import { CONTENT_WIDTH, MARGIN, MUTED, hexColor, type PdfWriter } from './pdf-writer';

export interface BarSeries {
  label: string;
  /** `#rrggbb` */
  color: string;
  /** One value per category, in the chart's unit; null where the series has none. */
  values: (number | null)[];
}

export interface BarChartSpec {
  /** Category labels along the x axis, e.g. months. */
  categories: string[];
  series: BarSeries[];
  /** Axis titles, each with its unit where it has one: "Total Energy Consumption (MWh)". */
  yAxisTitle: string;
  xAxisTitle: string;
  /** Tick numbers as the screens' charts write them. */
  formatTick: (value: number) => string;
  /** Shown in the plot instead of bars when no series has a value. */
  emptyText: string;
  /** Bars side by side per category (current against previous) instead of stacked. */
  grouped?: boolean;
  /** Height of the plot in points (default 220); axis labels and legend come on top. */
  plotHeight?: number;
}

/**
 * A step of 1, 2 or 5 × 10ⁿ giving at most `count` intervals up to `max` (the usual "nice" axis
 * ticks: Heckbert, "Nice numbers for graph labels", Graphics Gems, 1990).
 */
export function niceStep(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return nice * power;
}

const DEFAULT_PLOT_HEIGHT = 220;

/**
 * Draws a stacked bar chart as vectors at the writer's cursor: y axis with ticks and its title,
 * category labels under the bars, a legend, and the empty text in a plot without values.
 */
export function drawBarChart(writer: PdfWriter, spec: BarChartSpec): void {
  const plotHeight = spec.plotHeight ?? DEFAULT_PLOT_HEIGHT;
  writer.ensure(plotHeight + 60 + legendRows(spec.series.length, 3) * LEGEND_ROW);
  const { page } = writer;
  const totals = spec.categories.map((_, index) =>
    spec.series.reduce(
      (sum, item) =>
        spec.grouped
          ? Math.max(sum, item.values[index] ?? 0)
          : sum + Math.max(0, item.values[index] ?? 0),
      0,
    ),
  );
  const max = Math.max(0, ...totals);
  const step = niceStep(max);
  const top = max > 0 ? Math.ceil(max / step) * step : step * 5;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const tickWidth = Math.max(
    ...ticks.map((tick) => writer.widthOf(spec.formatTick(tick), TICK_SIZE)),
  );
  const left = MARGIN + 14 + tickWidth + 4;
  const right = MARGIN + CONTENT_WIDTH;
  const plotTop = writer.y - 6;
  const bottom = plotTop - plotHeight;
  const yOf = (value: number) => bottom + (value / top) * plotHeight;

  drawValueAxis(writer, {
    title: spec.yAxisTitle,
    left,
    right,
    bottom,
    height: plotHeight,
    ticks: ticks.map((tick) => ({ y: yOf(tick), label: spec.formatTick(tick) })),
  });

  const slot = (right - left) / Math.max(1, spec.categories.length);
  const barWidth = slot * 0.64;
  // Labels wider than their slot: every k-th one, so none overlaps its neighbour.
  const labelWidth = Math.max(
    0,
    ...spec.categories.map((label) => writer.widthOf(label, TICK_SIZE)),
  );
  const every = Math.max(1, Math.ceil((labelWidth + 4) / slot));
  spec.categories.forEach((category, index) => {
    let base = 0;
    const x = left + index * slot + (slot - barWidth) / 2;
    const width = spec.grouped ? barWidth / Math.max(1, spec.series.length) : barWidth;
    spec.series.forEach((item, position) => {
      const value = Math.max(0, item.values[index] ?? 0);
      if (value === 0) return;
      page.drawRectangle({
        x: spec.grouped ? x + position * width : x,
        y: yOf(spec.grouped ? 0 : base),
        width,
        height: yOf(base + value) - yOf(base),
        color: hexColor(item.color),
      });
      if (!spec.grouped) base += value;
    });
    if (index % every !== 0) return;
    const textWidth = writer.widthOf(category, TICK_SIZE);
    writer.drawAt(category, left + index * slot + (slot - textWidth) / 2, bottom - 11, {
      size: TICK_SIZE,
      color: MUTED,
    });
  });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: right, y: bottom }, thickness: 0.8 });

  if (max === 0) {
    const width = writer.widthOf(spec.emptyText, 12, true);
    writer.drawAt(spec.emptyText, left + (right - left - width) / 2, bottom + plotHeight / 2, {
      size: 12,
      bold: true,
      color: MUTED,
    });
  }
  drawTitleBelow(writer, spec.xAxisTitle, left, right - left, bottom - 24);

  writer.y = bottom - 36;
  drawLegendGrid(writer, spec.series, 3, (item, x, y) => {
    page.drawRectangle({ x, y: y - 8, width: 8, height: 8, color: hexColor(item.color) });
    writer.drawAt(item.label, x + 12, y - 7.5, { size: 8 });
  });
}
