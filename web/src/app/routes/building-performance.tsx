import AssessmentIcon from 'virtual:icons/Assessment';
import type { MemberRole } from '@shared/schemas/enums/account';
import { PERFORMANCE_PARTS } from '@shared/schemas/derived/figure-screens';
import { useTranslation } from 'react-i18next';
import type { BuildingState } from '@/features/buildings/api/subscribe-building';
import { FiguresGate } from '@/features/figures/components/figures-gate';
import { PerformanceScreen } from '@/features/performance/components/performance-screen';

export interface BuildingTabProps {
  buildingId: string;
  building: BuildingState;
  role: MemberRole | undefined;
}

/** Spec 2.9: the Building Performance tab, composed from the stored figures and the URL's period. */
export default function BuildingPerformanceRoute({ buildingId, building, role }: BuildingTabProps) {
  const { t } = useTranslation('performance');
  return (
    <FiguresGate
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
      screen={PERFORMANCE_PARTS}
      empty={{
        icon: <AssessmentIcon />,
        title: t('empty.title'),
        description: t('empty.description'),
        actionLabel: t('empty.action'),
      }}
    >
      {(values, statusBar) => (
        <PerformanceScreen buildingId={buildingId} figures={values} statusBar={statusBar} />
      )}
    </FiguresGate>
  );
}
