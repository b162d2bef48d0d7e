import { useTranslation } from 'react-i18next';
import { LineChartCard } from '@/components/charts/line-chart-card';
import type { ChartReferenceLine } from '@/components/charts/chart-types';
import { ImproveChartFrame } from './improve-chart-frame';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

/**
 * Spec 2.11 Payback chart: the combined cumulative cash flow of the measures not yet done, year
 * by year from the investment (year 0 = −investment), in the building's currency, with the zero
 * line and the payback year marked, or a note that it never pays back within the measures' lives.
 */
export function PaybackCard(props: ImproveChartProps) {
  const { figures, charts } = props;
  const { t } = useTranslation('improveCharts');
  const shared = useImproveChartFormat(props.currency, props.names);
  const { payback: curve, state } = charts;
  const points = state === 'combined' ? (curve?.points ?? []) : [];
  const noInvestment = state === 'combined' && (figures?.totals.investment ?? 0) <= 0;
  const shown = noInvestment ? [] : points;
  const paybackYear = curve?.paybackYear ?? null;
  const paybackYears = curve?.paybackYears ?? null;
  const lines: ChartReferenceLine[] = [{ axis: 'y', at: 0 }];
  if (paybackYear !== null && paybackYear > 0) {
    lines.push({
      axis: 'x',
      at: String(paybackYear),
      label: t('payback.marker', { year: paybackYear }),
      dashed: true,
    });
  }
  const lastYear = Math.max(0, points.length - 1);
  return (
    <ImproveChartFrame
      chart={LineChartCard}
      card={props}
      title={t('payback.title')}
      subtitle={t('payback.subtitle', { symbol: shared.symbol, modelled: shared.modelled })}
      categoryLabel={t('payback.year')}
      categories={shown.map((point) => ({ key: String(point.year), label: String(point.year) }))}
      series={[
        {
          id: 'cumulativeCashFlow',
          label: t('payback.cashFlow'),
          unit: shared.symbol,
          color: '#2f7fd8',
          data: shown.map((point) => point.cumulative),
        },
      ]}
      axisLabels={{ left: t('payback.cashFlow') }}
      referenceLines={lines}
      formatValue={(value) => shared.money(value)}
      empty={t('payback.empty')}
      note={{
        testId: 'payback-note',
        text: (
          <>
            {paybackYears === null
              ? t('payback.never', { count: lastYear })
              : t('payback.paysBack', {
                  year: paybackYear,
                  years: shared.format.number(paybackYears, 1),
                  investment: shared.money(figures?.totals.investment ?? 0),
                })}
            {figures?.totals.investmentIncomplete ? ` ${t('payback.incomplete')}` : ''}
          </>
        ),
      }}
    />
  );
}
