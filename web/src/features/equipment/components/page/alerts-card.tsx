import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ALERT_SEVERITIES } from '@shared/schemas/enums/reliability';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';
import type { EquipmentPageView } from '@shared/domain/metrics/views/equipment-page/view';
import { SEVERITY_COLORS } from '../../utils/severity-colors';

/** Spec 2.13 Alerts chart: alerts raised by severity per month or year, stacked. */
export function AlertsCard({
  figures,
  views,
  emptyAction,
}: {
  figures: MetricsEquipmentReliability;
  /** The alerts per month and per year (`equipmentPageView`). */
  views: NonNullable<EquipmentPageView['figures']>['alerts'];
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation(['equipmentPage', 'enums']);
  const format = useFormat();
  const [granularity, setGranularity] = useState<'month' | 'year'>('month');
  const view = views[granularity];
  // Counts: the axis is titled "Alerts" and the values need no unit.
  const unit = '';
  const lastYear = ALERT_SEVERITIES.map((severity) =>
    t('alerts.count', {
      severity: t(`enums:alertSeverity.${severity}`),
      count: figures.alertCounts[severity] ?? 0,
    }),
  ).join(' · ');
  return (
    <BarChartCard
      title={t('alerts.title')}
      subtitle={t('alerts.subtitle')}
      stacked
      categoryLabel={t(granularity === 'month' ? 'alerts.month' : 'alerts.year')}
      categories={view.periods.map((period) => ({
        key: period,
        label: granularity === 'month' ? format.month(period) : period,
        csv: period,
      }))}
      series={ALERT_SEVERITIES.map((severity) => ({
        id: severity,
        label: t(`enums:alertSeverity.${severity}`),
        unit,
        color: SEVERITY_COLORS[severity],
        data: view.bySeverity[severity],
      }))}
      axisLabels={{ left: t('alerts.axis') }}
      formatNumber={chartNumberFormatter(format)}
      emptyReason={t('alerts.empty')}
      emptyAction={emptyAction}
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={granularity}
          onChange={(_, next: 'month' | 'year' | null) => next && setGranularity(next)}
          aria-label={t('alerts.granularity')}
        >
          <ToggleButton value="month">{t('alerts.byMonth')}</ToggleButton>
          <ToggleButton value="year">{t('alerts.byYear')}</ToggleButton>
        </ToggleButtonGroup>
      }
      footer={
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('alerts.lastYear', { counts: lastYear })}
        </Typography>
      }
    />
  );
}
