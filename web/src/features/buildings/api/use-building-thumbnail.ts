import { onValue, ref } from 'firebase/database';
import { useLiveQuery } from '@/lib/use-live-query';
import { buildingsKeys } from './keys';

/**
 * The Building Photo's thumbnail (a data URL from `/thumbnails/{id}/building`), live; null while
 * loading, without a photo, or when the user may not read it. Never reads the full image.
 */
export function useBuildingThumbnail(buildingId: string) {
  return useLiveQuery<string | null>(buildingsKeys.thumbnail(buildingId), (database, publish) =>
    onValue(
      ref(database, `thumbnails/${buildingId}/building`),
      (snapshot) => publish((snapshot.val() as string | null) ?? null),
      () => publish(null),
    ),
  );
}
