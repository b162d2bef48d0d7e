import AddIcon from 'virtual:icons/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from 'virtual:icons/DeleteOutline';
import EditOutlinedIcon from 'virtual:icons/EditOutlined';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';

/** One column of a record table. */
export interface RecordColumn<T> {
  id: string;
  label: string;
  value: (entry: T) => ReactNode;
  numeric?: boolean;
}

/** What every record form gets: the entry edited (undefined to add one) and how to save it. */
export interface RecordFormProps<T> {
  entry: T | undefined;
  /** Rejects when the database refuses or does not answer; the form then keeps its input. */
  onSave: (entry: T) => Promise<void>;
  onClose: () => void;
}

export type ListKey = 'logs' | 'alerts' | 'issues' | 'tasks';

export interface RecordListTabProps<T> {
  list: ListKey;
  /** The entries as `[id, entry]`, already in display order. */
  entries: readonly (readonly [string, T])[];
  columns: readonly RecordColumn<T>[];
  /** A short name of an entry for the buttons' accessible names and the remove question. */
  describe: (entry: T) => string;
  canEdit: boolean;
  /** The add / edit form (a render function, so the form keeps its state across renders). */
  renderForm: (props: RecordFormProps<T>) => ReactNode;
  onAdd: (entry: T) => Promise<void>;
  onReplace: (id: string, entry: T) => Promise<void>;
  onRemove: (id: string) => Promise<void>;
}

type Editing<T> = { id: string | null; entry: T | undefined } | null;

/** One list of an equipment's records: a table with Add, Edit and Remove for owners and editors. */
export function RecordListTab<T>({
  list,
  entries,
  columns,
  describe,
  canEdit,
  renderForm,
  onAdd,
  onReplace,
  onRemove,
}: RecordListTabProps<T>) {
  const { t } = useTranslation('equipmentRecords');
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const addButton = canEdit ? (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setEditing({ id: null, entry: undefined })}
    >
      {t(`${list}.add`)}
    </Button>
  ) : null;
  return (
    <Stack spacing={2}>
      {entries.length === 0 ? (
        <EmptyState
          title={t(`${list}.emptyTitle`)}
          description={t(canEdit ? `${list}.emptyEditor` : `${list}.emptyViewer`)}
          action={addButton}
        />
      ) : (
        <>
          {addButton ? (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              {addButton}
            </Stack>
          ) : null}
          <TableContainer>
            <Table size="small" aria-label={t(`${list}.caption`)}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell
                      key={column.id}
                      align={column.numeric ? 'right' : 'left'}
                      scope="col"
                    >
                      {column.label}
                    </TableCell>
                  ))}
                  {canEdit ? (
                    <TableCell align="right" scope="col">
                      {t('actions')}
                    </TableCell>
                  ) : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {entries.map(([id, entry]) => {
                  const name = describe(entry);
                  return (
                    <TableRow key={id} hover>
                      {columns.map((column) => (
                        <TableCell key={column.id} align={column.numeric ? 'right' : 'left'}>
                          {column.value(entry)}
                        </TableCell>
                      ))}
                      {canEdit ? (
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <Tooltip title={t('edit')}>
                            <IconButton
                              aria-label={t('editEntry', { name })}
                              onClick={() => setEditing({ id, entry })}
                            >
                              <EditOutlinedIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t('remove')}>
                            <IconButton
                              aria-label={t('removeEntry', { name })}
                              onClick={() => setRemoving({ id, name })}
                            >
                              <DeleteOutlineIcon fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      ) : null}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {editing
        ? renderForm({
            entry: editing.entry,
            onSave: (entry) => (editing.id === null ? onAdd(entry) : onReplace(editing.id, entry)),
            onClose: () => setEditing(null),
          })
        : null}
      {removing ? (
        <ConfirmRemoveDialog
          name={removing.name}
          onConfirm={() => onRemove(removing.id)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
}
