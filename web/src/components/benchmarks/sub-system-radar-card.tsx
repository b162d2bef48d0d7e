import type { ComparisonRadar } from '@shared/domain/metrics/views/comparison/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_SERIES_COLORS } from '@/components/charts/chart-palette';
import { RadarChartCard } from '@/components/charts/radar-chart-card';
import type { ChartSeries } from '@/components/charts/chart-types';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';

/** Spec 2.10 / 3.16 Sub-System Performance radar: scores 0–100, higher is better. */
export function SubSystemRadarCard({
  radar,
  peers,
  emptyAction,
  exportSource,
}: {
  radar: ComparisonRadar;
  /** The peer set named in the chart's exports (`peerSetExportSource`). */
  exportSource?: { label: string; value: string };
  /** Scores against the chosen buildings rather than the reference. */
  peers: boolean;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('comparison');
  const format = useFormat();
  const series: ChartSeries[] = [
    {
      id: 'minimumRequirement',
      label: t('radar.minimumRequirement'),
      unit: '',
      data: radar.minimumRequirement,
      color: FALLBACK_SERIES_COLORS[1],
    },
    {
      id: 'currentPerformance',
      label: t('radar.currentPerformance'),
      unit: '',
      data: radar.currentPerformance,
      color: FALLBACK_SERIES_COLORS[3],
    },
    {
      id: 'potentialBestInClass',
      label: t('radar.potentialBestInClass'),
      unit: '',
      data: radar.potentialBestInClass,
      color: FALLBACK_SERIES_COLORS[2],
    },
    ...(radar.improved
      ? [
          {
            id: 'improved',
            label: t('radar.improved'),
            unit: '',
            data: radar.improved,
            color: FALLBACK_SERIES_COLORS[0],
          },
        ]
      : []),
  ];
  return (
    <div data-testid="chart-radar" style={{ height: '100%' }}>
      <RadarChartCard
        title={t('charts.radar')}
        subtitle={peers ? t('charts.radarSubtitlePeers') : t('charts.radarSubtitle')}
        exportSource={exportSource}
        categoryLabel={t('charts.subSystemAxis')}
        categories={radar.axes.map((axis) => ({ key: axis, label: t(`row.${axis}`) }))}
        series={series}
        max={100}
        outlineOnly={['minimumRequirement', 'potentialBestInClass']}
        formatNumber={chartNumberFormatter(format)}
        emptyReason={
          radar.axes.length > 0
            ? t('charts.radarTooFew', { count: radar.axes.length })
            : t('charts.noneChosen')
        }
        emptyAction={emptyAction}
      />
    </div>
  );
}
