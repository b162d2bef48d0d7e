import { measureRows } from '@shared/domain/metrics/views/improve/measure-rows';
import { CARRIERS } from '@shared/schemas/derived/metrics';
import { drawTable } from './draw-table';
import { MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/**
 * The savings measured since each measure done (IPMVP Option C), beside its predicted savings, as
 * the measure's popup on the Improve tab shows them (`MeasuredSavings`); or why they cannot be
 * measured yet. Nothing when no measure is done.
 */
export function writeMeasuredSavings(
  writer: PdfWriter,
  input: ReportInput,
  tools: ReportTools,
): void {
  const figures = input.figures.measures;
  if (!figures) return;
  const { t, format } = tools;
  const currency = input.figures.energy.currency;
  const done = measureRows(figures, input.measures ?? {}).filter(
    (row) => figures.measures[row.measureId]?.measured,
  );
  if (done.length === 0) return;
  writer.ensure(90);
  writer.text(t('improve:measured.title'), { size: 12, bold: true });
  writer.space(4);
  for (const row of done) {
    const measure = figures.measures[row.measureId]!;
    const measured = measure.measured!;
    writer.ensure(70);
    writer.text(`${row.name} · ${t(`enums:measureStatus.${row.status}`)}`, {
      size: 10,
      bold: true,
    });
    if (measured.reason) {
      writer.text(t(`improve:measured.reason.${measured.reason}`), { size: 9, color: MUTED });
      writer.space(8);
      continue;
    }
    const perYear = (value: string) => t('improve:totals.perYear', { value });
    const lines: [string, string][] = [
      [
        t('improve:measured.predicted'),
        perYear(format.energy(measure.savings.energyKwh, 'MWh', 1)),
      ],
      [
        t('improve:measured.measured', {
          from: format.periodLabel(measured.fromMonth ?? ''),
          months: measured.months ?? 0,
        }),
        perYear(format.energy(measured.energyKwhPerYear, 'MWh', 1)),
      ],
    ];
    if (measured.costPerYear !== undefined)
      lines.push([
        t('improve:measured.cost'),
        perYear(format.money(measured.costPerYear, currency, 0)),
      ]);
    if (measured.co2TonsPerYear !== undefined)
      lines.push([
        t('improve:measured.co2'),
        perYear(format.co2(measured.co2TonsPerYear * 1000, 't', 2)),
      ]);
    drawTable(
      writer,
      [
        { header: '', share: 0.6 },
        { header: '', share: 0.4, align: 'right' },
      ],
      lines,
      { size: 9 },
    );
    const predicted = measure.savings.energyKwh;
    const notes: string[] = [];
    if (measured.energyKwhPerYear !== undefined && measured.energyKwhPerYear < 0)
      notes.push(
        t('improve:measured.more', { value: format.energy(-measured.energyKwhPerYear, 'MWh', 1) }),
      );
    else if (predicted > 0 && measured.energyKwhPerYear !== undefined)
      notes.push(
        t('improve:measured.share', {
          pct: format.percent(measured.energyKwhPerYear / predicted, 0),
        }),
      );
    for (const carrier of CARRIERS) {
      const fit = measured.byCarrier?.[carrier];
      if (!fit) continue;
      notes.push(
        t(fit.meetsGuideline14 ? 'improve:measured.fit' : 'improve:measured.fitWeak', {
          carrier: t(`performance:carrier.${carrier}`),
          cv: format.number(fit.cvRmsePct, 1),
          baseline: fit.baselineMonths,
        }),
      );
    }
    notes.push(
      t(
        measured.temperatureSource === 'measured'
          ? 'improve:measured.methodMeasured'
          : 'improve:measured.methodNormals',
      ),
    );
    for (const note of notes) writer.text(note, { size: 8.5, color: MUTED });
    writer.space(10);
  }
}
