import { Suspense } from 'react';
import { AppLayout } from '@/components/layouts/app-layout';
import { useSelectedBuildingId } from '@/components/layouts/use-selected-building';
import { useBuildingName } from '@/features/buildings/api/use-building-name';
import { SearchLauncher } from '@/features/search/components/search-launcher';

/**
 * The signed-in frame with the selected building named by its title in the menu, and the Search
 * launcher (and its keyboard shortcut) on every screen.
 */
export function AppFrame() {
  const buildingId = useSelectedBuildingId();
  const name = useBuildingName(buildingId);
  return (
    <AppLayout
      buildingName={name.data}
      topBarActions={
        <Suspense fallback={null}>
          <SearchLauncher />
        </Suspense>
      }
    />
  );
}
