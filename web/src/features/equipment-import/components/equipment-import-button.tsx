import UploadFileIcon from 'virtual:icons/UploadFile';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EquipmentImportDialog } from './equipment-import-dialog';

/** "Import CSV" of the equipment register's toolbar, with its dialog (owners and editors). */
export function EquipmentImportButton({ buildingId }: { buildingId: string }) {
  const { t } = useTranslation('equipmentImport');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {t('action')}
      </Button>
      <EquipmentImportDialog open={open} buildingId={buildingId} onClose={() => setOpen(false)} />
    </>
  );
}
