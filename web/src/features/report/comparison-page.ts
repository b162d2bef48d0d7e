import { bandRowDomain } from '@/components/charts/band-chart-scale';
import { BAND_COLORS, MARKER_COLORS } from '@/components/charts/chart-palette';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { comparisonView } from '@shared/domain/metrics/views/comparison';
import type { ComparisonRow } from '@shared/domain/metrics/views/comparison-types';
import { writeComparisonTables } from './comparison-tables';
import { CONTENT_WIDTH, MARGIN, MUTED, RULE, hexColor, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

const BAR_HEIGHT = 16;

/**
 * One row of the Comparison tab's band chart as vectors: the peer set's bands (10th, 25th and
 * 75th percentiles, the median as a tick), the building's value as a marker, the axis below.
 */
function drawBand(
  writer: PdfWriter,
  row: ComparisonRow,
  convert: (stored: number) => number,
  tick: (value: number) => string,
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
  const { max, ticks } = bandRowDomain({ key: row.key, label: '', current, limits });
  const { page } = writer;
  writer.ensure(BAR_HEIGHT + 30);
  const top = writer.y;
  const bottom = top - BAR_HEIGHT;
  const x = (value: number) => MARGIN + (Math.min(value, max) / max) * CONTENT_WIDTH;
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
        height: BAR_HEIGHT,
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
      x: MARGIN,
      y: bottom,
      width: CONTENT_WIDTH,
      height: BAR_HEIGHT,
      color: RULE,
    });
  }
  const marker = x(current);
  page.drawRectangle({
    x: marker - 2,
    y: bottom - 4,
    width: 4,
    height: BAR_HEIGHT + 8,
    color: hexColor(MARKER_COLORS.current),
  });
  for (const value of ticks) {
    const label = tick(value);
    const width = writer.widthOf(label, 7);
    const at = Math.min(Math.max(x(value) - width / 2, MARGIN), MARGIN + CONTENT_WIDTH - width);
    page.drawLine({
      start: { x: x(value), y: bottom - 4 },
      end: { x: x(value), y: bottom - 7 },
      thickness: 0.5,
      color: MUTED,
    });
    writer.drawAt(label, at, bottom - 15, { size: 7, color: MUTED });
  }
  writer.y = bottom - 22;
}

/**
 * The Comparison tab's whole-building bands (site EUI and CO2 per m²) in the shipped reference of
 * the use type, with the reference named as the tab names it and its documents; then its
 * sub-system and envelope tables (`writeComparisonTables`).
 */
export function writeComparison(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { figures, options } = input;
  const { t, format } = tools;
  const view = comparisonView({
    benchmarks: figures.benchmarks,
    energy: figures.energy,
    quality: figures.quality,
    peerSet: 'reference',
  });
  writer.sectionTitle(t('report:comparison.title'));
  const { source } = view;
  if (source.kind === 'reference') {
    writer.text(t('report:comparison.reference', { name: options.referenceName ?? '' }), {
      size: 11,
      bold: true,
    });
    writer.text(
      t('report:comparison.referenceYear', {
        year: source.year,
        centre: source.centreDataset,
        spread: source.spreadDataset,
      }),
      { size: 8.5, color: MUTED },
    );
  } else {
    writer.text(t('report:comparison.peers', { count: source.counted }), { size: 11, bold: true });
  }
  writer.space(14);
  const tick = chartNumberFormatter(format);
  const rows = [
    { row: view.energy, label: t('report:comparison.energy'), quantity: 'intensity' as const },
    { row: view.co2, label: t('report:comparison.co2'), quantity: 'co2Intensity' as const },
  ];
  for (const { row, label, quantity } of rows) {
    const shown = format.quantity(quantity);
    writer.ensure(110);
    writer.text(`${label} (${shown.label})`, { size: 12, bold: true });
    writer.text(t('report:comparison.value', { value: shown.format(row.current, 1) }), {
      size: 10,
    });
    if (row.band && row.percentile !== null) {
      writer.text(
        `${t(`enums:benchmarkBand.${row.band}`)} · ${t('report:comparison.percentile', {
          value: format.number(row.percentile, 0),
        })}`,
        { size: 10 },
      );
    } else writer.text(t('report:comparison.noBand'), { size: 10, color: MUTED });
    writer.space(6);
    drawBand(writer, row, shown.convert, tick);
    writer.space(12);
  }
  // The bands' key, as the tab's chart names them.
  let x = MARGIN;
  for (const band of Object.keys(BAND_COLORS) as (keyof typeof BAND_COLORS)[]) {
    const name = t(`enums:benchmarkBand.${band}`);
    writer.page.drawRectangle({
      x,
      y: writer.y - 8,
      width: 8,
      height: 8,
      color: hexColor(BAND_COLORS[band]),
    });
    writer.drawAt(name, x + 12, writer.y - 7.5, { size: 8 });
    x += 24 + writer.widthOf(name, 8);
  }
  writer.space(24);
  writeComparisonTables(writer, view, input, tools);
}
