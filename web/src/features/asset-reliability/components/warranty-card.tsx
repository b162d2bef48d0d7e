import {
  WARRANTY_TIMELINE_STATES,
  type AssetReliabilityView,
} from '@shared/domain/metrics/views/asset-reliability/view';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { useTranslation } from 'react-i18next';
import { LineChartCard } from '@/components/charts/line-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';

const COLORS = {
  active: '#2e7d32',
  expiringIn90: '#f9a825',
  expiringIn60: '#ed6c02',
  expiringIn30: '#d84315',
  expired: '#78808a',
} as const;

/**
 * Spec 2.12 warranty line chart: at the first of each month from a year back to two years ahead,
 * how many assets are under warranty, expiring within 90, 60 or 30 days, or expired.
 */
export function WarrantyCard({
  reliability,
  points,
}: {
  reliability: MetricsReliability;
  /** The timeline (`assetReliabilityView`). */
  points: AssetReliabilityView['warranty'];
}) {
  const { t } = useTranslation('assetReliability');
  const format = useFormat();
  const unknown = (reliability.warranty.none ?? 0) + (reliability.warranty.unknown ?? 0);
  return (
    <LineChartCard
      title={t('warranty.title')}
      subtitle={unknown > 0 ? t('warranty.withoutEnd', { count: unknown }) : t('warranty.subtitle')}
      categoryLabel={t('warranty.month')}
      categories={points.map((point) => ({
        key: point.month,
        label: format.month(point.month),
        csv: point.month,
      }))}
      series={WARRANTY_TIMELINE_STATES.map((state) => ({
        id: state,
        label: t(`warranty.state.${state}`),
        unit: '',
        color: COLORS[state],
        data: points.map((point) => point.counts[state]),
      }))}
      axisLabels={{ left: t('warranty.axis') }}
      formatNumber={chartNumberFormatter(format)}
      emptyReason={t('warranty.empty')}
    />
  );
}
