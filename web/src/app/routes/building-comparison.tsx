import Box from '@mui/material/Box';
import CompareArrowsIcon from 'virtual:icons/CompareArrows';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { elementMeasureKey } from '@shared/domain/metrics/measures/from-element-detail';
import { COMPARISON_PARTS } from '@shared/schemas/derived/figure-screens';
import { useTranslation } from 'react-i18next';
import type { BuildingTabProps } from '@/app/routes/building-performance';
import { paths } from '@/config/paths';
import { usePortfolio } from '@/features/buildings/api/use-portfolio';
import { useComparisonParameters } from '@/features/comparison/api/comparison-parameters';
import { ComparisonTab } from '@/features/comparison/components/comparison-tab';
import { EnergyStarSection } from '@/features/figures/components/energy-star-section';
import { FiguresGate } from '@/features/figures/components/figures-gate';
import { addMeasureOnce } from '@/features/improve/api/add-measure-once';
import { useMeasures } from '@/features/improve/api/use-measures';
import { useAuth } from '@/lib/auth/use-auth';

/** Spec 2.10: the Comparison tab from the stored benchmarks and the comparison parameters. */
export default function BuildingComparisonRoute({ buildingId, building, role }: BuildingTabProps) {
  const { t } = useTranslation('comparison');
  const { user } = useAuth();
  const parameters = useComparisonParameters(buildingId).data?.parameters;
  const measures = useMeasures(buildingId).data?.byId;
  const portfolio = usePortfolio(user?.uid ?? '').data?.rows;
  const canEdit = canEditBuilding(role);
  return (
    <FiguresGate
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
      screen={COMPARISON_PARTS}
      needs={{ parameters }}
      empty={{
        icon: <CompareArrowsIcon />,
        title: t('empty.title'),
        description: t('empty.description'),
        actionLabel: t('empty.action'),
      }}
    >
      {(values, statusBar, { parameters }) => (
        <ComparisonTab
          figures={values}
          parameters={parameters}
          buildings={portfolio ?? []}
          buildingId={buildingId}
          measures={Object.values(measures ?? {})}
          improveHref={paths.buildingImprove.getHref(buildingId)}
          canEdit={canEdit}
          onAddMeasure={
            canEdit
              ? (element, measure) =>
                  addMeasureOnce(buildingId, elementMeasureKey(element), measure)
              : undefined
          }
          statusBar={statusBar}
          footer={
            <Box sx={{ mt: 3 }}>
              <EnergyStarSection
                buildingId={buildingId}
                useDetails={building.useDetails ?? undefined}
                canEdit={canEdit}
              />
            </Box>
          }
        />
      )}
    </FiguresGate>
  );
}
