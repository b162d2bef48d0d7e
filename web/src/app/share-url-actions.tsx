import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMatch } from 'react-router-dom';
import {
  BuildingUrlActionsContext,
  PENDING_URL_ACTIONS,
  type UrlActionHandlers,
} from '@/components/layouts/building-url-actions-context';
import { useAuth } from '@/lib/auth/use-auth';

// The share dialog, its QR code and the shares api load with the first building page.
const BuildingShareActions = lazy(() =>
  import('@/features/shares/components/building-share-actions').then((module) => ({
    default: module.BuildingShareActions,
  })),
);

/**
 * Gives the menu's Copy Url and Show Url on a building's pages to share links (spec 2.4), for
 * the signed-in user; `buildingName` names the building in the confirmation and embed snippet.
 * The share actions render beside `children` (the signed-in frame), not in its menu, so their
 * dialogs stay open when the menu changes form (`BuildingUrlActionsContext`); each building gets
 * its own (`key`), so a dialog of one never shows on another.
 */
export function ShareUrlActionsProvider({
  buildingName,
  children,
}: {
  buildingName: string | null | undefined;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const buildingId = useMatch('/building/:buildingId/*')?.params.buildingId;
  const [handlers, setHandlers] = useState<UrlActionHandlers | null>(null);
  const active = user && buildingId ? { user, buildingId } : null;
  return (
    // Until the share dialog's code has loaded the entries show disabled (a press then did
    // nothing, and was lost: seen as Show Url opening no dialog on a busy machine).
    <BuildingUrlActionsContext.Provider value={active ? (handlers ?? PENDING_URL_ACTIONS) : null}>
      {children}
      {active ? (
        <Suspense fallback={null}>
          <BuildingShareActions
            key={`${active.user.uid}/${active.buildingId}`}
            user={active.user}
            buildingId={active.buildingId}
            buildingName={buildingName || active.buildingId}
            onHandlers={setHandlers}
          />
        </Suspense>
      ) : null}
    </BuildingUrlActionsContext.Provider>
  );
}
