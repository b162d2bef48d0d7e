import { onValue, ref } from 'firebase/database';
import { useLiveQuery } from '@/lib/use-live-query';

/**
 * The equipment's full image (a data URL from `/images/{buildingId}/equipment/{equipmentId}`),
 * live; null while loading, without an image, or when it may not be read. Only the equipment
 * page reads it: lists show thumbnails.
 */
export function useEquipmentImage(buildingId: string, equipmentId: string) {
  return useLiveQuery<string | null>(
    ['equipmentPage', 'image', buildingId, equipmentId],
    (database, publish) =>
      onValue(
        ref(database, `images/${buildingId}/equipment/${equipmentId}`),
        (snapshot) => {
          const value: unknown = snapshot.val();
          publish(typeof value === 'string' ? value : null);
        },
        () => publish(null),
      ),
  );
}
