import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadDatabase } from '@/lib/firebase';
import { buildingsKeys } from './keys';
import { subscribeBuilding, type BuildingState } from './subscribe-building';

/** One building's general information, members and bill range, kept live. */
export function useBuilding(buildingId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void loadDatabase().then((database) => {
      if (!active) return;
      stop = subscribeBuilding(database, buildingId, (state) =>
        queryClient.setQueryData(buildingsKeys.detail(buildingId), state),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [buildingId, queryClient]);
  return useQuery<BuildingState>({
    queryKey: buildingsKeys.detail(buildingId),
    queryFn: skipToken,
    staleTime: Infinity,
  });
}
