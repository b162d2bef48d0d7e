import {
  historicalComparisonView,
  type HistoricalComparisonView,
} from '@shared/domain/metrics/views/performance/historical-comparison';
import { COMPARISON_PERIODS } from '@shared/schemas/enums/analysis';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import type { Format } from '@/lib/format/create-format';
import { PERFORMANCE_PLOT, chartHeading } from './chart-heading';
import { drawBarChart } from './draw-bar-chart';
import { MARGIN, MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportT, ReportTools } from './report-types';

/** The screen card's colours of the current and previous bars. */
const CURRENT_COLOR = '#2f7fd8';
const PREVIOUS_COLOR = '#78808a';

/** The card's footer: current against previous with the change, as `HistoricalComparisonCard`. */
export function historicalSummary(
  view: HistoricalComparisonView | null,
  t: ReportT,
  format: Format,
): string {
  if (!view || view.currentKwh === null || view.previousKwh === null)
    return t('performance:comparison.incomplete');
  const current = format.energy(view.currentKwh, 'MWh', 1);
  const previous = format.energy(view.previousKwh, 'MWh', 1);
  return view.changePct !== null
    ? t('performance:comparison.changeValue', {
        current,
        previous,
        change: `${view.changePct > 0 ? '+' : ''}${format.percent(view.changePct / 100, 1)}`,
      })
    : t('performance:comparison.noChange', { current, previous });
}

/**
 * Historical Comparison of the Performance tab (`historicalComparisonView`): the previous 12
 * months' chart (the card's default), current against previous month by month, then the card's
 * summary for each of its three choices.
 */
export function writeHistoricalComparison(
  writer: PdfWriter,
  input: ReportInput,
  tools: ReportTools,
): void {
  const { figures, options } = input;
  const { t, format } = tools;
  const view = historicalComparisonView(figures.history, options.range, 'previous12Months');
  const mwh = format.quantity('MWh');
  const pairs = view?.pairs ?? [];
  const spanOf = (side: 'currentMonth' | 'previousMonth') =>
    format.monthSpan(pairs[0]?.[side], pairs[pairs.length - 1]?.[side]);
  chartHeading(
    writer,
    t('performance:comparison.title'),
    view
      ? `${t('enums:comparisonPeriod.previous12Months')}. ${t('performance:comparison.subtitle', {
          month: format.month(view.referenceMonth, 'long'),
        })}`
      : undefined,
    PERFORMANCE_PLOT + 80,
  );
  const values = (side: 'currentKwh' | 'previousKwh') =>
    pairs.map((pair) => (pair[side] === null ? null : mwh.convert(pair[side])));
  drawBarChart(writer, {
    categories: pairs.map((pair) => format.month(pair.currentMonth)),
    // Without a view the plot says "No data" and has no series to name.
    series: !view
      ? []
      : [
          {
            label: t('performance:comparison.currentOf', { months: spanOf('currentMonth') }),
            color: CURRENT_COLOR,
            values: values('currentKwh'),
          },
          {
            label: t('performance:comparison.previousOf', { months: spanOf('previousMonth') }),
            color: PREVIOUS_COLOR,
            values: values('previousKwh'),
          },
        ],
    grouped: true,
    yAxisTitle: format.withUnit(t('performance:kpi.energy'), 'MWh'),
    xAxisTitle: t('performance:comparison.month'),
    formatTick: chartNumberFormatter(format),
    emptyText: t('report:usage.noData'),
    plotHeight: PERFORMANCE_PLOT,
  });
  if (!view) {
    writer.text(t('performance:comparison.empty'), { size: 9, color: MUTED });
    writer.space(16);
    return;
  }
  for (const period of COMPARISON_PERIODS) {
    const other = historicalComparisonView(figures.history, options.range, period);
    writer.text(
      `${t(`enums:comparisonPeriod.${period}`)}: ${historicalSummary(other, t, format)}`,
      { size: 9.5, x: MARGIN },
    );
  }
  writer.space(16);
}
