import type { AssetReliabilityView } from '@shared/domain/metrics/views/asset-reliability/view';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';

const COLORS = { best: '#2e7d32', average: '#2f7fd8', lowest: '#c62828' } as const;

/** Spec 2.12 Current Sub-System Health: best, average and lowest health now per sub-system. */
export function SubSystemHealthCard({ rows }: { rows: AssetReliabilityView['subSystemHealth'] }) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const unscored = rows
    .filter((row) => !row.summary)
    .map((row) => t(`enums:subSystem.${row.subSystem}`));
  return (
    <BarChartCard
      title={t('subSystemHealth.title')}
      subtitle={
        unscored.length > 0
          ? t('subSystemHealth.unscored', { list: unscored.join(', ') })
          : t('subSystemHealth.subtitle')
      }
      categoryLabel={t('subSystemHealth.subSystem')}
      categories={rows.map((row) => ({
        key: row.subSystem,
        label: t(`enums:subSystem.${row.subSystem}`),
      }))}
      series={(['best', 'average', 'lowest'] as const).map((id) => ({
        id,
        label: t(`health.${id}`),
        unit: '',
        color: COLORS[id],
        data: rows.map((row) => row.summary?.[id] ?? null),
      }))}
      axisLabels={{ left: t('health.axis') }}
      formatNumber={chartNumberFormatter(format)}
      emptyReason={t('health.empty')}
    />
  );
}
