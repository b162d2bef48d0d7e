import { ref, update } from 'firebase/database';
import { buildingPhotoUpdate } from '@shared/domain/building/image-paths';
import type { ProcessedImage } from '@shared/schemas/stored/images';
import { answered } from '@/lib/answered';

/**
 * Stores (or, with `null`, removes) the Building Photo of `buildingId`: the full image and its
 * thumbnail in one multi-path update (`/images` and `/thumbnails`), so neither is ever there
 * without the other.
 */
export async function saveBuildingPhoto(
  buildingId: string,
  image: ProcessedImage | null,
): Promise<void> {
  // Loaded on first save so the General step renders without a Firebase configuration (tests).
  const { loadDatabase } = await import('@/lib/firebase');
  const database = await loadDatabase();
  await answered(update(ref(database), buildingPhotoUpdate(buildingId, image)));
}
