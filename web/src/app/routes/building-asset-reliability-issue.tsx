import { buildingCurrencyOf, DEFAULT_CURRENCY } from '@shared/domain/building/building-currency';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { ASSET_RELIABILITY_PARTS } from '@shared/schemas/derived/figure-screens';
import type { BuildingTabProps } from '@/app/routes/building-performance';
import { IssueDetailScreen } from '@/features/asset-reliability/components/issue-detail-screen';
import { useEquipmentRegister } from '@/features/equipment/api/use-equipment-register';
import { FiguresGate } from '@/features/figures/components/figures-gate';

/** Spec 2.12: one potential issue of an asset, from the register and the reliability figures. */
export default function BuildingAssetReliabilityIssueRoute({
  buildingId,
  building,
  role,
}: BuildingTabProps) {
  const records = useEquipmentRegister(buildingId).data?.records;
  return (
    <FiguresGate
      buildingId={buildingId}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      role={role}
      screen={ASSET_RELIABILITY_PARTS}
      needs={{ records }}
    >
      {(values, _statusBar, { records }) => (
        <IssueDetailScreen
          buildingId={buildingId}
          records={records}
          reliability={values.reliability}
          currency={buildingCurrencyOf(building.general ?? undefined, DEFAULT_CURRENCY)}
          canEdit={canEditBuilding(role)}
        />
      )}
    </FiguresGate>
  );
}
