import { useLiveQuery } from '@/lib/use-live-query';
import { buildingsKeys } from './keys';
import { subscribeBuilding, type BuildingState } from './subscribe-building';

/** One building's general information, members and bill range, kept live. */
export function useBuilding(buildingId: string) {
  return useLiveQuery<BuildingState>(buildingsKeys.detail(buildingId), (database, publish) =>
    subscribeBuilding(database, buildingId, publish),
  );
}
