import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Equipment } from '@shared/schemas/stored/equipment';
import { SUB_SYSTEMS, type SubSystem } from '@shared/schemas/enums/equipment';
import type {
  MetricsReliability,
  REPAIR_OR_REPLACE_VERDICTS,
  WARRANTY_STATES,
} from '@shared/schemas/derived/metrics-reliability';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { useFormat } from '@/lib/format/use-format';
import { ToneChip } from '@/components/ui/tone-chip';

const WARRANTY_TONE = {
  active: 'success',
  expiring: 'warning',
  expired: 'default',
  none: 'default',
  unknown: 'default',
} as const;

interface DetailsRow {
  id: string;
  name: string;
  type: string;
  subSystem: SubSystem | null;
  health: number | null;
  ageYears: number | null;
  warranty: (typeof WARRANTY_STATES)[number] | null;
  verdict: (typeof REPAIR_OR_REPLACE_VERDICTS)[number] | null;
}

/**
 * Spec 2.12 Equipment Details: the building's equipment, lowest health first, each linked to its
 * Equipment page, with its health, age, warranty state and repair-or-replace verdict; a
 * virtualised grid (sortable, filterable, exportable), so a register of hundreds stays quick.
 */
export function EquipmentDetailsList({
  records,
  reliability,
  equipmentHref,
  action,
}: {
  records: Readonly<Record<string, Equipment>>;
  reliability: MetricsReliability;
  equipmentHref: (equipmentId: string) => string;
  /** The link to the full register. */
  action: ReactNode;
}) {
  const { t } = useTranslation(['assetReliability', 'enums']);
  const format = useFormat();
  const rows = useMemo<DetailsRow[]>(
    () =>
      Object.entries(records).map(([id, record]) => {
        const figures = reliability.equipment[id];
        return {
          id,
          name: record.name,
          type: record.type,
          subSystem: record.subSystem ?? null,
          health: figures?.health?.score ?? null,
          ageYears: figures?.ageYears ?? null,
          warranty: figures?.warranty.state ?? null,
          verdict: figures?.repairOrReplace?.verdict ?? null,
        };
      }),
    [records, reliability],
  );
  const columns = useMemo<GridColDef<DetailsRow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('details.name'),
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={equipmentHref(row.id)}>
            {row.name}
          </Link>
        ),
      },
      { field: 'type', headerName: t('details.type'), flex: 1, minWidth: 130 },
      {
        field: 'subSystem',
        headerName: t('details.subSystem'),
        type: 'singleSelect',
        valueOptions: SUB_SYSTEMS.map((value) => ({ value, label: t(`enums:subSystem.${value}`) })),
        flex: 1,
        minWidth: 140,
      },
      {
        field: 'health',
        headerName: t('details.health'),
        type: 'number',
        minWidth: 90,
        valueFormatter: (value: number | null) => format.number(value, 0),
      },
      {
        field: 'ageYears',
        headerName: t('details.age'),
        type: 'number',
        minWidth: 110,
        valueFormatter: (value: number | null) => format.number(value, 1),
      },
      {
        field: 'warranty',
        headerName: t('details.warranty'),
        minWidth: 140,
        valueFormatter: (value: DetailsRow['warranty']) =>
          value ? t(`details.warrantyState.${value}`) : '',
        renderCell: ({ row }) =>
          row.warranty ? (
            <ToneChip
              size="small"
              variant="outlined"
              tone={WARRANTY_TONE[row.warranty]}
              label={t(`details.warrantyState.${row.warranty}`)}
            />
          ) : null,
      },
      {
        field: 'verdict',
        headerName: t('details.verdict'),
        minWidth: 150,
        valueFormatter: (value: DetailsRow['verdict']) => (value ? t(`verdict.${value}`) : ''),
      },
    ],
    [t, format, equipmentHref],
  );
  return (
    <Panel title={t('details.title')} subtitle={action} testId="equipment-details">
      <Box sx={{ mt: 1 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          label={t('details.title')}
          density="compact"
          disableRowSelectionOnClick
          pageSizeOptions={[10, 25, 50, 100]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 } },
            sorting: { sortModel: [{ field: 'health', sort: 'asc' }] },
          }}
          slotProps={{
            toolbar: { csvOptions: { fileName: t('details.csvFileName'), utf8WithBom: true } },
          }}
          sx={{ bgcolor: 'background.paper' }}
        />
      </Box>
    </Panel>
  );
}
