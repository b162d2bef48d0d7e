import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { AssetReliabilityView } from '@shared/domain/metrics/views/asset-reliability/view';
import { DATE_PRESETS, type DatePreset } from '@shared/schemas/enums/analysis';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { useTranslation } from 'react-i18next';
import { LineChartCard } from '@/components/charts/line-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';

const COLORS = { best: '#2e7d32', average: '#2f7fd8', lowest: '#c62828' } as const;

/**
 * Spec 2.12 Asset Health: best, average and lowest health index (0–100) of the building's
 * equipment over This Year, This Month, This Week or Today; the preset lives in the URL.
 */
export function AssetHealthCard({
  reliability,
  points,
  preset,
  onPresetChange,
}: {
  reliability: MetricsReliability;
  /** The health over `preset` (`assetReliabilityView`). */
  points: AssetReliabilityView['health'];
  preset: DatePreset;
  onPresetChange: (preset: DatePreset) => void;
}) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const label = (atMs: number) =>
    preset === 'today'
      ? format.dateTime(atMs)
      : format.date(new Date(atMs).toISOString().slice(0, 10));
  const categories = points.map((point) => ({
    key: String(point.atMs),
    label: label(point.atMs),
    csv: new Date(point.atMs).toISOString(),
  }));
  const series = (['best', 'average', 'lowest'] as const).map((id) => ({
    id,
    label: t(`health.${id}`),
    unit: '',
    color: COLORS[id],
    data: points.map((point) => point[id]),
  }));
  return (
    <LineChartCard
      title={t('health.title')}
      subtitle={t('health.subtitle', { count: reliability.health.count })}
      categoryLabel={t('health.when')}
      categories={categories}
      series={series}
      axisLabels={{ left: t('health.axis') }}
      formatNumber={chartNumberFormatter(format)}
      emptyReason={t('health.empty')}
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_event, value: DatePreset | null) => {
            if (value) onPresetChange(value);
          }}
          aria-label={t('health.presets')}
        >
          {DATE_PRESETS.map((value) => (
            <ToggleButton key={value} value={value} data-testid={`health-preset-${value}`}>
              {t(`enums:datePreset.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    />
  );
}
