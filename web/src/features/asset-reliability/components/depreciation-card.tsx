import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { AssetReliabilityView } from '@shared/domain/metrics/views/asset-reliability/view';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepreciationChartCard } from '@/components/charts/depreciation-chart-card';
import { useFormat } from '@/lib/format/use-format';

const ALL = '*';

/**
 * Spec 2.12 Depreciation: Standard (book value of each asset's Depreciation Mode) versus
 * Condition Based (age-life by effective age) value by calendar year, for the building's assets
 * together or for one asset, with the method of each.
 */
export function DepreciationCard({
  reliability,
  totals,
  equipmentNames,
  currency,
}: {
  reliability: MetricsReliability;
  /** The yearly totals of every asset (`assetReliabilityView`). */
  totals: AssetReliabilityView['depreciation'];
  equipmentNames: Readonly<Record<string, string>>;
  currency: string;
}) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const [chosen, setChosen] = useState(ALL);
  const withSchedule = Object.values(reliability.equipment).filter(
    (one) => (one.depreciation?.years?.length ?? 0) > 0,
  );
  const one = chosen === ALL ? undefined : reliability.equipment[chosen];
  const years =
    one?.depreciation?.years ??
    totals.map((total) => ({
      calendarYear: total.calendarYear,
      bookValue: total.bookValue,
      conditionValue: total.conditionValue,
    }));
  const methods = [...new Set(withSchedule.map((item) => item.depreciation?.method))]
    .filter((method) => method !== undefined)
    .map((method) => t(`enums:depreciationMethod.${method}`));
  const subtitle = one?.depreciation
    ? [
        t('depreciation.method', {
          method: t(`enums:depreciationMethod.${one.depreciation.method}`),
        }),
        one.depreciation.fallbackFrom
          ? t('depreciation.fallback', {
              method: t(`enums:depreciationMethod.${one.depreciation.fallbackFrom}`),
            })
          : null,
        t('depreciation.now', {
          book: format.money(one.depreciation.bookValueNow, currency),
          condition: format.money(one.depreciation.conditionValueNow, currency),
          pct: format.percent(one.depreciation.depreciatedPct / 100),
        }),
      ]
        .filter(Boolean)
        .join(' · ')
    : t('depreciation.allSubtitle', { count: withSchedule.length, methods: methods.join(', ') });
  return (
    <DepreciationChartCard
      text={(key) => t(`depreciation.${key}`)}
      first="bookValue"
      subtitle={subtitle}
      years={years}
      currency={currency}
      controls={
        withSchedule.length > 0 ? (
          <TextField
            select
            size="small"
            label={t('depreciation.asset')}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'depreciation-asset' } }}
          >
            <MenuItem value={ALL}>{t('depreciation.allAssets')}</MenuItem>
            {withSchedule.map((item) => (
              <MenuItem key={item.equipmentId} value={item.equipmentId}>
                {equipmentNames[item.equipmentId] ?? item.equipmentId}
              </MenuItem>
            ))}
          </TextField>
        ) : undefined
      }
    />
  );
}
