import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SUB_SYSTEMS } from '@shared/schemas/enums';
import { useFormat } from '@/lib/format/use-format';
import type { EquipmentRow } from '../utils/equipment-rows';

export interface EquipmentTableProps {
  rows: EquipmentRow[];
  /** Edit and delete actions; absent for viewers (read only). */
  onEdit?: (id: string) => void;
  onDelete?: (id: string) => void;
}

/** The equipment register: quick search, sorting, column filters and CSV export from the toolbar. */
export function EquipmentTable({ rows, onEdit, onDelete }: EquipmentTableProps) {
  const { t } = useTranslation(['equipment', 'enums']);
  const format = useFormat();
  const columns = useMemo<GridColDef<EquipmentRow>[]>(() => {
    const base: GridColDef<EquipmentRow>[] = [
      { field: 'assetId', headerName: t('columns.assetId'), flex: 1, minWidth: 110 },
      { field: 'name', headerName: t('columns.name'), flex: 1.5, minWidth: 150 },
      { field: 'type', headerName: t('columns.type'), flex: 1, minWidth: 110 },
      {
        field: 'subSystem',
        headerName: t('columns.subSystem'),
        type: 'singleSelect',
        valueOptions: SUB_SYSTEMS.map((value) => ({
          value,
          label: t(`enums:subSystem.${value}`),
        })),
        flex: 1,
        minWidth: 140,
      },
      { field: 'location', headerName: t('columns.location'), flex: 1, minWidth: 100 },
      {
        field: 'ageYears',
        headerName: t('columns.age'),
        type: 'number',
        minWidth: 100,
        valueFormatter: (value: number | null) => format.number(value),
      },
      {
        field: 'warrantyUntil',
        headerName: t('columns.warranty'),
        minWidth: 150,
        flex: 1,
        valueFormatter: (_value: string | null, row: EquipmentRow) =>
          row.warrantyUntil === null
            ? t('warranty.unknown')
            : t(`warranty.${row.warrantyState as 'expired'}`, {
                date: format.date(row.warrantyUntil),
              }),
      },
    ];
    if (!onEdit || !onDelete) return base;
    return [
      ...base,
      {
        field: 'actions',
        type: 'actions',
        headerName: t('columns.actions'),
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={t('actions.edit', { name: row.name })}
            onClick={() => onEdit(row.id)}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={t('actions.delete', { name: row.name })}
            onClick={() => onDelete(row.id)}
          />,
        ],
      },
    ];
  }, [t, format, onEdit, onDelete]);
  return (
    <Box data-testid="equipment-table">
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        label={t('title')}
        density="comfortable"
        disableRowSelectionOnClick
        pageSizeOptions={[25, 50, 100]}
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          sorting: { sortModel: [{ field: 'assetId', sort: 'asc' }] },
        }}
        slotProps={{
          toolbar: { csvOptions: { fileName: t('csvFileName'), utf8WithBom: true } },
        }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
