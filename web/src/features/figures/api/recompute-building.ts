import { useMutation } from '@tanstack/react-query';
import {
  recomputeBuildingResponseSchema,
  type RecomputeBuildingResponse,
} from '@shared/schemas/derived/metrics';
import { functionsClient } from '@/lib/functions/app-functions-client';

/** Recomputes one building's figures now (the `recomputeBuilding` callable). */
export function recomputeBuilding(buildingId: string): Promise<RecomputeBuildingResponse> {
  return functionsClient.callable({
    name: 'recomputeBuilding',
    data: { buildingId },
    reply: recomputeBuildingResponseSchema,
  });
}

/** "Recompute now": the live figures update by themselves once the function has written them. */
export function useRecomputeBuilding() {
  return useMutation({ mutationFn: recomputeBuilding });
}
