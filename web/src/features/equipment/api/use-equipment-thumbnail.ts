import { onValue, ref } from 'firebase/database';
import { useLiveQuery } from '@/lib/use-live-query';
import { equipmentKeys } from './keys';

/**
 * The thumbnail of equipment `equipmentId` (a data URL from
 * `/thumbnails/{buildingId}/equipment/{equipmentId}`), live; null while loading, without an image,
 * for a new record (`equipmentId` null) or when it may not be read. Never reads the full image.
 */
export function useEquipmentThumbnail(buildingId: string, equipmentId: string | null) {
  return useLiveQuery<string | null>(
    equipmentKeys.thumbnail(buildingId, equipmentId ?? ''),
    (database, publish) => {
      if (equipmentId === null) {
        publish(null);
        return () => undefined;
      }
      return onValue(
        ref(database, `thumbnails/${buildingId}/equipment/${equipmentId}`),
        (snapshot) => {
          const value: unknown = snapshot.val();
          publish(typeof value === 'string' ? value : null);
        },
        () => publish(null),
      );
    },
  );
}
