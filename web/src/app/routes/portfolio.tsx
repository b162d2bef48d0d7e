import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { usePortfolio } from '@/features/buildings/api/use-portfolio';
import { useAuth } from '@/lib/auth/use-auth';

// The screen (with the data grid) loads from the moment this route's code is there, while the
// summaries are on their way; the import dialog when it is first opened.
const portfolioViewModule = import('@/features/buildings/components/portfolio-view');
portfolioViewModule.catch(() => {}); // A failed load is reported by the lazy component.
const PortfolioView = lazy(() =>
  portfolioViewModule.then((module) => ({ default: module.PortfolioView })),
);
// Only for a user whose address is not confirmed: its code (and the members client) loads then.
const VerifyEmailNotice = lazy(() =>
  import('@/features/members/components/verify-email-notice').then((module) => ({
    default: module.VerifyEmailNotice,
  })),
);
const BuildingImportDialog = lazy(() =>
  import('@/features/building-import/components/building-import-dialog').then((module) => ({
    default: module.BuildingImportDialog,
  })),
);

/**
 * Spec 2.5 Portfolio, with the CSV import dialog of spec 2.6 beside it, and the notice that
 * asks a user to confirm their address (buildings shared with it wait for that). The portfolio's
 * one listen starts here, before the screen's code arrives. The dialog's state is kept here and
 * the view is memoised with props that keep their identity, so opening and closing the dialog
 * render the dialog alone (docs/web-app.md, "A dialog renders only itself").
 */
export default function PortfolioRoute() {
  const { user } = useAuth();
  const portfolio = usePortfolio(user?.uid ?? '', Boolean(user));
  const [importOpen, setImportOpen] = useState(false);
  // Mounted from the first opening on, so that it can close with its transition.
  const [importUsed, setImportUsed] = useState(false);
  // Kept once shown, so that it can say what the confirmation brought.
  const [unconfirmed] = useState(() => user?.emailVerified === false);
  const openImport = useCallback(() => {
    setImportUsed(true);
    setImportOpen(true);
  }, []);
  const closeImport = useCallback(() => setImportOpen(false), []);
  const notice = useMemo(
    () =>
      unconfirmed ? (
        <Suspense fallback={null}>
          <VerifyEmailNotice />
        </Suspense>
      ) : null,
    [unconfirmed],
  );
  if (!user) return null;
  return (
    <Suspense fallback={<LoadingScreen inline />}>
      <PortfolioView portfolio={portfolio.data} notice={notice} onImport={openImport} />
      {importUsed ? (
        <Suspense fallback={null}>
          <BuildingImportDialog open={importOpen} user={user} onClose={closeImport} />
        </Suspense>
      ) : null}
    </Suspense>
  );
}
