import { bandCounts } from '@shared/domain/dashboard/portfolio-lists';
import { BENCHMARK_BANDS } from '@shared/schemas/enums/analysis';
import { DASHBOARD_BAND_COLORS } from '@/components/charts/chart-palette';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { chartHeading } from '../chart-heading';
import { drawHorizontalBars } from './draw-horizontal-bars';
import { drawScatterChart, type ScatterPoint } from './draw-scatter-chart';
import type { PortfolioSectionWriter } from './portfolio-report-types';
import { emptyReason } from './portfolio-totals-page';

const BANDS = [...BENCHMARK_BANDS, 'none'] as const;
const PLOT = 190;

/**
 * The Dashboard's two charts for the filtered buildings, from the data its cards draw: EUI
 * against floor area, coloured by band, and the buildings per benchmark band.
 */
export const writePortfolioCharts: PortfolioSectionWriter = (writer, content, input, tools) => {
  const { t, format } = tools;
  writer.sectionTitle(t('report:portfolio.charts'));
  const empty = emptyReason(content, input, tools);
  if (empty) {
    writer.text(empty, { size: 10 });
    return;
  }
  const formatTick = chartNumberFormatter(format);
  const area = format.quantity('area');
  const eui = format.quantity('intensity');
  const bandLabel = (band: (typeof BANDS)[number]) =>
    band === 'none' ? t('dashboard:filters.bandNone') : t(`enums:benchmarkBand.${band}`);
  const axis = (label: string, unit: string) => t('report:improve.axis', { label, unit });
  // The points of the Dashboard's scatter card: a building with a floor area and an EUI.
  const points = content.filtered.flatMap((building): ScatterPoint[] => {
    const digest = building.digest;
    const areaM2 = digest?.floorAreaM2 ?? building.grossFloorAreaM2;
    if (!digest || areaM2 === undefined || digest.siteEuiKwhPerM2 === undefined) return [];
    return [
      {
        x: area.convert(areaM2),
        y: eui.convert(digest.siteEuiKwhPerM2),
        group: digest.band ?? 'none',
      },
    ];
  });
  chartHeading(writer, t('dashboard:scatter.title'), t('report:portfolio.scatterSubtitle'), PLOT);
  drawScatterChart(writer, {
    points,
    groups: BANDS.map((band) => ({
      id: band,
      label: bandLabel(band),
      color: DASHBOARD_BAND_COLORS[band],
    })),
    xAxisTitle: axis(t('dashboard:scatter.area'), area.label),
    yAxisTitle: axis(t('dashboard:scatter.eui'), eui.label),
    formatTick,
    emptyText: t('dashboard:scatter.empty'),
    plotHeight: PLOT,
  });
  writer.space(10);
  const counts = bandCounts(content.filtered);
  chartHeading(writer, t('dashboard:bands.title'), t('dashboard:bands.subtitle'), 140);
  // The Dashboard's bar chart of buildings per band, lying down so every band's name is whole.
  drawHorizontalBars(writer, {
    bars: BANDS.map((band) => ({
      label: bandLabel(band),
      value: counts[band],
      color: DASHBOARD_BAND_COLORS[band],
    })),
    axisTitle: t('dashboard:bands.buildings'),
    formatValue: (value) => format.number(value),
    emptyText: t('dashboard:bands.empty'),
  });
};
