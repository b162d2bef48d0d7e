import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format/use-format';
import type { SeriesRow } from '../api/use-stored-series';

/**
 * The readings of a stored series (spec 3.11: Timestamp, Value, Unit), a page at a time.
 * Timestamps are shown as stored: the meter's wall clock, read as UTC.
 */
export function SeriesTable({
  rows,
  loading,
  testId,
}: {
  rows: SeriesRow[];
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation('wizardUploads');
  const format = useFormat();
  const columns = useMemo<GridColDef<SeriesRow>[]>(() => {
    return [
      {
        field: 'atMs',
        headerName: t('table.timestamp'),
        type: 'number',
        flex: 2,
        minWidth: 180,
        headerAlign: 'left',
        align: 'left',
        valueFormatter: (value: number) => format.wallClock(value),
      },
      {
        field: 'value',
        headerName: t('table.value'),
        type: 'number',
        flex: 1,
        minWidth: 120,
        valueFormatter: (value: number) => format.number(value, 6),
      },
      {
        field: 'unit',
        headerName: t('table.unit'),
        flex: 1,
        minWidth: 80,
        sortable: false,
        valueFormatter: (value: string) => t(`enums:seriesUnit.${value}`, { defaultValue: value }),
      },
    ];
  }, [t, format]);
  if (!loading && rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {t('table.empty')}
      </Typography>
    );
  }
  return (
    <Box data-testid={testId} sx={{ height: 420 }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        density="compact"
        disableRowSelectionOnClick
        disableColumnMenu
        pageSizeOptions={[25, 50, 100]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        localeText={{ noRowsLabel: t('table.empty') }}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  );
}
