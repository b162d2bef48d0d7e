import { useTranslation } from 'react-i18next';
import { AreaChartCard } from '@/components/charts/area-chart-card';
import { END_USE_COLORS } from '@/components/charts/chart-palette';
import { ImproveChartFrame } from './improve-chart-frame';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

/**
 * Spec 2.11 Improvement Area Chart for Sub System: the building's energy per sub-system (end
 * use), stacked, after each step of the combined order: the baseline, then "+ measure" for each
 * measure in turn, MWh/yr; the last step is the improved building.
 */
export function ImprovementAreaCard(props: ImproveChartProps) {
  const { figures, charts } = props;
  const { t } = useTranslation(['improveCharts', 'enums']);
  const shared = useImproveChartFormat(props.currency, props.names);
  const { energy } = shared;
  const { area: view, state } = charts;
  const steps = state === 'combined' ? (view?.steps ?? []) : [];
  const endUses = view?.endUses ?? [];
  return (
    <ImproveChartFrame
      chart={AreaChartCard}
      card={props}
      title={t('area.title')}
      subtitle={t('area.subtitle', { unit: energy.unit, modelled: shared.modelled })}
      categoryLabel={t('area.step')}
      categories={steps.map((step) => {
        if (step.key === 'baseline') return { key: step.key, label: t('common.baseline') };
        const name = shared.measureName(step.key, figures?.measures[step.key]?.kind);
        // The CSV names the measure alone: a spreadsheet would read a leading "+" as a formula.
        return { key: step.key, label: t('area.plus', { name }), csv: name };
      })}
      series={endUses.map((endUse) => ({
        id: endUse,
        label: t(`enums:subSystem.${endUse}`),
        unit: energy.unit,
        color: END_USE_COLORS[endUse],
        data: steps.map((step) => energy.convert(step.byEndUseKwh[endUse])),
      }))}
      axisLabels={{ left: t('common.energy') }}
      empty={t('area.empty')}
    />
  );
}
