import { defaultPriceNotes } from '@shared/domain/metrics/views/common/default-price-notes';
import { measureTableRows } from '@shared/domain/metrics/views/improve/measure-rows';
import {
  improvePeriodTotals,
  type ImproveTotals,
} from '@shared/domain/metrics/views/improve/period';
import { drawTable } from './draw-table';
import { writeImproveCharts } from './improve-charts';
import { writeMeasuredSavings } from './improve-measured';
import { writeMeasuresTable } from './improve-measures';
import { MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/**
 * The Improve tab's Totals (spec 2.11 sidebar) for the report's period: energy, cost and CO2
 * before and after every measure not yet done, from `improvePeriodTotals` as the screen shows them.
 */
function writePeriodTotals(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { figures, options } = input;
  const { t, format } = tools;
  const { energy, period, measures } = figures;
  const currency = energy.currency;
  const range = options.range;
  const totals = improvePeriodTotals({ energy, period, measures, range });
  const periodLabel = `${format.date(range.start)} – ${format.date(range.end)}`;
  writer.text(t('improve:sidebar.title'), { size: 12, bold: true });
  writer.text(t('improve:sidebar.subtitle', { period: periodLabel }), { size: 9, color: MUTED });
  writer.space(4);
  const row = (key: keyof ImproveTotals, label: string, show: (value: number) => string) => {
    const before = totals.before[key];
    const after = totals.after[key];
    const less = before !== null && after !== null && before > 0 ? (before - after) / before : null;
    const change =
      less === null
        ? ''
        : less > 0.0005
          ? t('improve:sidebar.less', { pct: format.percent(less, 1) })
          : less < -0.0005
            ? t('improve:sidebar.more', { pct: format.percent(-less, 1) })
            : t('improve:sidebar.same');
    return [
      label,
      before === null ? t('improve:sidebar.noPrice') : show(before),
      { text: after === null ? t('improve:sidebar.noPrice') : show(after), bold: true },
      change,
    ];
  };
  drawTable(
    writer,
    [
      { header: '', share: 0.4 },
      { header: t('improve:sidebar.before'), share: 0.2, align: 'right' },
      { header: t('improve:sidebar.after'), share: 0.2, align: 'right' },
      { header: t('improveCharts:waterfall.change'), share: 0.2, align: 'right' },
    ],
    [
      row('energyKwh', t('improve:sidebar.energy'), (kwh) => format.number(kwh / 1000, 1)),
      row(
        'cost',
        t('improve:sidebar.cost', { currency: format.currencySymbol(currency) }),
        (cost) => format.money(cost, currency, 0),
      ),
      row('co2Tons', t('improve:sidebar.co2'), (tons) => format.number(tons, 1)),
    ],
    { size: 9 },
  );
  const year = `${format.periodLabel(period.firstMonth)} – ${format.periodLabel(period.lastMonth)}`;
  writer.text(t('improve:sidebar.method', { year }), { size: 8, color: MUTED });
  // The carriers whose cost rests on a default price, as the sidebar names them.
  const notes = defaultPriceNotes(energy).map((note) =>
    t(`figures:defaultPrice.${note.kind}`, {
      carrier: t(`performance:carrier.${note.carrier}`),
      band: note.band ?? '',
      period: note.period ?? '',
    }),
  );
  if (notes.length > 0) writer.text(notes.join('. '), { size: 8, color: MUTED });
  if (totals.daysOutsideYear > 0)
    writer.text(
      t('improve:sidebar.outside', { days: totals.daysOutsideYear, total: totals.days }),
      { size: 8, color: MUTED },
    );
  writer.space(12);
}

/**
 * Improve (spec 2.11): the period's totals before and after the measures, each measure alone and
 * all not yet done combined, the savings waterfall and the marginal abatement cost curve, and the
 * savings measured since each measure done, all from the shared views of the Improve tab
 * (`views/improve-*`) and formatted as the tab formats them. Without measures it says what the
 * tab says, and shows no charts (the tab shows none either).
 */
export function writeImprove(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { t } = tools;
  writer.sectionTitle(t('report:improve.title'));
  writePeriodTotals(writer, input, tools);
  const rows = measureTableRows(input.figures.measures, input.measures ?? {});
  writeMeasuresTable(writer, input, tools, rows);
  if (rows.length === 0) return;
  writeImproveCharts(writer, input, tools);
  writeMeasuredSavings(writer, input, tools);
}
