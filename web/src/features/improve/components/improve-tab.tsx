import Stack from '@mui/material/Stack';
import { rangeOfMonths } from '@shared/domain/metrics/views/common/period-range';
import { IMPROVE_SCREEN } from '@shared/domain/metrics/views/improve/screen';
import type { ComparisonParameters } from '@shared/schemas/stored/comparison-parameters';
import type { IMPROVE_PARTS, ScreenFigures } from '@shared/schemas/derived/figure-screens';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BenchmarkSummary } from '@/components/benchmarks/benchmark-summary';
import { PeriodSelector } from '@/components/period/period-selector';
import { useDefaultPriceNotes } from '@/lib/format/use-default-price-notes';
import { useFormat } from '@/lib/format/use-format';
import { IMPROVE_GRANULARITY_NAMES } from '@/lib/period/period';
import { usePeriod } from '@/lib/period/use-period';
import { ImproveScreen, type ImproveScreenProps } from './improve-screen';
import { ImproveSidebar } from './improve-sidebar';

export interface ImproveTabProps extends Pick<
  ImproveScreenProps,
  'stored' | 'canEdit' | 'onSave' | 'onDelete'
> {
  figures: ScreenFigures<typeof IMPROVE_PARTS>;
  parameters: ComparisonParameters;
  statusBar: ReactNode;
}

/**
 * Spec 2.11: the Improve tab over the URL's period (within the analysis year's months), its view
 * computed once (`improveView`): the measures, the sidebar's totals and Comparison's benchmark
 * summary with the building after the measures.
 */
export function ImproveTab({ figures, parameters, statusBar, ...actions }: ImproveTabProps) {
  const { t } = useTranslation('improve');
  const format = useFormat();
  const { period, energy } = figures;
  const limits = useMemo(() => rangeOfMonths(period.firstMonth, period.lastMonth), [period]);
  const controls = usePeriod({ limits });
  const priceNotes = useDefaultPriceNotes(energy);
  const range = controls.error ? null : controls.period;
  const view = IMPROVE_SCREEN.view({ figures, parameters, range });
  const periodLabel = range ? `${format.date(range.start)} – ${format.date(range.end)}` : '';
  return (
    <ImproveScreen
      {...actions}
      figures={figures.measures}
      computedAtMs={figures.computedAtMs}
      basis={view.basis}
      currency={energy.currency}
      header={
        <Stack spacing={1}>
          {statusBar}
          <PeriodSelector controls={controls} limits={limits} names={IMPROVE_GRANULARITY_NAMES} />
        </Stack>
      }
      sidebar={
        <ImproveSidebar
          totals={view.totals}
          currency={energy.currency}
          periodLabel={periodLabel}
          yearLabel={`${format.periodLabel(period.firstMonth)} – ${format.periodLabel(period.lastMonth)}`}
          priceNotes={priceNotes}
        />
      }
      benchmarkCharts={
        <BenchmarkSummary
          view={view.benchmarks}
          testIdPrefix="improve-"
          subtitles={{ energy: t('bands.energySubtitle'), co2: t('bands.co2Subtitle') }}
          potentialLabel={t('bands.improved')}
          sizes={{ band: { xs: 12, xl: 6 }, radar: 12 }}
        />
      }
      period={
        view.totals && range
          ? { shareOfYear: view.totals.shareOfYear, label: periodLabel }
          : undefined
      }
    />
  );
}
