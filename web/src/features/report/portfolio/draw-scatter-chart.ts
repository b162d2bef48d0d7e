import { TICK_SIZE, drawTickBelow, drawTitleBelow, drawValueAxis } from '../draw-axis';
import { niceStep } from '../draw-bar-chart';
import { LEGEND_ROW, drawLegendGrid, legendRows } from '../draw-legend';
import { CONTENT_WIDTH, MARGIN, MUTED, hexColor, type PdfWriter } from '../pdf-writer';

export interface ScatterPoint {
  /** In the x axis's unit. */
  x: number;
  /** In the y axis's unit. */
  y: number;
  /** The `id` of the point's group. */
  group: string;
}

export interface ScatterSpec {
  points: readonly ScatterPoint[];
  /** Each group's legend label and `#rrggbb` colour, in legend order. */
  groups: readonly { id: string; label: string; color: string }[];
  /** Axis titles with their units. */
  xAxisTitle: string;
  yAxisTitle: string;
  formatTick: (value: number) => string;
  /** Shown in the plot instead of points when there are none. */
  emptyText: string;
  plotHeight: number;
}

/** Ticks from 0 to a nice top at or above `max`. */
function ticksOf(max: number): number[] {
  const step = niceStep(max);
  const top = max > 0 ? Math.ceil(max / step) * step : step * 5;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
}

/**
 * A scatter chart as vectors at the cursor: both axes from zero with their ticks and titles, one
 * dot per point in its group's colour, a legend of the groups, the empty text without points.
 */
export function drawScatterChart(writer: PdfWriter, spec: ScatterSpec): void {
  writer.ensure(spec.plotHeight + 60 + legendRows(spec.groups.length, 3) * LEGEND_ROW);
  const { page } = writer;
  const xTicks = ticksOf(Math.max(0, ...spec.points.map((p) => p.x)));
  const yTicks = ticksOf(Math.max(0, ...spec.points.map((p) => p.y)));
  const xTop = xTicks[xTicks.length - 1] ?? 1;
  const yTop = yTicks[yTicks.length - 1] ?? 1;
  const tickWidth = Math.max(
    ...yTicks.map((tick) => writer.widthOf(spec.formatTick(tick), TICK_SIZE)),
  );
  const left = MARGIN + 14 + tickWidth + 4;
  const right = MARGIN + CONTENT_WIDTH - 8;
  const plotTop = writer.y - 6;
  const bottom = plotTop - spec.plotHeight;
  const xOf = (value: number) => left + (value / xTop) * (right - left);
  const yOf = (value: number) => bottom + (value / yTop) * spec.plotHeight;

  drawValueAxis(writer, {
    title: spec.yAxisTitle,
    left,
    right,
    bottom,
    height: spec.plotHeight,
    ticks: yTicks.map((tick) => ({ y: yOf(tick), label: spec.formatTick(tick) })),
  });
  // x tick labels: every k-th one where they would touch.
  const xLabelWidth = Math.max(
    ...xTicks.map((tick) => writer.widthOf(spec.formatTick(tick), TICK_SIZE)),
  );
  const gap = xTicks.length > 1 ? (right - left) / (xTicks.length - 1) : right - left;
  const every = Math.max(1, Math.ceil((xLabelWidth + 6) / gap));
  xTicks.forEach((tick, index) => {
    const x = xOf(tick);
    page.drawLine({
      start: { x, y: bottom },
      end: { x, y: bottom - 3 },
      thickness: 0.6,
      color: MUTED,
    });
    if (index % every === 0) drawTickBelow(writer, spec.formatTick(tick), x, bottom - 11);
  });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: right, y: bottom }, thickness: 0.8 });
  page.drawLine({ start: { x: left, y: bottom }, end: { x: left, y: plotTop }, thickness: 0.8 });

  const colors = new Map(spec.groups.map((group) => [group.id, hexColor(group.color)]));
  for (const point of spec.points) {
    page.drawCircle({
      x: xOf(point.x),
      y: yOf(point.y),
      size: 3.2,
      color: colors.get(point.group) ?? MUTED,
      borderColor: hexColor('#ffffff'),
      borderWidth: 0.5,
      opacity: 0.9,
    });
  }
  if (spec.points.length === 0) {
    const width = writer.widthOf(spec.emptyText, 11, true);
    const x = left + Math.max(0, (right - left - width) / 2);
    writer.drawAt(spec.emptyText, x, bottom + spec.plotHeight / 2, {
      size: 11,
      bold: true,
      color: MUTED,
    });
  }
  drawTitleBelow(writer, spec.xAxisTitle, left, right - left, bottom - 24);

  writer.y = bottom - 36;
  drawLegendGrid(writer, spec.groups, 3, (group, x, y) => {
    page.drawCircle({ x: x + 4, y: y - 4, size: 4, color: hexColor(group.color) });
    writer.drawAt(group.label, x + 12, y - 7.5, { size: 8 });
  });
}
