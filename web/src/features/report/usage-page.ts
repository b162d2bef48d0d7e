import { energyUsageView } from '@shared/domain/metrics/views/performance/energy-usage';
import { CARRIER_COLORS } from '@/components/charts/chart-palette';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { PERFORMANCE_PLOT, chartHeading } from './chart-heading';
import { drawBarChart } from './draw-bar-chart';
import { MUTED, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportTools } from './report-types';

/** The colour of bars without a carrier of their own (the screen's chart uses the same). */
const UNSPLIT_COLOR = '#78808a';

/**
 * Building Energy Usage of the chosen period, monthly bars stacked by carrier: the Performance
 * tab's chart (`energyUsageView`, the same view), drawn as vectors.
 */
export function writeEnergyUsage(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { figures, options } = input;
  const { t, format } = tools;
  const view = energyUsageView(figures, options.range, 'month', 'carrier');
  const mwh = format.quantity('MWh');
  const title = t('performance:usage.title', { unit: mwh.label });
  chartHeading(writer, title, t('performance:usage.byCarrier'), PERFORMANCE_PLOT + 80);
  drawBarChart(writer, {
    categories: view.periods.map((key) => format.periodLabel(key)),
    series: view.series.map((item) => ({
      label:
        item.key in CARRIER_COLORS
          ? t(`performance:carrier.${item.key as keyof typeof CARRIER_COLORS}`)
          : t(`performance:usage.${item.key as 'unsplit' | 'intervalMeter'}`),
      color: (CARRIER_COLORS as Record<string, string>)[item.key] ?? UNSPLIT_COLOR,
      values: item.kwh.map((kwh) => (kwh === null ? null : mwh.convert(kwh))),
    })),
    yAxisTitle: format.withUnit(t('performance:kpi.energy'), 'MWh'),
    xAxisTitle: t('report:usage.axisPeriod'),
    formatTick: chartNumberFormatter(format),
    emptyText: t('report:usage.noData'),
    plotHeight: PERFORMANCE_PLOT,
  });
  if (view.series.length === 0) {
    writer.text(t('performance:usage.emptyMonthly'), { size: 9, color: MUTED });
    writer.space(16);
    return;
  }
  writer.text(t('performance:usage.total', { value: format.energy(view.totalKwh, 'MWh', 1) }), {
    size: 10,
    bold: true,
  });
  writer.space(16);
}
