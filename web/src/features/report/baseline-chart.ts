import { CLIMATE_NORMALS } from '@shared/constants/climate-normals';
import {
  weatherBaselineViews,
  type CarrierBaselineView,
} from '@shared/domain/metrics/views/performance/weather-baseline';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { chartHeading } from './chart-heading';
import { drawLineChart, type LineSeries } from './draw-line-chart';
import { MUTED, hexColor, type PdfWriter } from './pdf-writer';
import type { ReportInput, ReportT, ReportTools } from './report-types';

const PLOT_HEIGHT = 130;
const ACCEPTED = hexColor('#2b7a3d');
const WARNING = hexColor('#a15c00');

/** The card's verdict of a fit: BETTER's acceptance and ASHRAE Guideline 14's limits. */
export function baselineVerdict(fit: CarrierBaselineView['fit'], t: ReportT): string {
  if (fit.acceptedByBetter && fit.meetsGuideline14) return t('performance:baseline.accepted');
  return fit.acceptedByBetter
    ? t('performance:baseline.acceptedBetterOnly')
    : t('performance:baseline.rejected');
}

/**
 * The weather-normalized baseline of the Performance tab (`weatherBaselineViews` over the normals
 * of the building's station, as `BaselineCard` calls it), one chart per fitted carrier (the card
 * shows one at a time): actual against fitted use, degree days on the right axis, then the fit's
 * statistics, verdict and normal-weather year in the card's words.
 */
export function writeBaseline(writer: PdfWriter, input: ReportInput, tools: ReportTools): void {
  const { figures } = input;
  const { t, format } = tools;
  const station = CLIMATE_NORMALS.find((item) => item.name === figures.climate.station);
  const views = weatherBaselineViews(figures, station?.monthlyMeanDegC ?? null);
  const mwh = format.quantity('MWh');
  const degreeDays = format.unitLabel('degreeDays');
  const chart = (view: CarrierBaselineView | undefined) => {
    const fit = view?.fit;
    const series: LineSeries[] = !view
      ? []
      : [
          {
            label: t('performance:baseline.actual'),
            color: '#2f7fd8',
            axis: 'left',
            values: view.actualKwh.map(mwh.convert),
          },
          {
            label: t('performance:baseline.fitted'),
            color: '#d9480f',
            axis: 'left',
            dashed: true,
            values: view.fittedKwh.map((kwh) => (kwh === null ? null : mwh.convert(kwh))),
          },
          ...(fit && (fit.heatingSlopeKwhPerDayK > 0 || fit.coolingSlopeKwhPerDayK <= 0)
            ? [
                {
                  label: `${t('performance:baseline.hdd')} (${degreeDays})`,
                  color: '#9c4dcc',
                  axis: 'right' as const,
                  values: view.heatingDegreeDays,
                },
              ]
            : []),
          ...(fit && fit.coolingSlopeKwhPerDayK > 0
            ? [
                {
                  label: `${t('performance:baseline.cdd')} (${degreeDays})`,
                  color: '#0b90b0',
                  axis: 'right' as const,
                  values: view.coolingDegreeDays,
                },
              ]
            : []),
        ];
    drawLineChart(writer, {
      categories: (view?.months ?? []).map((key) => format.month(key)),
      series,
      leftTitle: format.withUnit(t('performance:kpi.energy'), 'MWh'),
      rightTitle: `${t('performance:baseline.degreeDays')} (${degreeDays})`,
      xAxisTitle: t('performance:baseline.month'),
      formatTick: chartNumberFormatter(format),
      emptyText: t('report:usage.noData'),
      plotHeight: PLOT_HEIGHT,
    });
  };
  if (views.length === 0) {
    chartHeading(writer, t('performance:baseline.title'), undefined, PLOT_HEIGHT + 60);
    chart(undefined);
    writer.text(t('performance:baseline.empty'), { size: 9, color: MUTED });
    writer.space(16);
    return;
  }
  for (const view of views) {
    const { fit } = view;
    chartHeading(
      writer,
      `${t('performance:baseline.title')}: ${t(`performance:carrier.${view.carrier}`)}`,
      t('performance:baseline.subtitle', {
        type: fit.type,
        points: fit.points,
        source:
          view.temperatureSource === 'normals'
            ? t('performance:baseline.sourceNormals', { station: figures.climate.station })
            : t('performance:baseline.sourceMeasured'),
      }),
      // The whole card on one page: chart, axis, legend, statistics and notes.
      PLOT_HEIGHT + 160,
    );
    chart(view);
    writer.text(
      `${t('performance:baseline.r2')} ${format.number(fit.r2, 3)} · ${t('performance:baseline.cvRmse')} ${format.percent(fit.cvRmse, 1)} · ${t('performance:baseline.nmbe')} ${format.percent(fit.nmbe, 1)}`,
      { size: 9.5, bold: true },
    );
    writer.text(baselineVerdict(fit, t), {
      size: 9,
      color: fit.acceptedByBetter ? ACCEPTED : WARNING,
    });
    if (view.normalizedAnnualKwh !== null)
      writer.text(
        t('performance:baseline.normalized', {
          normalized: format.energy(view.normalizedAnnualKwh, 'MWh', 1),
          actual: format.energy(view.lastTwelveMonthsKwh, 'MWh', 1),
        }),
        { size: 9 },
      );
    writer.text(
      view.temperatureSource === 'measured'
        ? t('performance:baseline.noTemperatures')
        : t('performance:baseline.degreeDaysBase', {
            heating: `${format.number(view.heatingBaseDegC, 1)}\u00a0°C`,
            cooling: `${format.number(view.coolingBaseDegC, 1)}\u00a0°C`,
          }),
      { size: 8.5, color: MUTED },
    );
    writer.space(16);
  }
}
