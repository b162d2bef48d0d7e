import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WaterfallChartCard } from '@/components/charts/waterfall-chart-card';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

/**
 * The savings waterfall (the measures' interactive effects made visible): from the sum of the
 * measures' energy savings alone, down by what each measure loses to the ones combined before it,
 * to the combined savings, MWh/yr.
 */
export function SavingsWaterfallCard({
  figures,
  charts,
  names,
  currency,
  emptyAction,
  headingLevel,
}: ImproveChartProps) {
  const { t } = useTranslation('improveCharts');
  const shared = useImproveChartFormat(currency, names);
  const { energy } = shared;
  const { waterfall, state } = charts;
  const steps = (state === 'combined' ? waterfall : []).map((step) => ({
    key: step.key,
    label:
      step.key === 'sum'
        ? t('waterfall.sum')
        : step.key === 'combined'
          ? t('waterfall.combined')
          : shared.measureName(step.key, figures?.measures[step.key]?.kind),
    from: energy.convert(step.from),
    to: energy.convert(step.to),
    kind: step.key === 'sum' || step.key === 'combined' ? ('total' as const) : ('change' as const),
  }));
  const overlaps = steps.length > 2;
  return (
    <WaterfallChartCard
      title={t('waterfall.title')}
      subtitle={t('waterfall.subtitle', { unit: energy.unit, modelled: shared.modelled })}
      headingLevel={headingLevel}
      categoryLabel={t('waterfall.step')}
      steps={steps}
      unit={energy.unit}
      valueLabel={t('waterfall.value')}
      columns={{ from: t('waterfall.from'), to: t('waterfall.to'), change: t('waterfall.change') }}
      legendLabels={{
        total: t('waterfall.total'),
        decrease: t('waterfall.lost'),
        increase: t('waterfall.gained'),
      }}
      formatNumber={shared.formatNumber}
      emptyReason={shared.emptyReason(state)}
      emptyAction={emptyAction}
      footer={
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="waterfall-note">
          {overlaps ? t('waterfall.overlap') : t('waterfall.noOverlap')}
        </Typography>
      }
    />
  );
}
