import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import {
  BuildingUrlActionsContext,
  type RenderBuildingUrlActions,
} from '@/components/layouts/building-url-actions-context';
import { useAuth } from '@/lib/auth/use-auth';

// The share dialog, its QR code and the shares api load with the first building page.
const BuildingShareActions = lazy(() =>
  import('@/features/shares/components/building-share-actions').then((module) => ({
    default: module.BuildingShareActions,
  })),
);

/**
 * The entries while the share dialog's code loads: disabled (a press then did nothing, and was
 * lost: seen as Show Url opening no dialog on a busy machine).
 */
const LOADING = { copy: () => undefined, show: () => undefined, pending: true };
/** Signed out: nothing to share. */
const IDLE = { copy: () => undefined, show: () => undefined };

/**
 * Gives the menu's Copy Url and Show Url on a building's pages to share links (spec 2.4), for
 * the signed-in user; `buildingName` names the building in the confirmation and embed snippet.
 */
export function ShareUrlActionsProvider({
  buildingName,
  children,
}: {
  buildingName: string | null | undefined;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const render = useCallback<RenderBuildingUrlActions>(
    (buildingId, entries) =>
      user ? (
        <Suspense fallback={entries(LOADING)}>
          <BuildingShareActions
            user={user}
            buildingId={buildingId}
            buildingName={buildingName || buildingId}
            entries={entries}
          />
        </Suspense>
      ) : (
        entries(IDLE)
      ),
    [user, buildingName],
  );
  return (
    <BuildingUrlActionsContext.Provider value={render}>
      {children}
    </BuildingUrlActionsContext.Provider>
  );
}
