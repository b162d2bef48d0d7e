import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { ImproveChartFrame } from './improve-chart-frame';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

/** Grey for the building as it is, green for the building after the measures. */
const COLORS = { baseline: '#78808a', improved: '#2b9348' } as const;

/**
 * Spec 2.11 Potential Savings: the building's energy per sub-system (end use) before (baseline)
 * and after (improved) every measure not yet done, MWh/yr, with the combined saving in %.
 */
export function PotentialSavingsCard(props: ImproveChartProps) {
  const { figures, charts, period } = props;
  const { t } = useTranslation(['improveCharts', 'enums']);
  const shared = useImproveChartFormat(props.currency, props.names);
  // A year's figures, or the period's share of them (spread like the building's use).
  const mwh = shared.format.quantity('MWh');
  const energy = period
    ? { unit: mwh.label, convert: (kwh: number) => mwh.convert(kwh * period.shareOfYear) }
    : shared.energy;
  const { potential: view, state } = charts;
  const rows = state === 'combined' ? (view?.rows ?? []) : [];
  const combinedKwh = figures?.totals.savings.energyKwh ?? 0;
  const pct = view?.savingsPct ?? null;
  return (
    <ImproveChartFrame
      chart={BarChartCard}
      card={props}
      title={t('potential.title')}
      subtitle={
        period
          ? t('potential.subtitlePeriod', {
              unit: energy.unit,
              period: period.label,
              modelled: shared.modelled,
            })
          : t('potential.subtitle', { unit: energy.unit, modelled: shared.modelled })
      }
      categoryLabel={t('common.subSystem')}
      categories={rows.map((row) => ({
        key: row.endUse,
        label:
          row.endUse === 'total' ? t('common.wholeBuilding') : t(`enums:subSystem.${row.endUse}`),
      }))}
      series={(['baseline', 'improved'] as const).map((id) => ({
        id,
        label: t(`common.${id}`),
        unit: energy.unit,
        color: COLORS[id],
        data: rows.map((row) =>
          energy.convert(id === 'baseline' ? row.baselineKwh : row.improvedKwh),
        ),
      }))}
      axisLabels={{ left: t('common.energy') }}
      empty={t('potential.empty')}
      note={{
        testId: 'potential-combined',
        text:
          pct === null
            ? t('potential.combinedEnergy', {
                energy: shared.format.quantity('MWhPerYear').format(combinedKwh),
              })
            : t('potential.combined', {
                pct: shared.format.percent(pct / 100, 1),
                energy: shared.format.quantity('MWhPerYear').format(combinedKwh),
              }),
      }}
    />
  );
}
