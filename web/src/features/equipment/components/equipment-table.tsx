import DeleteIcon from 'virtual:icons/Delete';
import EditIcon from 'virtual:icons/Edit';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SUB_SYSTEMS } from '@shared/schemas/enums/equipment';
import { useFormat } from '@/lib/format/use-format';
import type { EquipmentRow } from '../utils/equipment-rows';

export interface EquipmentTableProps {
  rows: EquipmentRow[];
  /** Each equipment's page: the Name cell links to it. */
  itemHref?: (id: string) => string;
  /** The quick search's text on opening (e.g. an Equipment Type from the page's breadcrumbs). */
  initialSearch?: string;
  /** Edit and delete actions; absent for viewers (read only). */
  onEdit?: (id: string) => void;
  onDelete?: (id: string) => void;
}

/** The Name cell as a link to the equipment's page; keyboard focus in the grid lands on it. */
function NameLinkCell({
  params,
  href,
}: {
  params: GridRenderCellParams<EquipmentRow, string>;
  href: string;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (params.hasFocus) ref.current?.focus();
  }, [params.hasFocus]);
  return (
    <Link component={RouterLink} to={href} ref={ref} tabIndex={params.tabIndex}>
      {params.value}
    </Link>
  );
}

/**
 * The equipment register: quick search, sorting, column filters and CSV export from the toolbar.
 * Memoised: the register's dialogs open and close without rendering the grid again.
 */
export const EquipmentTable = memo(function EquipmentTable({
  rows,
  itemHref,
  initialSearch,
  onEdit,
  onDelete,
}: EquipmentTableProps) {
  const { t } = useTranslation(['equipment', 'enums', 'equipmentPage']);
  const format = useFormat();
  const columns = useMemo<GridColDef<EquipmentRow>[]>(() => {
    const base: GridColDef<EquipmentRow>[] = [
      { field: 'assetId', headerName: t('columns.assetId'), flex: 1, minWidth: 110 },
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1.5,
        minWidth: 150,
        renderCell: itemHref
          ? (params: GridRenderCellParams<EquipmentRow, string>) => (
              <NameLinkCell params={params} href={itemHref(params.row.id)} />
            )
          : undefined,
      },
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
        field: 'health',
        headerName: t('equipmentPage:register.health'),
        type: 'number',
        minWidth: 100,
        valueFormatter: (value: number | null) =>
          value === null ? t('equipmentPage:register.notComputed') : format.number(value, 0),
      },
      {
        field: 'nextTaskDue',
        headerName: t('equipmentPage:register.nextTask'),
        minWidth: 130,
        valueFormatter: (value: string | null) =>
          value === null ? t('equipmentPage:register.noTask') : format.date(value),
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
  }, [t, format, itemHref, onEdit, onDelete]);
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
          filter: initialSearch
            ? { filterModel: { items: [], quickFilterValues: initialSearch.split(/\s+/) } }
            : undefined,
        }}
        slotProps={{
          toolbar: { csvOptions: { fileName: t('csvFileName'), utf8WithBom: true } },
        }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
});
