import type { ComparisonRow } from '@shared/domain/metrics/views/comparison/types';
import { bandRowDomain } from '@/components/charts/band-chart-scale';
import { BAND_COLORS, MARKER_COLORS } from '@/components/charts/chart-palette';
import { drawLegendRow } from './draw-legend';
import { CONTENT_WIDTH, MARGIN, MUTED, RULE, hexColor, type PdfWriter } from './pdf-writer';
import type { ReportT } from './report-types';

/** Where a band row is drawn: its left edge and width, points (default the content width). */
export interface BandArea {
  left: number;
  width: number;
  /** Height of the bar, points. */
  height: number;
}

const FULL: BandArea = { left: MARGIN, width: CONTENT_WIDTH, height: 16 };

/** Points a band row takes from the cursor down: the bar, its ticks and their numbers. */
export const bandRowHeight = (area: BandArea = FULL) => area.height + 22;

/**
 * One row of the Comparison tab's band chart as vectors, on its own scale as on the tab
 * (`bandRowDomain`): the peer set's bands (10th, 25th and 75th percentiles, the median as a
 * white tick), the estimate's range as a line where the value is estimated, the building's value
 * as a marker, the axis below. A row without limits gets a grey bar and its marker.
 */
export function drawBand(
  writer: PdfWriter,
  row: ComparisonRow,
  convert: (stored: number) => number,
  tick: (value: number) => string,
  area: BandArea = FULL,
): void {
  const limits = row.limits
    ? {
        bestInClass: convert(row.limits.bestInClass),
        mostEfficient: convert(row.limits.mostEfficient),
        median: convert(row.limits.median),
        leastEfficient: convert(row.limits.leastEfficient),
      }
    : null;
  const current = convert(row.current);
  const range = row.uncertainty
    ? { low: convert(row.uncertainty.low), high: convert(row.uncertainty.high) }
    : undefined;
  const { max, ticks } = bandRowDomain({
    key: row.key,
    label: '',
    current,
    limits,
    ...(range ? { range } : {}),
  });
  const { page } = writer;
  writer.ensure(bandRowHeight(area));
  const top = writer.y;
  const bottom = top - area.height;
  const x = (value: number) => area.left + (Math.min(value, max) / max) * area.width;
  if (limits) {
    const bands = [
      ['bestInClass', 0, limits.bestInClass],
      ['mostEfficient', limits.bestInClass, limits.mostEfficient],
      ['averagePerformance', limits.mostEfficient, limits.leastEfficient],
      ['leastEfficient', limits.leastEfficient, max],
    ] as const;
    for (const [band, from, to] of bands) {
      page.drawRectangle({
        x: x(from),
        y: bottom,
        width: Math.max(0, x(to) - x(from)),
        height: area.height,
        color: hexColor(BAND_COLORS[band]),
      });
    }
    page.drawLine({
      start: { x: x(limits.median), y: bottom },
      end: { x: x(limits.median), y: top },
      thickness: 1,
      color: hexColor('#ffffff'),
    });
  } else {
    page.drawRectangle({
      x: area.left,
      y: bottom,
      width: area.width,
      height: area.height,
      color: RULE,
    });
  }
  const marker = hexColor(MARKER_COLORS.current);
  if (range) {
    const middle = bottom + area.height / 2;
    page.drawLine({
      start: { x: x(range.low), y: middle },
      end: { x: x(range.high), y: middle },
      thickness: 1.5,
      color: marker,
    });
    for (const end of [range.low, range.high])
      page.drawLine({
        start: { x: x(end), y: middle - 3 },
        end: { x: x(end), y: middle + 3 },
        thickness: 1.5,
        color: marker,
      });
  }
  page.drawRectangle({
    x: x(current) - 2,
    y: bottom - 4,
    width: 4,
    height: area.height + 8,
    color: marker,
  });
  for (const value of ticks) {
    const label = tick(value);
    const width = writer.widthOf(label, 7);
    const at = Math.min(Math.max(x(value) - width / 2, area.left), area.left + area.width - width);
    page.drawLine({
      start: { x: x(value), y: bottom - 4 },
      end: { x: x(value), y: bottom - 7 },
      thickness: 0.5,
      color: MUTED,
    });
    writer.drawAt(label, at, bottom - 15, { size: 7, color: MUTED });
  }
  writer.y = top - bandRowHeight(area);
}

/** The bands' key and the building's marker, as the tab's charts name them. */
export function drawBandKey(writer: PdfWriter, t: ReportT): void {
  writer.ensure(14);
  const bands = Object.keys(BAND_COLORS) as (keyof typeof BAND_COLORS)[];
  const x = drawLegendRow(
    writer,
    bands.map((band) => ({ label: t(`enums:benchmarkBand.${band}`), color: BAND_COLORS[band] })),
  );
  writer.page.drawRectangle({
    x: x + 2,
    y: writer.y - 8,
    width: 4,
    height: 8,
    color: hexColor(MARKER_COLORS.current),
  });
  writer.drawAt(t('comparison:markers.current'), x + 12, writer.y - 7.5, { size: 8 });
  writer.space(14);
}
