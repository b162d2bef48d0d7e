import { useMemo } from 'react';
import { useEquipmentRegister } from '@/features/equipment/api/use-equipment-register';
import {
  equipmentOptionsOf,
  type EquipmentOption,
  type UploadEquipment,
} from '@/features/wizard/uploads/upload-equipment';
import { AddEquipmentButton } from './add-equipment-button';

/** The building's equipment through the register's one live reader, as upload options. */
function useRegisterOptions(buildingId: string): readonly EquipmentOption[] | undefined {
  const records = useEquipmentRegister(buildingId).data?.records;
  return useMemo(() => (records ? equipmentOptionsOf(records) : undefined), [records]);
}

/**
 * The equipment register composed into the wizard's sub-system uploads: the equipment to tie an
 * upload to, read once for the register and the wizard alike, and "Add equipment" in place.
 */
export const wizardEquipment: UploadEquipment = {
  useOptions: useRegisterOptions,
  renderAdd: (props) => <AddEquipmentButton {...props} />,
};
