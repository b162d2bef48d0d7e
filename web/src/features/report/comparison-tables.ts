import type { ComparisonRow, ComparisonView } from '@shared/domain/metrics/views/comparison/types';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { chartHeading } from './chart-heading';
import { bandRowHeight, drawBand, drawBandKey } from './draw-band';
import { TEXT_TABLE, drawTable, type TableCell } from './draw-table';
import { writeEnvelopePerformance } from './envelope-performance-table';
import { CONTENT_WIDTH, MARGIN, MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/** A sub-system that uses no energy (none installed), as the Comparison tab's table tells it. */
const unused = (row: ComparisonRow) =>
  row.current === 0 &&
  row.quantity === 'intensity' &&
  row.key !== 'total' &&
  row.key !== 'renewables';

/**
 * The rows of a Comparison chart as the tab's table writes them (`ComparisonRowsTable`): value
 * with its unit, band and percentile, basis and, where estimated, the range; then why ranges.
 */
function writeRows(
  writer: PdfWriter,
  rows: readonly ComparisonRow[],
  { t, format }: ReportTools,
): void {
  const percentile = (value: number | null) =>
    value === null
      ? ''
      : t('comparison:rows.percentile', { count: Math.round(value), ordinal: true });
  const cells = rows.map((row): TableCell[] => {
    const quantity = format.quantity(row.quantity);
    const { uncertainty } = row;
    const range = uncertainty
      ? [
          t('comparison:rows.range', {
            low: quantity.value(uncertainty.low),
            high: quantity.value(uncertainty.high),
            unit: quantity.label,
          }),
          ...(uncertainty.percentileLow !== null && uncertainty.percentileHigh !== null
            ? [
                t('comparison:rows.percentileRangeShort', {
                  low: format.number(uncertainty.percentileLow, 0),
                  high: format.number(uncertainty.percentileHigh, 0),
                }),
              ]
            : []),
        ].join('; ')
      : undefined;
    return [
      t(`comparison:row.${row.key}`),
      quantity.format(row.current),
      unused(row)
        ? t('comparison:rows.noUse')
        : row.band
          ? { text: t(`enums:benchmarkBand.${row.band}`), note: percentile(row.percentile) }
          : {
              text: t('comparison:rows.noBenchmark'),
              note: percentile(row.percentile) || undefined,
            },
      { text: t(`comparison:basis.${row.basis}`), note: range },
    ];
  });
  drawTable(
    writer,
    [
      { header: t('comparison:rows.element'), share: 0.24 },
      { header: t('comparison:rows.current'), share: 0.2, align: 'right' },
      { header: t('comparison:rows.position'), share: 0.24 },
      { header: t('comparison:rows.basis'), share: 0.32 },
    ],
    cells,
    TEXT_TABLE,
  );
  const notes = new Map(
    rows.flatMap((row) =>
      row.uncertainty ? [[`${row.basis}-${row.uncertainty.reason}`, row] as const] : [],
    ),
  );
  for (const row of notes.values())
    writer.text(
      t('comparison:rows.rangeNote', {
        basis: t(`comparison:basis.${row.basis}`),
        reason: t(`comparison:uncertainty.${row.uncertainty!.reason}`),
      }),
      { size: 8, color: MUTED },
    );
  writer.space(14);
}

const LABEL_WIDTH = 120;

/**
 * The tab's band chart of the rows: each row's name and unit, then its bands and marker on its
 * own scale, and the bands' key.
 */
function writeBands(writer: PdfWriter, rows: readonly ComparisonRow[], tools: ReportTools): void {
  const { t, format } = tools;
  const tick = chartNumberFormatter(format);
  const area = {
    left: MARGIN + LABEL_WIDTH,
    width: CONTENT_WIDTH - LABEL_WIDTH,
    height: 10,
  };
  writer.ensure(rows.length * (bandRowHeight(area) + 4) + 14);
  for (const row of rows) {
    writer.ensure(bandRowHeight(area));
    const quantity = format.quantity(row.quantity);
    writer.drawAt(t(`comparison:row.${row.key}`), MARGIN, writer.y - 8.5, { size: 8.5 });
    writer.drawAt(quantity.label, MARGIN, writer.y - 18, { size: 7, color: MUTED });
    drawBand(writer, row, quantity.convert, tick, area);
    writer.space(4);
  }
  drawBandKey(writer, t);
  writer.space(6);
}

/**
 * The Comparison tab's Sub-System and Facility Envelope Elements tables (`subSystemRows`,
 * `envelopeRows` through `comparisonView`), each with its reference named as the tab names it,
 * then the Performance tab's envelope panel.
 */
export function writeComparisonTables(
  writer: PdfWriter,
  view: ComparisonView,
  input: ReportInput,
  tools: ReportTools,
): void {
  const { t } = tools;
  const named = input.options.referenceName
    ? ` ${t('report:comparison.reference', { name: input.options.referenceName })}.`
    : '';
  const reference = view.source.kind === 'reference';
  const tables = [
    {
      title: t('comparison:charts.subSystems'),
      subtitle: `${t('comparison:charts.subSystemsSubtitle')}${reference ? ` ${t('comparison:source.subSystemReference')}` : ''}${named}`,
      rows: view.subSystems,
    },
    {
      title: t('comparison:charts.envelope'),
      subtitle: `${t('comparison:charts.envelopeSubtitle')}${reference ? ` ${t('comparison:source.envelopeReference')}` : ''}${named}`,
      rows: view.envelope,
    },
  ];
  for (const { title, subtitle, rows } of tables) {
    chartHeading(writer, title, subtitle, 80);
    if (rows.length === 0) {
      writer.text(t('report:usage.noData'), { size: 10, bold: true, color: MUTED });
      writer.space(14);
    } else {
      writeBands(writer, rows, tools);
      writeRows(writer, rows, tools);
    }
  }
  writeEnvelopePerformance(writer, input, tools);
}
