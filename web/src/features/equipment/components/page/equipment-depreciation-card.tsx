import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DepreciationChartCard } from '@/components/charts/depreciation-chart-card';

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
    <DepreciationChartCard
      text={(key) => t(`depreciation.${key}`)}
      first="conditionValue"
      subtitle={subtitle}
      years={years}
      currency={currency}
      emptyAction={emptyAction}
      height={280}
    />
  );
}
