import { buildingCurrencyOf, DEFAULT_CURRENCY } from '@shared/domain/building-currency';
import type { MemberRole } from '@shared/schemas/enums';
import type { BuildingState } from '@/features/buildings/api/subscribe-building';
import { EquipmentRegister } from '@/features/equipment/components/equipment-register';

/** `/building/:id/equipment`: the building's equipment register, in the building's currency. */
export default function BuildingEquipmentRoute({
  buildingId,
  building,
  role,
}: {
  buildingId: string;
  building: BuildingState;
  role: MemberRole | undefined;
}) {
  return (
    <EquipmentRegister
      buildingId={buildingId}
      role={role}
      currency={buildingCurrencyOf(building.general ?? undefined, DEFAULT_CURRENCY)}
    />
  );
}
