import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import {
  RANKINGS,
  rankBuildings,
  rankingValue,
  sparklineKwh,
  type DashboardBuilding,
  type Ranking,
} from '@shared/domain/dashboard/portfolio-dashboard';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Sparkline } from '@/components/charts/sparkline';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format/use-format';

interface Row {
  id: string;
  rank: number | null;
  title: string;
  city: string;
  value: number | null;
  building: DashboardBuilding;
}

/**
 * The buildings ranked by EUI, CO2 per m², potential savings or asset risk (highest first), each
 * with a sparkline of its energy by month and a link to the building.
 */
export function RankingCard({
  buildings,
  ranking,
  onRankingChange,
  lastMonth,
  selectedCount,
  onClearSelection,
}: {
  buildings: readonly DashboardBuilding[];
  ranking: Ranking;
  onRankingChange: (ranking: Ranking) => void;
  lastMonth: string | undefined;
  selectedCount: number;
  onClearSelection: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  // Buildings with a value come first, so a building's rank is its place in the list. The value's
  // text and the sparkline are made for the rows on screen only (thousands are ranked).
  const rows = useMemo<Row[]>(
    () =>
      rankBuildings(buildings, ranking).map((building, index) => {
        const value = rankingValue(building, ranking);
        return {
          id: building.id,
          rank: value === undefined ? null : index + 1,
          title: building.title,
          city: building.city,
          value: value ?? null,
          building,
        };
      }),
    [buildings, ranking],
  );
  const textOf = useCallback(
    ({ value, building }: Row) =>
      value === null
        ? t('ranking.noValue')
        : ranking === 'eui'
          ? format.intensity(value, 0)
          : ranking === 'co2'
            ? format.quantity('co2Intensity').format(value, 1)
            : ranking === 'savings'
              ? t('ranking.savingsValue', {
                  energy: format.energy(value, 'MWh', 1),
                  count: building.digest?.potential?.count ?? 0,
                })
              : t('ranking.riskValue', {
                  score: value,
                  high: building.digest?.risk?.highCount ?? 0,
                }),
    [ranking, format, t],
  );

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'rank', headerName: t('ranking.rank'), type: 'number', width: 80 },
      {
        field: 'title',
        headerName: t('ranking.building'),
        flex: 1.4,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={paths.building.getHref(row.id)}>
            {row.title}
          </Link>
        ),
      },
      { field: 'city', headerName: t('ranking.city'), flex: 0.8, minWidth: 110 },
      {
        field: 'value',
        headerName: t(`ranking.${ranking}`),
        type: 'number',
        flex: 1,
        minWidth: 150,
        valueFormatter: (_value, row) => textOf(row),
      },
      {
        field: 'trend',
        headerName: t('ranking.trend'),
        sortable: false,
        filterable: false,
        disableExport: true,
        width: 150,
        renderCell: ({ row }) => {
          const trend = lastMonth ? sparklineKwh(row.building, lastMonth) : [];
          const shown = trend.filter((v): v is number => v !== null);
          const label =
            shown.length >= 2
              ? t('ranking.trendLabel', {
                  first: format.energy(shown[0], 'MWh', 1),
                  last: format.energy(shown[shown.length - 1], 'MWh', 1),
                })
              : t('ranking.trendNone');
          return <Sparkline values={trend} label={label} width={120} height={28} />;
        },
      },
    ],
    [ranking, format, t, lastMonth, textOf],
  );

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 3 }}
      component="section"
      aria-labelledby="ranking-title"
    >
      <Typography id="ranking-title" variant="h6" component="h2">
        {t('ranking.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`ranking.method.${ranking}`)}
      </Typography>
      <Tabs
        value={ranking}
        onChange={(_, value: Ranking) => onRankingChange(value)}
        aria-label={t('ranking.by')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {RANKINGS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`ranking.${value}`)}
            data-testid={`rank-${value}`}
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      {selectedCount > 0 ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2" data-testid="ranking-selection">
            {t('ranking.selection', { count: selectedCount })}
          </Typography>
          <Button size="small" onClick={onClearSelection}>
            {t('ranking.clearSelection')}
          </Button>
        </Stack>
      ) : null}
      <div data-testid="ranking-table" style={{ height: 480 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          rowHeight={40}
          disableRowSelectionOnClick
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[10, 25, 100]}
          showToolbar
        />
      </div>
    </Paper>
  );
}
