import TrendingUpIcon from 'virtual:icons/TrendingUp';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { IMPROVE_PARTS } from '@shared/schemas/derived/figure-screens';
import type { ImprovementMeasure } from '@shared/schemas/stored/improvement-measure';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildingTabProps } from '@/app/routes/building-performance';
import { useComparisonParameters } from '@/features/comparison/api/comparison-parameters';
import { FiguresGate } from '@/features/figures/components/figures-gate';
import { ImproveTab } from '@/features/improve/components/improve-tab';
import { deleteMeasure, saveMeasure } from '@/features/improve/api/save-measure';
import { useMeasures } from '@/features/improve/api/use-measures';

/** Spec 2.11: the Improve tab, from the stored measure figures, the measures and the URL's period. */
export default function BuildingImproveRoute({ buildingId, building, role }: BuildingTabProps) {
  const { t } = useTranslation('improve');
  const measures = useMeasures(buildingId).data?.byId;
  const parameters = useComparisonParameters(buildingId).data?.parameters;
  const onSave = useCallback(
    (measureId: string | undefined, measure: ImprovementMeasure) =>
      saveMeasure(buildingId, measureId, measure),
    [buildingId],
  );
  const onDelete = useCallback(
    (measureId: string) => deleteMeasure(buildingId, measureId),
    [buildingId],
  );
  return (
    <FiguresGate
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
      screen={IMPROVE_PARTS}
      needs={{ measures, parameters }}
      empty={{
        icon: <TrendingUpIcon />,
        title: t('empty.title'),
        description: t('empty.description'),
        actionLabel: t('empty.action'),
      }}
    >
      {(values, statusBar, { measures, parameters }) => (
        <ImproveTab
          figures={values}
          parameters={parameters}
          stored={measures}
          canEdit={canEditBuilding(role)}
          onSave={onSave}
          onDelete={onDelete}
          statusBar={statusBar}
        />
      )}
    </FiguresGate>
  );
}
