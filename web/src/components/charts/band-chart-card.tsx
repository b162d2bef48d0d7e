import { useTranslation } from 'react-i18next';
import { BandChart, type BandChartLabels } from './band-chart';
import { BAND_COLORS, MARKER_COLORS } from './chart-palette';
import type { BandChartRow } from './band-chart-scale';
import { ChartCard, type ChartCardCommonProps } from './chart-card';
import { ChartLegendList } from './chart-legend-list';
import type { ChartSeries } from './chart-types';

export interface BandChartCardProps extends ChartCardCommonProps {
  /** Header of the rows' column in the table and the CSV (e.g. "Envelope element"). */
  categoryLabel: string;
  rows: readonly BandChartRow[];
  /** The shown unit of every value (e.g. "kWh/m²/yr"). */
  unit: string;
  labels: BandChartLabels;
  showBandNames?: boolean;
}

/**
 * Benchmark bands with the building's markers, one row per element (spec 2.10 Building Energy
 * Performance, CO2 Emissions Performance, envelope and sub-system comparisons); the table view and
 * the CSV hold every limit and marker.
 */
export function BandChartCard(props: BandChartCardProps) {
  const { t } = useTranslation('charts');
  const { rows, unit, labels } = props;
  const column = (id: string, label: string, pick: (row: BandChartRow) => number | undefined) =>
    ({
      id,
      label,
      unit,
      data: rows.map((row) => pick(row) ?? null),
    }) satisfies ChartSeries;
  const series: ChartSeries[] = [
    column('current', labels.current, (row) => row.current),
    column('rangeLow', t('band.rangeLow'), (row) => row.range?.low),
    column('rangeHigh', t('band.rangeHigh'), (row) => row.range?.high),
    column('potential', labels.potential, (row) => row.potential),
    column('bestInClassMarker', labels.bestInClass, (row) => row.bestInClass),
    column(
      'bestInClassLimit',
      t('band.limit', { band: labels.bands.bestInClass }),
      (row) => row.limits?.bestInClass,
    ),
    column(
      'mostEfficientLimit',
      t('band.limit', { band: labels.bands.mostEfficient }),
      (row) => row.limits?.mostEfficient,
    ),
    column('median', t('band.median'), (row) => row.limits?.median),
    column(
      'leastEfficientLimit',
      t('band.from', { band: labels.bands.leastEfficient }),
      (row) => row.limits?.leastEfficient,
    ),
  ].filter((one) => one.data.some((value) => value !== null));
  const hasPotential = rows.some((row) => row.potential !== undefined);
  const hasBestInClass = rows.some((row) => row.bestInClass !== undefined);
  const hasBands = rows.some((row) => row.limits !== null);
  const legend = [
    ...(hasBands
      ? (Object.keys(BAND_COLORS) as (keyof typeof BAND_COLORS)[]).map((band) => ({
          label: labels.bands[band],
          color: BAND_COLORS[band],
        }))
      : []),
    { label: labels.current, color: MARKER_COLORS.current },
    ...(hasPotential ? [{ label: labels.potential, color: MARKER_COLORS.potential }] : []),
    ...(hasBestInClass ? [{ label: labels.bestInClass, color: MARKER_COLORS.bestInClass }] : []),
  ];
  const categories = rows.map((row) => ({ key: row.key, label: row.label }));
  return (
    <ChartCard
      {...props}
      categories={categories}
      series={series}
      hasData={rows.length > 0}
      legend={legend}
    >
      <BandChart
        rows={rows}
        unit={unit}
        formatNumber={props.formatNumber}
        labels={labels}
        showBandNames={props.showBandNames}
      />
      <ChartLegendList items={legend} align="start" />
    </ChartCard>
  );
}
