import type { MeasureTableRow } from '@shared/domain/metrics/views/improve/measure-rows';
import { measureTotals } from '@shared/domain/metrics/views/improve/measure-totals';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import type { MetricsMeasures } from '@shared/schemas/derived/metrics-measures';
import { measureOverlapText, measureTotalsCells } from '@/lib/figures/measure-totals-text';
import { drawTable, type TableCell } from './draw-table';
import { CONTENT_WIDTH, MARGIN, MUTED, hexColor, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/** The totals row: the measures not yet done combined, as the tab's `MeasureTotals` shows it. */
function writeTotals(
  writer: PdfWriter,
  figures: MetricsMeasures,
  stored: Readonly<Record<string, ImprovementMeasure>>,
  tools: ReportTools,
  currency: string,
): void {
  const { t, format } = tools;
  if ((figures.order ?? []).length === 0) {
    writer.text(t('improve:totals.none'), { size: 9, color: MUTED });
    return;
  }
  const totals = measureTotals(figures);
  const cells = measureTotalsCells(totals, currency, t, format);
  const column = CONTENT_WIDTH / 3;
  const cellHeight = 34;
  writer.ensure(2 * cellHeight + 40);
  writer.page.drawRectangle({
    x: MARGIN,
    y: writer.y - 2 * cellHeight - 24,
    width: CONTENT_WIDTH,
    height: 2 * cellHeight + 24,
    color: hexColor('#f1f3f5'),
  });
  writer.space(4);
  writer.text(t('improve:totals.title'), { size: 10, bold: true, x: MARGIN + 6 });
  const top = writer.y - 2;
  cells.forEach(({ label, value }, index) => {
    const x = MARGIN + 6 + (index % 3) * column;
    const y = top - Math.floor(index / 3) * cellHeight;
    writer.drawAt(label, x, y - 10, { size: 8, color: MUTED });
    writer.drawAt(value, x, y - 24, { size: 11, bold: true });
  });
  writer.y = top - 2 * cellHeight - 4;
  const notes = [measureOverlapText(totals, t, format)];
  if (totals.investmentIncomplete) notes.push(t('improve:totals.investmentIncomplete'));
  const done = Object.values(stored).filter((measure) => measure.status === 'done').length;
  if (done > 0) notes.push(t('improve:totals.done', { count: done }));
  for (const note of notes) writer.text(note, { size: 8.5, color: MUTED });
}

/**
 * Improvement Measures: each measure alone (the tab's table: investment, energy, cost, payback,
 * CO2, IRR, measured savings, status), then the totals of the measures not yet done combined; or
 * the tab's empty state.
 */
export function writeMeasuresTable(
  writer: PdfWriter,
  input: ReportInput,
  tools: ReportTools,
  rows: readonly MeasureTableRow[],
): void {
  const { t, format } = tools;
  const currency = input.figures.energy.currency;
  const symbol = format.currencySymbol(currency);
  writer.text(t('improve:measures.title'), { size: 12, bold: true });
  writer.text(t('improve:measures.subtitle'), { size: 8.5, color: MUTED });
  writer.space(4);
  if (rows.length === 0) {
    writer.text(t('improve:measures.emptyTitle'), { size: 11, bold: true, color: MUTED });
    writer.text(t('improve:measures.emptyViewer'), { size: 9, color: MUTED });
    return;
  }
  const figure = (row: MeasureTableRow, value: number | null, show: (v: number) => string) =>
    row.pending ? t('improve:measures.computing') : value === null ? '—' : show(value);
  const cells = rows.map((row): TableCell[] => [
    {
      text: row.name,
      note: [
        t(`enums:subSystem.${row.subSystem}`),
        t(`enums:measureStatus.${row.status}`),
        row.origin === 'user' ? '' : t(`improve:measures.origin.${row.origin}`),
      ]
        .filter(Boolean)
        .join(' · '),
    },
    figure(row, row.investment, (v) => format.number(v, 0)),
    figure(row, row.energySavingsKwh, (v) => format.number(v / 1000, 1)),
    figure(row, row.costSavings, (v) => format.number(v, 0)),
    figure(row, row.paybackYears, (v) => format.number(v, 1)),
    figure(row, row.co2AvoidedTons, (v) => format.number(v, 2)),
    figure(row, row.irrPct, (v) => format.percent(v / 100, 1)),
    figure(row, row.measuredKwhPerYear, (v) => format.number(v / 1000, 1)),
  ]);
  drawTable(
    writer,
    [
      {
        header: `${t('improve:measures.columns.name')} · ${t('improve:measures.columns.status')}`,
        share: 0.23,
      },
      {
        header: t('improve:measures.columns.investment', { currency: symbol }),
        share: 0.11,
        align: 'right',
      },
      { header: t('improve:measures.columns.energySavings'), share: 0.11, align: 'right' },
      {
        header: t('improve:measures.columns.costSavings', { currency: symbol }),
        share: 0.11,
        align: 'right',
      },
      { header: t('improve:measures.columns.payback'), share: 0.11, align: 'right' },
      { header: t('improve:measures.columns.co2Avoided'), share: 0.11, align: 'right' },
      { header: t('improve:measures.columns.irr'), share: 0.11, align: 'right' },
      { header: t('improve:measures.columns.measured'), share: 0.11, align: 'right' },
    ],
    cells,
    { size: 7.5 },
  );
  if (input.figures.measures)
    writeTotals(writer, input.figures.measures, input.measures ?? {}, tools, currency);
  writer.space(10);
}
