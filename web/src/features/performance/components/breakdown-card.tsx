import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { BuildingMetrics } from '@shared/schemas/derived/metrics';
import type { BreakdownMeasure } from '@shared/domain/metrics/views/performance/breakdown';
import type { PerformancePeriodView } from '@shared/domain/metrics/views/performance/view';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { END_USE_COLORS } from '@/components/charts/chart-palette';
import { PieChartCard } from '@/components/charts/pie-chart-card';
import { useFormat } from '@/lib/format/use-format';
import { chartNumberFormatter } from '@/lib/format/chart-numbers';
import { WizardStepLink } from './wizard-step-link';

const MEASURES: readonly BreakdownMeasure[] = ['energy', 'cost', 'co2'];

export interface BreakdownCardProps {
  /** Null in a share link's read-only view: no links to the wizard. */
  buildingId: string | null;
  metrics: Pick<BuildingMetrics, 'energy' | 'period'>;
  /** The period's breakdown by each measure (`performanceView`). */
  views: PerformancePeriodView['breakdown'];
  /** ISO 4217 code of the building's currency. */
  currency: string;
}

/**
 * Spec 2.9 Consumption, Cost and CO2 Emissions Breakdown by sub-system, one switch between
 * energy (MWh), cost (the building's currency) and CO2 (tons), each with its total; every slice
 * says whether it is sub-metered or modelled (in the table view and the CSV).
 */
export function BreakdownCard({ buildingId, metrics, views, currency }: BreakdownCardProps) {
  const { t } = useTranslation(['performance', 'enums']);
  const format = useFormat();
  const [measure, setMeasure] = useState<BreakdownMeasure>('energy');
  const view = views[measure];
  const shown =
    measure === 'energy'
      ? { unit: format.quantity('MWh').label, convert: format.quantity('MWh').convert }
      : measure === 'co2'
        ? { unit: format.quantity('t').label, convert: format.quantity('t').convert }
        : { unit: format.currencySymbol(currency), convert: (value: number) => value };
  const slices = view?.slices ?? [];
  const formatValue = (value: number) =>
    measure === 'cost'
      ? format.money(value, currency)
      : `${chartNumberFormatter(format)(value)}\u00a0${shown.unit}`;
  const emptyReason =
    measure === 'cost' && metrics.energy.cost === undefined
      ? t('performance:breakdown.emptyCost')
      : t('performance:breakdown.emptyOutside', {
          start: format.month(metrics.period.firstMonth),
          end: format.month(metrics.period.lastMonth),
        });
  return (
    <PieChartCard
      title={t('performance:breakdown.title')}
      subtitle={view ? t('performance:breakdown.months', { count: view.months.length }) : undefined}
      controls={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={measure}
          onChange={(_, next: BreakdownMeasure | null) => next && setMeasure(next)}
          aria-label={t('performance:breakdown.measure')}
        >
          {MEASURES.map((item) => (
            <ToggleButton key={item} value={item} data-testid={`breakdown-${item}`}>
              {t(`performance:breakdown.${item}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
      categoryLabel={t('performance:breakdown.subSystem')}
      categories={slices.map((slice) => ({
        key: slice.endUse,
        label: `${t(`enums:subSystem.${slice.endUse}`)} (${t(`performance:kpi.${slice.basis}`)})`,
      }))}
      series={{
        id: measure,
        label: t(`performance:breakdown.${measure}`),
        unit: shown.unit,
        data: slices.map((slice) => shown.convert(slice.value)),
      }}
      colors={END_USE_COLORS}
      total={view ? shown.convert(view.total) : undefined}
      formatNumber={chartNumberFormatter(format)}
      formatValue={(value) => formatValue(value)}
      emptyReason={emptyReason}
      emptyAction={
        measure === 'cost' ? (
          <WizardStepLink buildingId={buildingId} step="electricity">
            {t('performance:usage.emptyAction')}
          </WizardStepLink>
        ) : undefined
      }
    />
  );
}
