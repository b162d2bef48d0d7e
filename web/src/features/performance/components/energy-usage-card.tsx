import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { PerformancePeriodView } from '@shared/domain/metrics/views/performance/view';
import type { UsageStack } from '@shared/domain/metrics/views/performance/energy-usage';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { CARRIER_COLORS, END_USE_COLORS } from '@/components/charts/chart-palette';
import type { ChartSeries } from '@/components/charts/chart-types';
import { useFormat } from '@/lib/format/use-format';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { WizardStepLink } from './wizard-step-link';

const UNSPLIT_COLOR = '#78808a';

export interface EnergyUsageCardProps {
  /** Null in a share link's read-only view: no links to the wizard. */
  buildingId: string | null;
  /** The period's energy, stacked each way (`performanceView`). */
  views: PerformancePeriodView['usage'];
}

/** Spec 2.9 Building Energy Usage (MWh): bars per period, stacked by sub-system or carrier. */
export function EnergyUsageCard({ buildingId, views }: EnergyUsageCardProps) {
  const { t } = useTranslation(['performance', 'enums']);
  const format = useFormat();
  const [stack, setStack] = useState<UsageStack>('subSystem');
  const view = views[stack];
  const mwh = format.quantity('MWh');
  const labelOf = (key: string) =>
    key === 'unsplit' || key === 'intervalMeter'
      ? t(`performance:usage.${key}`)
      : key in END_USE_COLORS
        ? t(`enums:subSystem.${key as keyof typeof END_USE_COLORS}`)
        : t(`performance:carrier.${key as keyof typeof CARRIER_COLORS}`);
  const colorOf = (key: string) =>
    (END_USE_COLORS as Record<string, string>)[key] ??
    (CARRIER_COLORS as Record<string, string>)[key] ??
    (key === 'intervalMeter' ? CARRIER_COLORS.electricity : UNSPLIT_COLOR);
  const series: ChartSeries[] = view.series.map((item) => ({
    id: item.key,
    label: labelOf(item.key),
    unit: mwh.label,
    data: item.kwh.map((kwh) => (kwh === null ? null : mwh.convert(kwh))),
    color: colorOf(item.key),
  }));
  const interval = view.source === 'intervalMeter';
  const title = t('performance:usage.title', { unit: mwh.label });
  return (
    <BarChartCard
      title={title}
      controls={
        !interval ? (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={stack}
            onChange={(_, next: UsageStack | null) => next && setStack(next)}
            aria-label={t('performance:usage.stackLabel')}
          >
            <ToggleButton value="subSystem" data-testid="usage-stack-subSystem">
              {t('performance:usage.bySubSystem')}
            </ToggleButton>
            <ToggleButton value="carrier" data-testid="usage-stack-carrier">
              {t('performance:usage.byCarrier')}
            </ToggleButton>
          </ToggleButtonGroup>
        ) : null
      }
      subtitle={t(
        interval ? 'performance:usage.subtitleInterval' : 'performance:usage.subtitleMonthly',
      )}
      categoryLabel={t('performance:usage.period')}
      categories={view.periods.map((key) => ({ key, label: format.periodLabel(key), csv: key }))}
      series={series}
      stacked
      axisLabels={{ left: t('performance:kpi.energy') }}
      formatNumber={chartNumberFormatter(format)}
      emptyReason={t(
        interval ? 'performance:usage.emptyInterval' : 'performance:usage.emptyMonthly',
      )}
      emptyAction={
        <WizardStepLink buildingId={buildingId} step="electricity">
          {t('performance:usage.emptyAction')}
        </WizardStepLink>
      }
      footer={
        <span data-testid="usage-total" data-kwh={view.totalKwh}>
          {t('performance:usage.total', { value: format.energy(view.totalKwh, 'MWh', 1) })}
        </span>
      }
    />
  );
}
