import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COMPARISON_PERIODS, type ComparisonPeriod } from '@shared/schemas/enums/analysis';
import type { PerformancePeriodView } from '@shared/domain/metrics/views/performance/view';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import { useFormat } from '@/lib/format/use-format';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';

const CURRENT_COLOR = '#2f7fd8';
const PREVIOUS_COLOR = '#78808a';

/**
 * Spec 2.9 Historical Comparison: Same Month Last Year, Last Month or Previous 12 Month Period,
 * current against previous month by month, with the change in %.
 */
export function HistoricalComparisonCard({
  views,
}: {
  /** The period against each comparison period (`performanceView`). */
  views: PerformancePeriodView['history'];
}) {
  const { t } = useTranslation(['performance', 'enums']);
  const format = useFormat();
  const [choice, setChoice] = useState<ComparisonPeriod>('previous12Months');
  const view = views[choice];
  const mwh = format.quantity('MWh');
  const pairs = view?.pairs ?? [];
  const spanOf = (side: 'currentMonth' | 'previousMonth') =>
    format.monthSpan(pairs[0]?.[side], pairs[pairs.length - 1]?.[side]);
  const summary =
    view && view.currentKwh !== null && view.previousKwh !== null
      ? view.changePct !== null
        ? t('performance:comparison.changeValue', {
            current: format.energy(view.currentKwh, 'MWh', 1),
            previous: format.energy(view.previousKwh, 'MWh', 1),
            change: `${view.changePct > 0 ? '+' : ''}${format.percent(view.changePct / 100, 1)}`,
          })
        : t('performance:comparison.noChange', {
            current: format.energy(view.currentKwh, 'MWh', 1),
            previous: format.energy(view.previousKwh, 'MWh', 1),
          })
      : t('performance:comparison.incomplete');
  return (
    <BarChartCard
      title={t('performance:comparison.title')}
      subtitle={
        view
          ? t('performance:comparison.subtitle', {
              month: format.month(view.referenceMonth, 'long'),
            })
          : undefined
      }
      controls={
        <TextField
          select
          size="small"
          label={t('performance:comparison.choice')}
          value={choice}
          onChange={(event) => setChoice(event.target.value as ComparisonPeriod)}
          slotProps={{ htmlInput: { 'data-testid': 'comparison-choice' } }}
          sx={{ minWidth: 220 }}
        >
          {COMPARISON_PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {t(`enums:comparisonPeriod.${period}`)}
            </MenuItem>
          ))}
        </TextField>
      }
      categoryLabel={t('performance:comparison.month')}
      categories={pairs.map((pair) => ({
        key: pair.currentMonth,
        label: format.month(pair.currentMonth),
        csv: pair.currentMonth,
      }))}
      series={[
        {
          id: 'current',
          label: t('performance:comparison.currentOf', { months: spanOf('currentMonth') }),
          unit: mwh.label,
          data: pairs.map((pair) =>
            pair.currentKwh === null ? null : mwh.convert(pair.currentKwh),
          ),
          color: CURRENT_COLOR,
        },
        {
          id: 'previous',
          label: t('performance:comparison.previousOf', { months: spanOf('previousMonth') }),
          unit: mwh.label,
          data: pairs.map((pair) =>
            pair.previousKwh === null ? null : mwh.convert(pair.previousKwh),
          ),
          color: PREVIOUS_COLOR,
        },
      ]}
      axisLabels={{ left: t('performance:kpi.energy') }}
      formatNumber={chartNumberFormatter(format)}
      emptyReason={t('performance:comparison.empty')}
      footer={
        <span data-testid="comparison-summary" data-change={view?.changePct ?? ''}>
          {summary}
        </span>
      }
    />
  );
}
