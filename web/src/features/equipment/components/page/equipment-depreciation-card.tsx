import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEPRECIATION_COLORS } from '@/components/charts/chart-palette';
import { MoneyByYearChartCard } from '@/components/charts/money-by-year-chart-card';

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
  return (
    <MoneyByYearChartCard
      title={t('depreciation.title')}
      subtitle={subtitle}
      categoryLabel={t('depreciation.year')}
      years={years}
      lines={[
        {
          id: 'conditionValue',
          label: t('depreciation.conditionValue'),
          color: DEPRECIATION_COLORS.conditionValue,
        },
        {
          id: 'bookValue',
          label: t('depreciation.bookValue'),
          color: DEPRECIATION_COLORS.bookValue,
        },
      ]}
      currency={currency}
      emptyReason={t('depreciation.empty')}
      emptyAction={emptyAction}
      height={280}
    />
  );
}
