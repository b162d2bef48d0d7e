import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { comparisonView } from '@shared/domain/metrics/views/comparison/view';
import { writeComparisonTables } from './comparison-tables';
import { drawBand, drawBandKey } from './draw-band';
import { MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

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
  drawBandKey(writer, tools.t);
  writer.space(24);
  writeComparisonTables(writer, view, input, tools);
}
