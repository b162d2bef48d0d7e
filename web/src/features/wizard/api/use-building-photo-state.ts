import { onValue, ref } from 'firebase/database';
import { useMemo, useState } from 'react';
import type { ProcessedImage } from '@shared/schemas/stored/images';
import { useLiveQuery } from '@/lib/use-live-query';
import type { BuildingPhotoState } from '../utils/building-photo-context';
import { wizardKeys } from './keys';
import { saveBuildingPhoto } from './save-building-photo';

/**
 * The Building Photo's thumbnail (`/thumbnails/{buildingId}/building`), live; null without one,
 * before the building exists (`buildingId` null) or when it may not be read. Never reads the full
 * image.
 */
function useBuildingPhotoThumbnail(buildingId: string | null) {
  return useLiveQuery<string | null>(wizardKeys.photo(buildingId ?? ''), (database, publish) => {
    if (buildingId === null) {
      publish(null);
      return () => undefined;
    }
    return onValue(
      ref(database, `thumbnails/${buildingId}/building`),
      (snapshot) => {
        const value: unknown = snapshot.val();
        publish(typeof value === 'string' ? value : null);
      },
      () => publish(null),
    );
  });
}

/**
 * The wizard shell's Building Photo: the stored thumbnail of building `buildingId`, or, before
 * the first save (`buildingId` null), the photo picked to be stored with it.
 */
export function useBuildingPhotoState(buildingId: string | null): BuildingPhotoState & {
  clearPending: () => void;
} {
  const { data: thumbnail } = useBuildingPhotoThumbnail(buildingId);
  const [pending, setPending] = useState<ProcessedImage | null>(null);
  return useMemo(
    () => ({
      thumbnail: thumbnail ?? null,
      pending: buildingId === null ? pending : null,
      change: async (image: ProcessedImage | null) => {
        if (buildingId === null) setPending(image);
        else await saveBuildingPhoto(buildingId, image);
      },
      clearPending: () => setPending(null),
    }),
    [buildingId, pending, thumbnail],
  );
}
