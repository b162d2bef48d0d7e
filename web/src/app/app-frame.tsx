import { Suspense } from 'react';
import { AppLayout } from '@/components/layouts/app-layout';
import { ShareUrlActionsProvider } from '@/app/share-url-actions';
import { useSelectedBuildingId } from '@/components/layouts/use-selected-building';
import { useBuildingName } from '@/features/buildings/api/use-building-name';
import { useUnreadCount } from '@/features/messages/api/use-unread-count';
import { useAuth } from '@/lib/auth/use-auth';
import { SearchLauncher } from '@/features/search/components/search-launcher';

/** The top bar's actions: one element for the app's life, so the memoised frame keeps it. */
const TOP_BAR_ACTIONS = (
  <Suspense fallback={null}>
    <SearchLauncher />
  </Suspense>
);

/**
 * The signed-in frame with the selected building named by its title in the menu, the unread
 * messages counted (live) on its Messages entry, and the Search launcher (and its keyboard
 * shortcut) on every screen.
 */
export function AppFrame() {
  const buildingId = useSelectedBuildingId();
  // Null while loading too: the menu and the share dialog show the id until a name comes, and a
  // screen without a building does not render the menu again when its `null` arrives.
  const buildingName = useBuildingName(buildingId).data ?? null;
  const { user } = useAuth();
  const unreadMessages = useUnreadCount(user?.uid ?? '');
  return (
    <ShareUrlActionsProvider buildingName={buildingName}>
      <AppLayout
        buildingName={buildingName}
        unreadMessages={user ? unreadMessages : undefined}
        topBarActions={TOP_BAR_ACTIONS}
      />
    </ShareUrlActionsProvider>
  );
}
