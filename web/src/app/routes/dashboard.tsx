import { withDigestLists } from '@shared/domain/dashboard/dashboard-row';
import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import { Suspense, lazy, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PortfolioReportButton } from '@/app/portfolio-report-action';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDashboardRows, useDigestLists } from '@/features/dashboard/api/use-digests';
import {
  dashboardParamsOf,
  dashboardViewOf,
  type DashboardView,
} from '@/features/dashboard/utils/dashboard-url';
import { useAuth } from '@/lib/auth/use-auth';

// The screen (with the data grid) loads while the rows are already on their way.
const DashboardScreen = lazy(() =>
  import('@/features/dashboard/components/dashboard-screen').then((module) => ({
    default: module.DashboardScreen,
  })),
);

/**
 * The portfolio Dashboard: the user's Dashboard rows (one listen, never a building), then the
 * lists of their buildings (a second listen once the rows are in), joined; the view kept in the
 * URL so a copied link shows the same.
 */
export default function DashboardRoute() {
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const rows = useDashboardRows(uid);
  const rowsLoaded = Boolean(rows.data?.loaded);
  const lists = useDigestLists(uid, rowsLoaded);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => dashboardViewOf(params), [params]);
  const buildings = useMemo<DashboardBuilding[]>(() => {
    const byId = lists.data?.items;
    return [...(rows.data?.items.values() ?? [])].map((building) =>
      withDigestLists(building, byId?.get(building.id)),
    );
  }, [rows.data, lists.data]);
  const setView = (next: DashboardView) => setParams(dashboardParamsOf(next), { replace: false });
  const error = rows.data?.error ?? lists.data?.error;
  return (
    <Suspense fallback={<LoadingScreen inline />}>
      <DashboardScreen
        buildings={buildings}
        loaded={rowsLoaded}
        listsLoaded={Boolean(lists.data?.loaded)}
        {...(error ? { error } : {})}
        view={view}
        onViewChange={setView}
        actions={
          buildings.length > 0 ? (
            <PortfolioReportButton
              buildings={buildings}
              view={view}
              listsLoaded={Boolean(lists.data?.loaded)}
            />
          ) : undefined
        }
      />
    </Suspense>
  );
}
