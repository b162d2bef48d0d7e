import type { DashboardBuilding } from '@shared/domain/dashboard/portfolio-dashboard';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDigests } from '@/features/dashboard/api/use-digests';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import {
  dashboardParamsOf,
  dashboardViewOf,
  type DashboardView,
} from '@/features/dashboard/utils/dashboard-url';
import { usePortfolio } from '@/features/buildings/api/use-portfolio';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * The portfolio Dashboard: the user's portfolio summaries joined with their dashboard digests
 * (two listens, never a building), the view kept in the URL so a copied link shows the same.
 */
export default function DashboardRoute() {
  const { user } = useAuth();
  const uid = user?.uid ?? '';
  const portfolio = usePortfolio(uid);
  const digests = useDigests(uid);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => dashboardViewOf(params), [params]);
  const buildings = useMemo<DashboardBuilding[]>(() => {
    const rows = portfolio.data?.rows ?? [];
    const byId = digests.data?.digests;
    return rows.map((row) => {
      const digest = byId?.get(row.id);
      return {
        id: row.id,
        title: row.title,
        city: row.city,
        status: row.status,
        currency: row.currency,
        ...(row.useType === undefined ? {} : { useType: row.useType }),
        ...(row.grossFloorAreaM2 === undefined ? {} : { grossFloorAreaM2: row.grossFloorAreaM2 }),
        ...(digest ? { digest } : {}),
      };
    });
  }, [portfolio.data, digests.data]);
  const setView = (next: DashboardView) => setParams(dashboardParamsOf(next), { replace: false });
  const error = portfolio.data?.error ?? digests.data?.error;
  return (
    <DashboardScreen
      buildings={buildings}
      loaded={Boolean(portfolio.data?.loaded && digests.data?.loaded)}
      {...(error ? { error } : {})}
      view={view}
      onViewChange={setView}
    />
  );
}
