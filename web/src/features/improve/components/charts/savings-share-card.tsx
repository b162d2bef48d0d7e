import type { SavingsFigure } from '@shared/domain/metrics/views/improve/savings';
import { useTranslation } from 'react-i18next';
import { PieChartCard } from '@/components/charts/pie-chart-card';
import { ImproveChartFrame } from './improve-chart-frame';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

export interface SavingsShareCardProps extends ImproveChartProps {
  /** Energy Savings, Cost Savings or Emissions Avoided. */
  figure: SavingsFigure;
}

/**
 * Spec 2.11 Energy Savings, Cost Savings and Emissions Avoided breakdowns, in %: each measure's
 * share of the combined savings (its saving in the combined order, so overlaps count once). One
 * card per figure; measures done are not in the combination, and the footer says so.
 */
export function SavingsShareCard(props: SavingsShareCardProps) {
  const { figures, charts, names, currency, figure } = props;
  const { t } = useTranslation('improveCharts');
  const shared = useImproveChartFormat(currency, names);
  const view = charts.shares?.[figure] ?? null;
  const shares = view?.shares ?? [];
  const savings = figures?.totals.savings;
  const combined =
    savings === undefined
      ? ''
      : figure === 'energy'
        ? shared.format.quantity('MWhPerYear').format(savings.energyKwh)
        : figure === 'cost'
          ? t('unit.perYear', { value: shared.money(savings.cost) })
          : `${shared.formatNumber(savings.co2Tons, shared.co2Unit)}\u00a0${shared.co2Unit}`;
  const doneCount = view?.doneCount ?? 0;
  return (
    <ImproveChartFrame
      chart={PieChartCard}
      card={props}
      title={t(`shares.${figure}.title`)}
      subtitle={t(`shares.${figure}.subtitle`, { modelled: shared.modelled })}
      categoryLabel={t('common.measure')}
      categories={shares.map((share) => ({
        key: share.measureId,
        label: shared.measureName(share.measureId, figures?.measures[share.measureId]?.kind),
      }))}
      series={{
        id: figure,
        label: t('shares.share'),
        unit: '%',
        data: shares.map((share) => share.pct),
      }}
      formatValue={(value) => shared.format.percent(value / 100, 1)}
      empty={t('shares.empty')}
      note={{
        testId: 'shares-footer',
        centred: true,
        text: (
          <>
            {t('shares.combined', { value: combined })}
            {doneCount > 0 ? ` ${t('common.doneExcluded', { count: doneCount })}` : ''}
          </>
        ),
      }}
    />
  );
}
