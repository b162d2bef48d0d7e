import AddIcon from 'virtual:icons/Add';
import DashboardIcon from 'virtual:icons/Dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { dashboardContent } from '@shared/domain/dashboard/dashboard-content';
import { addMonths, type DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import { filterOptions, NO_FILTERS } from '@shared/domain/dashboard/portfolio-lists';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useFormat } from '@/lib/format/use-format';
import type { DashboardView } from '../utils/dashboard-url';
import { DashboardFilterBar } from './dashboard-filter-bar';
import { DashboardKpis } from './dashboard-kpis';
import { MaintenanceList, RiskList, SavingsList } from './dashboard-lists';
import { RankingCard } from './ranking-card';

// The charts load apart (MUI X Charts is large): the totals and the ranking come first.
const DashboardCharts = lazy(() =>
  import('./dashboard-charts').then((module) => ({ default: module.DashboardCharts })),
);

/**
 * The portfolio Dashboard (spec 2.4; docs/methodology.md "Dashboard"): the period's totals with
 * their change, the buildings ranked, EUI against floor area, the benchmark bands, the largest
 * savings, the equipment at risk and the maintenance due, for the buildings the filters keep.
 * Built from the user's Dashboard rows and lists only (never a building); the view lives in the URL.
 */
export function DashboardScreen({
  buildings,
  loaded,
  listsLoaded,
  error,
  view,
  onViewChange,
  actions,
}: {
  buildings: readonly DashboardBuilding[];
  loaded: boolean;
  /** The lists below the charts (measures, equipment, tasks) have arrived. */
  listsLoaded: boolean;
  error?: string;
  view: DashboardView;
  onViewChange: (view: DashboardView) => void;
  /** Actions in the header (the portfolio report). */
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const format = useFormat();
  const options = useMemo(
    () => filterOptions(buildings, i18n.language),
    [buildings, i18n.language],
  );
  // The same content the portfolio report prints (`dashboardContent`).
  const { filtered, latest, lastMonth, totals, ranked } = useMemo(
    () =>
      dashboardContent(buildings, {
        filters: view.filters,
        period: view.period,
        ...(view.to ? { to: view.to } : {}),
        selected: view.selected,
      }),
    [buildings, view.filters, view.period, view.to, view.selected],
  );
  const selected = useMemo(() => new Set(view.selected), [view.selected]);
  const months = useMemo(() => {
    if (!latest) return [];
    return Array.from({ length: 36 }, (_, i) => addMonths(latest, -i));
  }, [latest]);

  if (!loaded) return <LoadingScreen inline />;
  const header = (
    <PageHeader
      title={t('title')}
      subtitle={
        filtered.length === buildings.length
          ? t('subtitle', { count: buildings.length, value: format.number(buildings.length) })
          : t('subtitleFiltered', {
              shown: format.number(filtered.length),
              total: format.number(buildings.length),
            })
      }
      actions={actions}
    />
  );
  if (buildings.length === 0) {
    return (
      <Box>
        {header}
        <EmptyState
          icon={<DashboardIcon />}
          title={t('empty.noBuildingsTitle')}
          description={t('empty.noBuildingsText')}
          action={
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={paths.addingBuilding.getHref()}
            >
              {t('empty.addBuilding')}
            </Button>
          }
        />
      </Box>
    );
  }
  const noFigures = buildings.every((building) => !building.digest);
  const toggle = (id: string) =>
    onViewChange({
      ...view,
      selected: selected.has(id)
        ? view.selected.filter((one) => one !== id)
        : [...view.selected, id],
    });
  return (
    <Box data-testid="dashboard">
      {header}
      {error ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('loadFailed', { reason: error })}
        </Alert>
      ) : null}
      <DashboardFilterBar
        view={view}
        onChange={onViewChange}
        cities={options.cities}
        useTypes={options.useTypes}
        months={months}
        latestMonth={latest}
      />
      {noFigures ? (
        <EmptyState
          icon={<DashboardIcon />}
          title={t('empty.noFiguresTitle')}
          description={t('empty.noFiguresText')}
        />
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={<DashboardIcon />}
          title={t('empty.noMatchTitle')}
          description={t('empty.noMatchText')}
          action={
            <Button
              variant="contained"
              onClick={() => onViewChange({ ...view, filters: NO_FILTERS, selected: [] })}
            >
              {t('filters.clear')}
            </Button>
          }
        />
      ) : (
        <>
          {totals && totals.current.buildings > 0 ? (
            <DashboardKpis totals={totals} period={view.period} />
          ) : (
            <Alert severity="info" sx={{ mb: 3 }} data-testid="dashboard-no-period-data">
              {t('empty.noPeriodData')}
            </Alert>
          )}
          <RankingCard
            buildings={ranked}
            ranking={view.ranking}
            onRankingChange={(ranking) => onViewChange({ ...view, ranking })}
            lastMonth={lastMonth}
            selectedCount={selected.size}
            onClearSelection={() => onViewChange({ ...view, selected: [] })}
          />
          <Suspense fallback={<LoadingScreen inline />}>
            <DashboardCharts buildings={filtered} selected={selected} onToggle={toggle} />
          </Suspense>
          <Box sx={{ mb: 3 }}>
            <SavingsList buildings={filtered} loading={!listsLoaded} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <RiskList buildings={filtered} loading={!listsLoaded} />
            <MaintenanceList buildings={filtered} loading={!listsLoaded} />
          </Box>
        </>
      )}
    </Box>
  );
}
