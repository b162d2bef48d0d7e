import { buildingCurrencyOf, DEFAULT_CURRENCY } from '@shared/domain/building/building-currency';
import type { MemberRole } from '@shared/schemas/enums/account';
import { useCallback, useMemo } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { BuildingState } from '@/features/buildings/api/subscribe-building';
import { EquipmentRegister } from '@/features/equipment/components/equipment-register';
import { EquipmentImportButton } from '@/features/equipment-import/components/equipment-import-button';
import { useMetricsParts } from '@/features/figures/api/use-metrics-parts';
import { EquipmentItemRoute } from './building-equipment-item';

interface BuildingEquipmentProps {
  buildingId: string;
  building: BuildingState;
  role: MemberRole | undefined;
}

const PARTS = ['reliability'] as const;

/** The register with each equipment's health score from the stored reliability figures. */
function RegisterRoute({ buildingId, building, role }: BuildingEquipmentProps) {
  const parts = useMetricsParts(buildingId, PARTS);
  const reliability = parts.state === 'ready' ? parts.values.reliability : undefined;
  const healthById = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(reliability?.equipment ?? {}).map(([id, figures]) => [
          id,
          figures.health?.score,
        ]),
      ),
    [reliability],
  );
  const itemHref = useCallback(
    (equipmentId: string) => paths.buildingEquipmentItem.getHref(buildingId, equipmentId),
    [buildingId],
  );
  return (
    <EquipmentRegister
      buildingId={buildingId}
      toolbarAction={<EquipmentImportButton buildingId={buildingId} />}
      role={role}
      currency={buildingCurrencyOf(building.general ?? undefined, DEFAULT_CURRENCY)}
      healthById={healthById}
      itemHref={itemHref}
    />
  );
}

function EquipmentPageRoute({ buildingId, building, role }: BuildingEquipmentProps) {
  const { equipmentId = '' } = useParams();
  return (
    <EquipmentItemRoute
      key={equipmentId}
      buildingId={buildingId}
      equipmentId={equipmentId}
      role={role}
      currency={buildingCurrencyOf(building.general ?? undefined, DEFAULT_CURRENCY)}
      buildingUpdatedAtMs={building.meta?.updatedAtMs}
      registerHref={paths.buildingEquipment.getHref(buildingId)}
    />
  );
}

/**
 * `/building/:id/equipment`: the building's equipment register, in the building's currency, and
 * `/building/:id/equipment/:equipmentId`: one equipment's Asset Reliability page (spec 2.13).
 */
export default function BuildingEquipmentRoute(props: BuildingEquipmentProps) {
  return (
    <Routes>
      <Route index element={<RegisterRoute {...props} />} />
      <Route path={paths.buildingEquipmentItem.path} element={<EquipmentPageRoute {...props} />} />
    </Routes>
  );
}
