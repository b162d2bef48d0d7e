import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { MeasureTableRow } from '@shared/domain/metrics/views/improve/measure-rows';
import { MEASURE_STATUSES } from '@shared/schemas/enums/analysis';
import { SUB_SYSTEMS } from '@shared/schemas/enums/equipment';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ToneChip } from '@/components/ui/tone-chip';
import { useFormat } from '@/lib/format/use-format';

/**
 * Spec 2.11 / 3.14 Improvement Measures as a table: Name, Sub-System, Investment Cost, Energy
 * Savings (MWh/yr), Energy Cost Savings (/yr), Payback Period (yr), CO2 Emissions Avoided
 * (tons/yr), Internal Rate of Return and Status of each measure alone; sortable, filterable,
 * exportable as CSV; the name opens the Improvement Measure popup. Where a measure came from
 * another screen (Comparison, Asset Reliability), its name says so.
 */
export function MeasuresTable({
  rows,
  currency,
  onOpen,
}: {
  rows: readonly MeasureTableRow[];
  currency: string;
  onOpen: (measureId: string) => void;
}) {
  const { t } = useTranslation(['improve', 'enums']);
  const format = useFormat();
  const symbol = format.currencySymbol(currency);
  const columns = useMemo<GridColDef<MeasureTableRow>[]>(() => {
    const figure = (
      field: keyof MeasureTableRow,
      header: string,
      show: (value: number) => string,
    ): GridColDef<MeasureTableRow> => ({
      field,
      headerName: header,
      type: 'number',
      minWidth: 100,
      flex: 0.8,
      valueGetter: (value: number | null, row) => (row.pending ? null : value),
      valueFormatter: (value: number | null) => (value === null ? '' : show(value)),
      renderCell: ({ row, formattedValue }) =>
        row.pending ? (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('measures.computing')}
          </Typography>
        ) : (
          // A missing figure (never pays back, not measured) is formatted as '' for the CSV.
          (formattedValue as string | undefined) || '—'
        ),
    });
    return [
      {
        field: 'name',
        headerName: t('measures.columns.name'),
        minWidth: 200,
        flex: 1.6,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
            <Link
              component="button"
              type="button"
              onClick={() => onOpen(row.measureId)}
              aria-label={t('measures.open', { name: row.name })}
              sx={{ textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis' }}
              data-testid={`measure-open-${row.measureId}`}
            >
              {row.name}
            </Link>
            {row.origin !== 'user' ? (
              <ToneChip
                size="small"
                tone="default"
                variant="outlined"
                label={t(`measures.origin.${row.origin}`)}
              />
            ) : null}
          </Box>
        ),
      },
      {
        field: 'subSystem',
        headerName: t('measures.columns.subSystem'),
        type: 'singleSelect',
        valueOptions: SUB_SYSTEMS.map((value) => ({ value, label: t(`enums:subSystem.${value}`) })),
        minWidth: 150,
        flex: 1,
      },
      figure('investment', t('measures.columns.investment', { currency: symbol }), (v) =>
        format.number(v, 0),
      ),
      figure('energySavingsKwh', t('measures.columns.energySavings'), (v) =>
        format.number(v / 1000, 1),
      ),
      figure('costSavings', t('measures.columns.costSavings', { currency: symbol }), (v) =>
        format.number(v, 0),
      ),
      figure('paybackYears', t('measures.columns.payback'), (v) => format.number(v, 1)),
      figure('co2AvoidedTons', t('measures.columns.co2Avoided'), (v) => format.number(v, 2)),
      figure('irrPct', t('measures.columns.irr'), (v) => format.percent(v / 100, 1)),
      figure('measuredKwhPerYear', t('measures.columns.measured'), (v) =>
        format.number(v / 1000, 1),
      ),
      {
        field: 'status',
        headerName: t('measures.columns.status'),
        type: 'singleSelect',
        valueOptions: MEASURE_STATUSES.map((value) => ({
          value,
          label: t(`enums:measureStatus.${value}`),
        })),
        minWidth: 120,
        renderCell: ({ row }) => (
          <ToneChip
            size="small"
            tone={row.status === 'done' ? 'success' : 'default'}
            variant={row.status === 'planned' ? 'outlined' : 'filled'}
            label={t(`enums:measureStatus.${row.status}`)}
          />
        ),
      },
    ];
  }, [t, format, symbol, onOpen]);
  return (
    <Box data-testid="measures-table">
      <DataGrid
        rows={rows as MeasureTableRow[]}
        columns={columns}
        getRowId={(row) => row.measureId}
        showToolbar
        label={t('measures.title')}
        density="compact"
        disableRowSelectionOnClick
        autoHeight
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        slotProps={{
          toolbar: { csvOptions: { fileName: t('measures.csvFileName'), utf8WithBom: true } },
        }}
        columnHeaderHeight={72}
        sx={{
          bgcolor: 'background.paper',
          // The spec's headers carry their units: they wrap rather than being cut.
          '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.25 },
        }}
      />
    </Box>
  );
}
