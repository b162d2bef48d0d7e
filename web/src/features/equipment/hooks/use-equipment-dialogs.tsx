import type { Equipment } from '@shared/schemas/stored/equipment';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { deleteEquipment, saveEquipment } from '../api/equipment-writes';
import { useEquipmentThumbnail } from '../api/use-equipment-thumbnail';
import { DeleteEquipmentDialog } from '../components/delete-equipment-dialog';
import { EquipmentFormDialog } from '../components/equipment-form-dialog';

/**
 * The register's Edit and Delete dialogs for one equipment's page: how to open each, the dialog
 * open (given the record), and whether it was deleted (the page then goes back to the register).
 */
export function useEquipmentDialogs(args: {
  buildingId: string;
  equipmentId: string;
  currency: string;
  registerHref: string;
}): {
  onEdit: () => void;
  onDelete: () => void;
  deleted: boolean;
  dialogs: (record: Equipment) => ReactNode;
} {
  const { buildingId, equipmentId, currency, registerHref } = args;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const { data: thumbnail } = useEquipmentThumbnail(buildingId, editing ? equipmentId : null);
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const dialogs = (record: Equipment) => (
    <>
      {editing ? (
        <EquipmentFormDialog
          record={record}
          currency={currency}
          image={{ thumbnail: thumbnail ?? null }}
          onSave={async (details, image) => {
            await saveEquipment(buildingId, equipmentId, details, image);
          }}
          onClose={() => setEditing(false)}
          onDelete={() => {
            setEditing(false);
            setDeleting(true);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteEquipmentDialog
          name={record.name}
          onConfirm={async () => {
            await deleteEquipment(buildingId, equipmentId);
            setDeleted(true);
            void navigate(registerHref, { replace: true });
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
  return { onEdit: () => setEditing(true), onDelete: () => setDeleting(true), deleted, dialogs };
}
