import AssessmentIcon from '@mui/icons-material/Assessment';
import Stack from '@mui/material/Stack';
import { dataRangeOf } from '@shared/domain/metrics/views/common/period-range';
import type { MemberRole } from '@shared/schemas/enums/account';
import { useTranslation } from 'react-i18next';
import { PeriodSelector } from '@/components/period/period-selector';
import type { BuildingState } from '@/features/buildings/api/subscribe-building';
import { useMetricsParts } from '@/features/figures/api/use-metrics-parts';
import { FiguresGate } from '@/features/figures/components/figures-gate';
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
/** Without these the tab has nothing to show (weather and loads are optional). */
const REQUIRED = ['period', 'climate', 'energy', 'history', 'quality', 'benchmarks'] as const;

/** Spec 2.9: the Building Performance tab, composed from the stored figures and the URL's period. */
export default function BuildingPerformanceRoute({ buildingId, building, role }: BuildingTabProps) {
  const { t } = useTranslation('performance');
  const parts = useMetricsParts(buildingId, PARTS);
  const history = parts.values.history;
  const limits = history ? dataRangeOf(history) : null;
  const controls = usePeriod({ limits });
  return (
    <FiguresGate
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
      parts={parts}
      required={REQUIRED}
      empty={{
        icon: <AssessmentIcon />,
        title: t('empty.title'),
        description: t('empty.description'),
        actionLabel: t('empty.action'),
      }}
    >
      {(values, statusBar) => (
        <PerformanceScreen
          buildingId={buildingId}
          figures={{ ...values, weather: values.weather ?? null, loads: values.loads ?? null }}
          range={controls.error ? null : controls.period}
          granularity={controls.period.granularity}
          currency={values.energy.currency}
          header={
            <Stack spacing={1}>
              {statusBar}
              <PeriodSelector controls={controls} limits={limits} />
            </Stack>
          }
        />
      )}
    </FiguresGate>
  );
}
