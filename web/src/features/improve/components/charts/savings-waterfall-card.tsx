import { useTranslation } from 'react-i18next';
import { WaterfallChartCard } from '@/components/charts/waterfall-chart-card';
import { ImproveChartFrame } from './improve-chart-frame';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

/**
 * The savings waterfall (the measures' interactive effects made visible): from the sum of the
 * measures' energy savings alone, down by what each measure loses to the ones combined before it,
 * to the combined savings, MWh/yr.
 */
export function SavingsWaterfallCard(props: ImproveChartProps) {
  const { figures, charts } = props;
  const { t } = useTranslation('improveCharts');
  const shared = useImproveChartFormat(props.currency, props.names);
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
    <ImproveChartFrame
      chart={WaterfallChartCard}
      card={props}
      title={t('waterfall.title')}
      subtitle={t('waterfall.subtitle', { unit: energy.unit, modelled: shared.modelled })}
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
      note={{
        testId: 'waterfall-note',
        text: overlaps ? t('waterfall.overlap') : t('waterfall.noOverlap'),
      }}
    />
  );
}
