import type { MetricsEquipmentReliability } from '@shared/schemas/metrics-reliability';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineChartCard } from '@/components/charts/line-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';

/** Spec 2.13 Depreciation chart: Condition Value and Book Value by calendar year, method named. */
export function EquipmentDepreciationCard({
  figures,
  currency,
  emptyAction,
}: {
  figures: MetricsEquipmentReliability;
  currency: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation(['equipmentPage', 'enums']);
  const format = useFormat();
  const depreciation = figures.depreciation;
  const years = depreciation?.years ?? [];
  const subtitle = depreciation
    ? [
        t('depreciation.method', {
          method: t(`enums:depreciationMethod.${depreciation.method}`),
          currency,
        }),
        depreciation.fallbackFrom
          ? t('depreciation.fallback', {
              method: t(`enums:depreciationMethod.${depreciation.fallbackFrom}`),
            })
          : null,
      ]
        .filter(Boolean)
        .join(' ')
    : t('depreciation.noMethod');
  const unit = format.currencySymbol(currency);
  return (
    <LineChartCard
      title={t('depreciation.title')}
      subtitle={subtitle}
      categoryLabel={t('depreciation.year')}
      categories={years.map((year) => ({
        key: String(year.calendarYear),
        label: String(year.calendarYear),
      }))}
      series={[
        {
          id: 'conditionValue',
          label: t('depreciation.conditionValue'),
          unit,
          color: '#d9480f',
          data: years.map((year) => year.conditionValue),
        },
        {
          id: 'bookValue',
          label: t('depreciation.bookValue'),
          unit,
          color: '#2f7fd8',
          data: years.map((year) => year.bookValue),
        },
      ]}
      formatNumber={chartNumberFormatter(format)}
      formatValue={(value) => format.money(value, currency)}
      emptyReason={t('depreciation.empty')}
      emptyAction={emptyAction}
      height={280}
    />
  );
}
