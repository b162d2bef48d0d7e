import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { SUB_SYSTEMS } from '@shared/schemas/enums/equipment';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import type { IssueRow } from '../utils/issue-rows';
import { ToneChip } from '@/components/ui/tone-chip';

const BAND_COLOR = { low: 'success', medium: 'warning', high: 'error' } as const;

/**
 * Spec 2.12 / 3.13 Improvement Measures / potential-issues table: every potential issue of the
 * building's equipment with its risk, sortable, filterable and exportable as CSV; the fault opens
 * its Issue Detail page.
 */
export function PotentialIssuesTable({
  rows,
  issueHref,
  emptyAction,
}: {
  rows: IssueRow[];
  issueHref: (row: IssueRow) => string;
  emptyAction?: React.ReactNode;
}) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const columns = useMemo<GridColDef<IssueRow>[]>(() => {
    const number = (field: keyof IssueRow, header: string): GridColDef<IssueRow> => ({
      field,
      headerName: header,
      type: 'number',
      minWidth: 120,
      flex: 0.8,
      valueFormatter: (value: number | null) => format.number(value, 1),
    });
    return [
      {
        field: 'subSystem',
        headerName: t('issues.subSystem'),
        type: 'singleSelect',
        valueOptions: SUB_SYSTEMS.map((value) => ({ value, label: t(`enums:subSystem.${value}`) })),
        minWidth: 130,
        flex: 1,
      },
      { field: 'asset', headerName: t('issues.asset'), minWidth: 140, flex: 1 },
      {
        field: 'fault',
        headerName: t('issues.fault'),
        minWidth: 160,
        flex: 1.2,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={issueHref(row)}>
            {row.fault}
          </Link>
        ),
      },
      { field: 'details', headerName: t('issues.details'), minWidth: 160, flex: 1.4 },
      number('potentialDowntimeHours', t('issues.potentialDowntime')),
      number('sparePartsLeadTimeWeeks', t('issues.sparePartsLeadTime')),
      number('timeToFailureWeeks', t('issues.timeToFailure')),
      number('exceedsThresholdInWeeks', t('issues.exceedsThresholdIn')),
      number('avgPartsLeadTimeWeeks', t('issues.avgPartsLeadTime')),
      number('avgTimeToRepairHours', t('issues.avgTimeToRepair')),
      {
        field: 'riskScore',
        headerName: t('issues.risk'),
        type: 'number',
        minWidth: 110,
        renderCell: ({ row }) =>
          row.riskBand ? (
            <ToneChip
              size="small"
              tone={BAND_COLOR[row.riskBand]}
              label={`${t(`risk.band.${row.riskBand}`)} (${row.riskScore ?? ''})`}
            />
          ) : (
            '—'
          ),
        valueFormatter: (value: number | null) => (value === null ? '' : String(value)),
      },
    ];
  }, [t, format, issueHref]);
  return (
    <Panel title={t('issues.title')} subtitle={t('issues.subtitle')} testId="potential-issues">
      {rows.length === 0 ? (
        <Box sx={{ py: 2 }} data-testid="potential-issues-empty">
          {t('issues.empty')} {emptyAction}
        </Box>
      ) : (
        <Box sx={{ mt: 1 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            showToolbar
            label={t('issues.title')}
            density="compact"
            disableRowSelectionOnClick
            pageSizeOptions={[10, 25, 50]}
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
            slotProps={{
              toolbar: { csvOptions: { fileName: t('issues.csvFileName'), utf8WithBom: true } },
            }}
            sx={{ bgcolor: 'background.paper' }}
          />
        </Box>
      )}
    </Panel>
  );
}
