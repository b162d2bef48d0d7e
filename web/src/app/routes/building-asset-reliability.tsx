import { buildingCurrencyOf, DEFAULT_CURRENCY } from '@shared/domain/building/building-currency';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { ASSET_RELIABILITY_PARTS } from '@shared/schemas/derived/figure-screens';
import type { BuildingTabProps } from '@/app/routes/building-performance';
import { AssetReliabilityTab } from '@/features/asset-reliability/components/asset-reliability-tab';
import { useEquipmentRegister } from '@/features/equipment/api/use-equipment-register';
import { FiguresGate } from '@/features/figures/components/figures-gate';
import { addMeasureOnce } from '@/features/improve/api/add-measure-once';

/** Spec 2.12: the Asset Reliability tab from the stored reliability figures and the register. */
export default function BuildingAssetReliabilityRoute({
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
      {(values, statusBar, { records }) => (
        <AssetReliabilityTab
          buildingId={buildingId}
          records={records}
          reliability={values.reliability}
          currency={buildingCurrencyOf(building.general ?? undefined, DEFAULT_CURRENCY)}
          canEdit={canEditBuilding(role)}
          addMeasure={(key, measure) => addMeasureOnce(buildingId, key, measure)}
          statusBar={statusBar}
        />
      )}
    </FiguresGate>
  );
}
