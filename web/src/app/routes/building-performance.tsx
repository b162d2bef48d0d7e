import AssessmentIcon from '@mui/icons-material/Assessment';
import Stack from '@mui/material/Stack';
import { dataRangeOf } from '@shared/domain/metrics/views/period-range';
import type { MemberRole } from '@shared/schemas/enums/account';
import { useTranslation } from 'react-i18next';
import { PeriodSelector } from '@/components/period/period-selector';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { BuildingState } from '@/features/buildings/api/subscribe-building';
import { FiguresNotComputed } from '@/features/figures/components/figures-not-computed';
import { FiguresProblem } from '@/features/figures/components/figures-problem';
import { FiguresStatusBar } from '@/features/figures/components/figures-status-bar';
import { useMetricsParts } from '@/features/figures/api/use-metrics-parts';
import { PerformanceScreen } from '@/features/performance/components/performance-screen';
import { usePeriod } from '@/lib/period/use-period';

export interface BuildingTabProps {
  buildingId: string;
  building: BuildingState;
  role: MemberRole | undefined;
}

const PARTS = [
  'period',
  'climate',
  'energy',
  'history',
  'weather',
  'quality',
  'benchmarks',
  'loads',
] as const;

/** Spec 2.9: the Building Performance tab, composed from the stored figures and the URL's period. */
export default function BuildingPerformanceRoute({ buildingId, building, role }: BuildingTabProps) {
  const { t } = useTranslation('performance');
  const parts = useMetricsParts(buildingId, PARTS);
  const history = parts.values.history;
  const limits = history ? dataRangeOf(history) : null;
  const controls = usePeriod({ limits });
  const statusBar = (
    <FiguresStatusBar
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
    />
  );
  if (parts.state === 'loading') return <LoadingScreen inline />;
  if (parts.state === 'invalid')
    return <FiguresProblem problems={parts.problems} header={statusBar} />;
  const { period, climate, energy, quality, benchmarks } = parts.values;
  if (
    parts.state !== 'ready' ||
    !period ||
    !climate ||
    !energy ||
    !history ||
    !quality ||
    !benchmarks
  ) {
    return (
      <FiguresNotComputed
        icon={<AssessmentIcon />}
        title={t('empty.title')}
        description={t('empty.description')}
        actionLabel={t('empty.action')}
        buildingId={buildingId}
        role={role}
        header={statusBar}
      />
    );
  }
  const currency = energy.currency;
  return (
    <PerformanceScreen
      buildingId={buildingId}
      figures={{
        period,
        climate,
        energy,
        history,
        weather: parts.values.weather ?? null,
        quality,
        benchmarks,
        loads: parts.values.loads ?? null,
      }}
      range={controls.error ? null : controls.period}
      granularity={controls.period.granularity}
      currency={currency}
      header={
        <Stack spacing={1}>
          {statusBar}
          <PeriodSelector controls={controls} limits={limits} />
        </Stack>
      }
    />
  );
}
