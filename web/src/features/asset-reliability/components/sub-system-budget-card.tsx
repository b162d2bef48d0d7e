import type { AssetReliabilityView } from '@shared/domain/metrics/views/asset-reliability/view';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';
import { budgetSeries, budgetsWithCosts } from '../utils/budget-series';

/**
 * Spec 2.12 / 3.13 Maintenance Budget By Sub-System: Allocated, Used, Accrued and Remaining of
 * the calendar year for each sub-system with costs.
 */
export function SubSystemBudgetCard({
  reliability,
  budget,
  currency,
}: {
  reliability: Pick<MetricsReliability, 'asOfMs'>;
  /** The budget's rows (`assetReliabilityView`). */
  budget: AssetReliabilityView['budget'];
  currency: string;
}) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const rows = useMemo(() => budgetsWithCosts(budget.bySubSystem), [budget]);
  return (
    <BarChartCard
      title={t('budgetBySubSystem.title')}
      subtitle={t('budgetBySubSystem.subtitle', {
        year: new Date(reliability.asOfMs).getUTCFullYear(),
      })}
      categoryLabel={t('budget.scope')}
      categories={rows.map((row) => ({
        key: row.scope,
        label: t(`enums:budgetScope.${row.scope}`),
      }))}
      series={budgetSeries(rows, (id) => t(`budget.${id}`), format.currencySymbol(currency))}
      formatNumber={chartNumberFormatter(format)}
      formatValue={(value) => format.money(value, currency)}
      emptyReason={t('budget.empty')}
    />
  );
}
