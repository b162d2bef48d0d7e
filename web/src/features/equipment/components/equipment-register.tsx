import AddIcon from 'virtual:icons/Add';
import BuildIcon from 'virtual:icons/Build';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canEditBuilding } from '@shared/domain/members/building-access';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SUB_SYSTEMS, subSystemSchema, type SubSystem } from '@shared/schemas/enums/equipment';
import { type MemberRole } from '@shared/schemas/enums/account';
import { nowMs } from '@/lib/clock';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useFormat } from '@/lib/format/use-format';
import { dayKeyInZone } from '@/lib/format/time-zone';
import { deleteEquipment, saveEquipment } from '../api/equipment-writes';
import { useEquipmentRegister } from '../api/use-equipment-register';
import { useEquipmentThumbnail } from '../api/use-equipment-thumbnail';
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
  /** A toolbar action beside Add (the app gives "Import CSV"), for owners and editors only. */
  toolbarAction?: ReactNode;
  /** Health score (0–100) of each equipment by id, from the stored reliability figures. */
  healthById?: Readonly<Record<string, number | undefined>>;
  /** Each equipment's page (spec 2.13): the Name cell links to it. */
  itemHref?: (id: string) => string;
}

/** Search parameters of the register: its sub-system filter and quick search, for links. */
const SUB_SYSTEM_PARAM = 'subSystem';
const SEARCH_PARAM = 'q';
/**
 * `?add=1` opens the Add equipment form (a link that means "add equipment", e.g. an empty tab's);
 * closing the form removes the parameter.
 */
const ADD_PARAM = 'add';

type Editing = { id: string | null } | null;

/** A building's equipment register (`/equipment/{buildingId}`): list, add, edit, delete. */
export function EquipmentRegister({
  buildingId,
  role,
  currency,
  healthById,
  itemHref,
  toolbarAction,
}: EquipmentRegisterProps) {
  const { t } = useTranslation(['equipment', 'enums']);
  const format = useFormat();
  const { data } = useEquipmentRegister(buildingId);
  const [chosen, setChosen] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [search, setSearch] = useSearchParams();
  const canWrite = canEditBuilding(role);
  // A link that means "add equipment" (`?add=1`) opens the form until it is closed.
  const editing: Editing = chosen ?? (canWrite && search.has(ADD_PARAM) ? { id: null } : null);
  const setEditing = (next: Editing) => {
    setChosen(next);
    if (next === null && search.has(ADD_PARAM)) {
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(ADD_PARAM);
          return updated;
        },
        { replace: true },
      );
    }
  };
  const { data: thumbnail } = useEquipmentThumbnail(buildingId, editing?.id ?? null);
  const parsedSubSystem = subSystemSchema.safeParse(search.get(SUB_SYSTEM_PARAM));
  const subSystem: SubSystem | '' = parsedSubSystem.success ? parsedSubSystem.data : '';
  const setSubSystem = (next: SubSystem | '') =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(SUB_SYSTEM_PARAM, next);
        else updated.delete(SUB_SYSTEM_PARAM);
        return updated;
      },
      { replace: true },
    );
  const records = useMemo(() => data?.records ?? {}, [data]);
  const today = useMemo(() => dayKeyInZone(nowMs(), format.timeZone), [format.timeZone]);
  const rows = useMemo(
    () => equipmentRows(records, today, healthById),
    [records, today, healthById],
  );
  // The table's props stay the same while a dialog opens and closes: it is not rendered again
  // (with its grid, ~1,100 components for a demo building's register).
  const shown = useMemo(
    () => (subSystem ? rows.filter((row) => row.subSystem === subSystem) : rows),
    [rows, subSystem],
  );
  const edit = useCallback((id: string) => setChosen({ id }), []);
  if (!data) return <LoadingScreen inline />;
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
        {canWrite ? toolbarAction : null}
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
          itemHref={itemHref}
          initialSearch={search.get(SEARCH_PARAM) ?? undefined}
          onEdit={canWrite ? edit : undefined}
          onDelete={canWrite ? setDeleting : undefined}
        />
      ) : null}
      {editing ? (
        <EquipmentFormDialog
          key={editing.id ?? 'new'}
          record={editedRecord}
          currency={currency}
          image={{ thumbnail: thumbnail ?? null }}
          onSave={async (details, image) => {
            await saveEquipment(buildingId, editing.id, details, image);
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
