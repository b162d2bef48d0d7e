import Stack from '@mui/material/Stack';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { measureBasisOfStored } from '@shared/domain/metrics/measures/measure-basis';
import { comparisonView } from '@shared/domain/metrics/views/comparison/view';
import { improvePeriodTotals } from '@shared/domain/metrics/views/improve/period';
import { rangeOfMonths } from '@shared/domain/metrics/views/common/period-range';
import type { ImprovementMeasure } from '@shared/schemas/improvement-measure';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BenchmarkSummary } from '@/components/benchmarks/benchmark-summary';
import { PeriodSelector } from '@/components/period/period-selector';
import type { BuildingTabProps } from '@/app/routes/building-performance';
import { useComparisonParameters } from '@/features/comparison/api/comparison-parameters';
import { ImproveScreen } from '@/features/improve/components/improve-screen';
import { ImproveSidebar } from '@/features/improve/components/improve-sidebar';
import { deleteMeasure, saveMeasure } from '@/features/measures/api/save-measure';
import { useMeasures } from '@/features/measures/api/use-measures';
import { useMetricsParts } from '@/features/figures/api/use-metrics-parts';
import { FiguresGate } from '@/features/figures/components/figures-gate';
import { useDefaultPriceNotes } from '@/lib/format/use-default-price-notes';
import { useFormat } from '@/lib/format/use-format';
import { IMPROVE_GRANULARITY_NAMES } from '@/lib/period/period';
import { usePeriod } from '@/lib/period/use-period';

const PARTS = [
  'computedAtMs',
  'period',
  'energy',
  'quality',
  'benchmarks',
  'measures',
  'measureBasis',
] as const;
/** Without these the tab has nothing to show (the measures' figures and basis are optional). */
const REQUIRED = ['computedAtMs', 'period', 'energy', 'quality', 'benchmarks'] as const;

/** Spec 2.11: the Improve tab, from the stored measure figures, the measures and the URL's period. */
export default function BuildingImproveRoute({ buildingId, building, role }: BuildingTabProps) {
  const { t } = useTranslation(['improve', 'comparison']);
  const format = useFormat();
  const parts = useMetricsParts(buildingId, PARTS);
  const measures = useMeasures(buildingId);
  const parameters = useComparisonParameters(buildingId);
  const period = parts.values.period;
  const limits = useMemo(
    () => (period ? rangeOfMonths(period.firstMonth, period.lastMonth) : null),
    [period],
  );
  const controls = usePeriod({ limits });
  const canEdit = canEditBuilding(role);
  const onSave = useCallback(
    (measureId: string | undefined, measure: ImprovementMeasure) =>
      saveMeasure(buildingId, measureId, measure),
    [buildingId],
  );
  const onDelete = useCallback(
    (measureId: string) => deleteMeasure(buildingId, measureId),
    [buildingId],
  );
  const basis = parts.values.measureBasis;
  const storedBasis = useMemo(() => (basis ? measureBasisOfStored(basis) : undefined), [basis]);
  const priceNotes = useDefaultPriceNotes(parts.values.energy);

  const storedMeasures = measures.data?.byId;
  const stored = parameters.data?.parameters;
  return (
    <FiguresGate
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
      parts={parts}
      required={REQUIRED}
      waiting={!storedMeasures || !stored}
      empty={{
        icon: <TrendingUpIcon />,
        title: t('empty.title'),
        description: t('empty.description'),
        actionLabel: t('empty.action'),
      }}
    >
      {(values, statusBar) => {
        if (!storedMeasures || !stored) return null;
        const { period, energy, quality, benchmarks, computedAtMs } = values;
        const figures = parts.values.measures;
        const currency = energy.currency;
        const range = controls.error ? null : controls.period;
        const totals = range
          ? improvePeriodTotals({ energy, period, measures: figures, range })
          : null;
        const periodLabel = range ? `${format.date(range.start)} – ${format.date(range.end)}` : '';
        const peersCounted = benchmarks.total.peers.count;
        const view = comparisonView({
          benchmarks,
          energy,
          quality,
          measures: figures,
          parameters: stored,
          peerSet: peersCounted > 0 ? 'peers' : 'reference',
        });
        const benchmarkCharts = (
          <BenchmarkSummary
            view={view}
            testIdPrefix="improve-"
            subtitles={{
              energy: t('improve:bands.energySubtitle'),
              co2: t('improve:bands.co2Subtitle'),
            }}
            potentialLabel={t('improve:bands.improved')}
            sizes={{ band: { xs: 12, xl: 6 }, radar: 12 }}
          />
        );
        return (
          <ImproveScreen
            figures={figures}
            computedAtMs={computedAtMs}
            basis={storedBasis}
            stored={storedMeasures}
            currency={currency}
            canEdit={canEdit}
            onSave={onSave}
            onDelete={onDelete}
            header={
              <Stack spacing={1}>
                {statusBar}
                <PeriodSelector
                  controls={controls}
                  limits={limits}
                  names={IMPROVE_GRANULARITY_NAMES}
                />
              </Stack>
            }
            sidebar={
              <ImproveSidebar
                totals={totals}
                currency={currency}
                periodLabel={periodLabel}
                yearLabel={`${format.periodLabel(period.firstMonth)} – ${format.periodLabel(period.lastMonth)}`}
                priceNotes={priceNotes}
              />
            }
            benchmarkCharts={benchmarkCharts}
            period={
              totals && range ? { shareOfYear: totals.shareOfYear, label: periodLabel } : undefined
            }
          />
        );
      }}
    </FiguresGate>
  );
}
