import AddIcon from 'virtual:icons/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveEquipment } from '@/features/equipment/api/equipment-writes';
import { EquipmentFormDialog } from '@/features/equipment/components/equipment-form-dialog';
import type { AddEquipmentProps } from '@/features/wizard/uploads/upload-equipment';

/**
 * "Add equipment" next to a wizard upload's equipment select (issue #15): opens the Edit
 * Equipment Details form with the sub-system preset and saves through the equipment register's
 * write, so a user-created building gets the equipment its sub-system upload is tied to. Lives
 * in the app layer: it composes the equipment feature into the wizard's.
 */
export function AddEquipmentButton({
  buildingId,
  subSystem,
  currency,
  onAdded,
}: AddEquipmentProps) {
  const { t } = useTranslation('equipment');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('add')}
      </Button>
      {open ? (
        <EquipmentFormDialog
          record={undefined}
          currency={currency}
          preset={{ subSystem }}
          image={{ thumbnail: null }}
          onSave={async (details, image) => {
            onAdded(await saveEquipment(buildingId, null, details, image));
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
