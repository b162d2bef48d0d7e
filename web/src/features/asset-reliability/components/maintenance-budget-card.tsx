import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  AssetReliabilityView,
  BudgetRow,
} from '@shared/domain/metrics/views/asset-reliability/view';
import type { MetricsReliability } from '@shared/schemas/derived/metrics-reliability';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { useFormat } from '@/lib/format/use-format';
import { BUDGET_FIGURES, budgetSeries, budgetsWithCosts } from '../utils/budget-series';
import { EditBudgetButton } from './edit-budget-button';

/**
 * Spec 2.12 / 3.13 Maintenance Budget of the calendar year, the building's overall (Used,
 * Remaining, Accrued, Allocated) with a year-end forecast at the spend rate so far; owners and
 * editors set the allocations ("Edit allocations"). Each sub-system's has its own card
 * (`SubSystemBudgetCard`).
 */
export function MaintenanceBudgetCard({
  reliability,
  budget: view,
  currency,
  buildingId,
  canEdit = false,
}: {
  reliability: Pick<MetricsReliability, 'asOfMs'>;
  /** The budget's rows (`assetReliabilityView`). */
  budget: AssetReliabilityView['budget'];
  currency: string;
  /** The building whose allocations "Edit allocations" sets (with `canEdit`). */
  buildingId?: string;
  /** Owners and editors set the allocations per year and sub-system. */
  canEdit?: boolean;
}) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const year = new Date(reliability.asOfMs).getUTCFullYear();
  const symbol = format.currencySymbol(currency);
  const overall: BudgetRow | null = view.overall;
  const rows = overall ? budgetsWithCosts([overall]) : [];
  const edit =
    canEdit && buildingId ? (
      <EditBudgetButton buildingId={buildingId} year={year} currency={currency} />
    ) : undefined;
  const figure = (label: string, value: string, testId: string, tone?: 'error') => (
    <Box key={testId} sx={{ minWidth: 120 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="h6"
        component="p"
        data-testid={testId}
        color={tone === 'error' ? 'error' : undefined}
      >
        {value}
      </Typography>
    </Box>
  );
  return (
    <BarChartCard
      title={t('budget.title', { year })}
      subtitle={t('budget.subtitle')}
      categoryLabel={t('budget.budget')}
      categories={rows.map((row) => ({
        key: row.scope,
        label: t(`enums:budgetScope.${row.scope}`),
      }))}
      series={budgetSeries(rows, (id) => t(`budget.${id}`), symbol)}
      formatNumber={chartNumberFormatter(format)}
      formatValue={(value) => format.money(value, currency)}
      emptyReason={t('budget.empty')}
      controls={edit}
      footer={
        overall ? (
          <Stack
            direction="row"
            spacing={3}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
            data-testid="budget-overall"
          >
            {BUDGET_FIGURES.map((id) =>
              figure(
                t(`budget.${id}`),
                format.money(overall[id], currency),
                `budget-${id}`,
                id === 'remaining' && overall.remaining < 0 ? 'error' : undefined,
              ),
            )}
            {figure(
              t('budget.forecast'),
              overall.forecast === null ? '—' : format.money(overall.forecast, currency),
              'budget-forecast',
              overall.forecast !== null && overall.forecast > overall.allocated
                ? 'error'
                : undefined,
            )}
          </Stack>
        ) : undefined
      }
    />
  );
}
