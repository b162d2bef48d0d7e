import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_SERIES_COLORS } from '@/components/charts/chart-palette';
import { PieChartCard } from '@/components/charts/pie-chart-card';
import { Panel } from '@/components/ui/panel';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';
import type { EquipmentPageView } from '@shared/domain/metrics/views/equipment-page/view';
import { FactList } from './fact-list';

const SLICES = ['parts', 'energy', 'maintenance'] as const;

/** Spec 2.13 Total Cost Breakdown: Parts, Energy, Maintenance, per year in the building's currency. */
export function CostBreakdownCard({
  view,
  currency,
  emptyAction,
}: {
  /** Parts, energy and maintenance a year (`equipmentPageView`). */
  view: NonNullable<EquipmentPageView['figures']>['costBreakdown'];
  currency: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('equipmentPage');
  const format = useFormat();
  const unknown = SLICES.filter((slice) => view[slice] === null).map((slice) =>
    t(`costs.${slice}`),
  );
  return (
    <PieChartCard
      title={t('costs.title')}
      subtitle={t('costs.subtitle', { currency })}
      categoryLabel={t('costs.category')}
      categories={SLICES.map((slice) => ({ key: slice, label: t(`costs.${slice}`) }))}
      series={{
        id: 'cost',
        label: t('costs.series'),
        unit: format.currencySymbol(currency),
        data: SLICES.map((slice) => view[slice]),
      }}
      colors={{
        parts: FALLBACK_SERIES_COLORS[3],
        energy: FALLBACK_SERIES_COLORS[4],
        maintenance: FALLBACK_SERIES_COLORS[0],
      }}
      total={view.total}
      formatNumber={chartNumberFormatter(format)}
      formatValue={(value) => format.money(value, currency)}
      emptyReason={t('costs.empty')}
      emptyAction={emptyAction}
      height={240}
      footer={
        unknown.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('costs.unknown', { items: unknown.join(', ') })}
          </Typography>
        ) : undefined
      }
    />
  );
}

/** Spec 2.13 Maintenance Cost vs Replacement Value (%) and Cost, in the building's currency. */
export function MaintenanceVsReplacementCard({
  record,
  view,
  currency,
  emptyAction,
}: {
  record: Equipment;
  /** Maintenance against the replacement value (`equipmentPageView`). */
  view: NonNullable<EquipmentPageView['figures']>['maintenanceVsReplacement'];
  currency: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('equipmentPage');
  const format = useFormat();
  return (
    <Panel title={t('rav.title')} subtitle={t('rav.subtitle', { currency })} testId="rav-card">
      {view.pct === null || view.replacementValue === null ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">{t('rav.empty')}</Typography>
          {emptyAction}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography variant="h4" component="p" data-testid="rav-pct">
            {format.percent(view.pct / 100, 1)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, view.pct)}
            aria-label={t('rav.title')}
          />
          <FactList
            facts={[
              {
                key: 'maintenance',
                label: t('rav.maintenance'),
                value: format.money(view.maintenance, currency),
              },
              {
                key: 'replacementValue',
                label: t(
                  record.replacementValue === undefined
                    ? 'rav.initialValue'
                    : 'rav.replacementValue',
                ),
                value: format.money(view.replacementValue, currency),
              },
            ]}
          />
        </Stack>
      )}
    </Panel>
  );
}
