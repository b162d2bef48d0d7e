import AddIcon from '@mui/icons-material/Add';
import BuildIcon from '@mui/icons-material/Build';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUB_SYSTEMS, type MemberRole, type SubSystem } from '@shared/schemas/enums';
import { nowMs } from '@/lib/clock';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useFormat } from '@/lib/format/use-format';
import { dayKeyInZone } from '@/lib/format/time-zone';
import { deleteEquipment, saveEquipment } from '../api/equipment-writes';
import { useEquipmentRegister } from '../api/use-equipment-register';
import { equipmentRows } from '../utils/equipment-rows';
import { DeleteEquipmentDialog } from './delete-equipment-dialog';
import { EquipmentFormDialog } from './equipment-form-dialog';
import { EquipmentTable } from './equipment-table';

export interface EquipmentRegisterProps {
  buildingId: string;
  /** The user's role on the building: owners and editors change equipment, viewers read. */
  role: MemberRole | undefined;
  /** ISO 4217 code of the building's currency. */
  currency: string;
}

type Editing = { id: string | null } | null;

/** A building's equipment register (`/equipment/{buildingId}`): list, add, edit, delete. */
export function EquipmentRegister({ buildingId, role, currency }: EquipmentRegisterProps) {
  const { t } = useTranslation(['equipment', 'enums']);
  const format = useFormat();
  const { data } = useEquipmentRegister(buildingId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [subSystem, setSubSystem] = useState<SubSystem | ''>('');
  const canWrite = role === 'owner' || role === 'editor';
  const records = useMemo(() => data?.records ?? {}, [data]);
  const today = useMemo(() => dayKeyInZone(nowMs(), format.timeZone), [format.timeZone]);
  const rows = useMemo(() => equipmentRows(records, today), [records, today]);
  if (!data) return <LoadingScreen inline />;
  const shown = subSystem ? rows.filter((row) => row.subSystem === subSystem) : rows;
  const addButton = canWrite ? (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ id: null })}>
      {t('add')}
    </Button>
  ) : null;
  const editedRecord = editing?.id ? records[editing.id] : undefined;
  const deletedName = deleting ? (records[deleting]?.name ?? '') : '';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2" sx={{ mr: 'auto' }}>
          {t('title')}
        </Typography>
        {rows.length > 0 ? (
          <TextField
            select
            size="small"
            label={t('columns.subSystem')}
            value={subSystem}
            onChange={(event) => setSubSystem(event.target.value as SubSystem | '')}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('allSubSystems')}</MenuItem>
            {SUB_SYSTEMS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`enums:subSystem.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {rows.length > 0 ? addButton : null}
      </Stack>
      {data.failed ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      {!canWrite && !data.failed ? <Alert severity="info">{t('readOnly')}</Alert> : null}
      {rows.length === 0 && !data.failed ? (
        <EmptyState
          icon={<BuildIcon />}
          title={t('empty.title')}
          description={canWrite ? t('empty.description') : t('empty.viewerDescription')}
          action={addButton}
        />
      ) : null}
      {rows.length > 0 ? (
        <EquipmentTable
          rows={shown}
          onEdit={canWrite ? (id) => setEditing({ id }) : undefined}
          onDelete={canWrite ? setDeleting : undefined}
        />
      ) : null}
      {editing ? (
        <EquipmentFormDialog
          key={editing.id ?? 'new'}
          record={editedRecord}
          currency={currency}
          onSave={async (details) => {
            await saveEquipment(buildingId, editing.id, details);
          }}
          onClose={() => setEditing(null)}
          onDelete={
            editing.id
              ? () => {
                  setDeleting(editing.id);
                  setEditing(null);
                }
              : undefined
          }
        />
      ) : null}
      {deleting ? (
        <DeleteEquipmentDialog
          name={deletedName}
          onConfirm={() => deleteEquipment(buildingId, deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Stack>
  );
}
