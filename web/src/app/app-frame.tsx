import { AppLayout } from '@/components/layouts/app-layout';
import { useSelectedBuildingId } from '@/components/layouts/use-selected-building';
import { useBuildingName } from '@/features/buildings/api/use-building-name';

/** The signed-in frame with the selected building named by its title in the menu. */
export function AppFrame() {
  const buildingId = useSelectedBuildingId();
  const name = useBuildingName(buildingId);
  return <AppLayout buildingName={name.data} />;
}
