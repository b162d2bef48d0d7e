import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format/use-format';
import type { PortfolioRow } from '../utils/portfolio-rows';
import { StatusChip } from './status-chip';

/** The Portfolio as a table: sorting, filtering, quick search and CSV export from the toolbar. */
export function PortfolioTable({ rows, loading }: { rows: PortfolioRow[]; loading: boolean }) {
  const { t } = useTranslation('buildings');
  const navigate = useNavigate();
  const format = useFormat();
  const columns = useMemo<GridColDef<PortfolioRow>[]>(
    () => [
      { field: 'title', headerName: t('columns.title'), flex: 2, minWidth: 200 },
      { field: 'street', headerName: t('columns.street'), flex: 2, minWidth: 180 },
      { field: 'city', headerName: t('columns.city'), flex: 1, minWidth: 120 },
      {
        field: 'createdAtMs',
        headerName: t('columns.createdAt'),
        type: 'number',
        flex: 1,
        minWidth: 140,
        headerAlign: 'left',
        align: 'left',
        valueFormatter: (value: number | null) => format.date(value),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        type: 'singleSelect',
        valueOptions: [
          { value: 'permanent', label: t('status.permanent') },
          { value: 'temporary', label: t('status.temporary') },
        ],
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => <StatusChip status={row.status} />,
      },
    ],
    [t, format],
  );
  return (
    <Box data-testid="portfolio-table">
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        showToolbar
        label={t('title')}
        density="comfortable"
        disableRowSelectionOnClick
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        onRowClick={({ row }) => void navigate(paths.building.getHref(row.id))}
        slotProps={{ toolbar: { csvOptions: { fileName: 'facet-portfolio', utf8WithBom: true } } }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' }, bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
