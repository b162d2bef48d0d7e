import type { ProcessedImage } from '../../schemas/stored/images.js';

/**
 * Multi-path update entries that store (or, with `null`, remove) the photo of building
 * `buildingId`: the full image under `/images` and the thumbnail under `/thumbnails`, so lists
 * read thumbnails only. Spread them into the update of the record so both land together.
 */
export function buildingPhotoUpdate(
  buildingId: string,
  image: ProcessedImage | null,
): Record<string, string | null> {
  return {
    [`images/${buildingId}/building`]: image?.full ?? null,
    [`thumbnails/${buildingId}/building`]: image?.thumb ?? null,
  };
}

/**
 * Multi-path update entries that store (or, with `null`, remove) the image of equipment
 * `equipmentId` of building `buildingId`; spread into the equipment's own write or delete.
 */
export function equipmentImageUpdate(
  buildingId: string,
  equipmentId: string,
  image: ProcessedImage | null,
): Record<string, string | null> {
  return {
    [`images/${buildingId}/equipment/${equipmentId}`]: image?.full ?? null,
    [`thumbnails/${buildingId}/equipment/${equipmentId}`]: image?.thumb ?? null,
  };
}
