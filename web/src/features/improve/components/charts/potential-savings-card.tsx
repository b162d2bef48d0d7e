import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BarChartCard } from '@/components/charts/bar-chart-card';
import type { ImproveChartProps } from './improve-chart-props';
import { useImproveChartFormat } from './use-improve-chart-format';

/** Grey for the building as it is, green for the building after the measures. */
const COLORS = { baseline: '#78808a', improved: '#2b9348' } as const;

/**
 * Spec 2.11 Potential Savings: the building's energy per sub-system (end use) before (baseline)
 * and after (improved) every measure not yet done, MWh/yr, with the combined saving in %.
 */
export function PotentialSavingsCard({
  figures,
  charts,
  names,
  currency,
  emptyAction,
  headingLevel,
  period,
}: ImproveChartProps) {
  const { t } = useTranslation(['improveCharts', 'enums']);
  const shared = useImproveChartFormat(currency, names);
  // A year's figures, or the period's share of them (spread like the building's use).
  const mwh = shared.format.quantity('MWh');
  const energy = period
    ? { unit: mwh.label, convert: (kwh: number) => mwh.convert(kwh * period.shareOfYear) }
    : shared.energy;
  const { potential: view, state } = charts;
  const rows = state === 'combined' ? (view?.rows ?? []) : [];
  const combinedKwh = figures?.totals.savings.energyKwh ?? 0;
  const pct = view?.savingsPct ?? null;
  return (
    <BarChartCard
      title={t('potential.title')}
      subtitle={
        period
          ? t('potential.subtitlePeriod', {
              unit: energy.unit,
              period: period.label,
              modelled: shared.modelled,
            })
          : t('potential.subtitle', { unit: energy.unit, modelled: shared.modelled })
      }
      headingLevel={headingLevel}
      categoryLabel={t('common.subSystem')}
      categories={rows.map((row) => ({
        key: row.endUse,
        label:
          row.endUse === 'total' ? t('common.wholeBuilding') : t(`enums:subSystem.${row.endUse}`),
      }))}
      series={(['baseline', 'improved'] as const).map((id) => ({
        id,
        label: t(`common.${id}`),
        unit: energy.unit,
        color: COLORS[id],
        data: rows.map((row) =>
          energy.convert(id === 'baseline' ? row.baselineKwh : row.improvedKwh),
        ),
      }))}
      axisLabels={{ left: t('common.energy') }}
      formatNumber={shared.formatNumber}
      emptyReason={shared.emptyReason(state) ?? t('potential.empty')}
      emptyAction={emptyAction}
      footer={
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="potential-combined">
          {pct === null
            ? t('potential.combinedEnergy', {
                energy: shared.format.quantity('MWhPerYear').format(combinedKwh),
              })
            : t('potential.combined', {
                pct: shared.format.percent(pct / 100, 1),
                energy: shared.format.quantity('MWhPerYear').format(combinedKwh),
              })}
        </Typography>
      }
    />
  );
}
