import { equipmentImageUpdate } from '@shared/domain/building/image-paths';
import type { ProcessedImage } from '@shared/schemas/stored/images';
import { DETAIL_FIELDS, type EquipmentDetails } from './equipment-form';

/**
 * What a save does with the equipment image: `undefined` keeps the stored one, a processed image
 * replaces it, `null` removes it (full image and thumbnail).
 */
export type EquipmentImageChange = ProcessedImage | null | undefined;

/**
 * The root-relative multi-path update that saves equipment `equipmentId` of building
 * `buildingId`: each form field (emptied ones removed; logs, alerts and tasks untouched) and, when
 * the image changes, its full image and thumbnail, so the record and its image land together.
 */
export function equipmentSaveUpdate(
  buildingId: string,
  equipmentId: string,
  details: EquipmentDetails,
  image: EquipmentImageChange,
): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) {
    entries[`equipment/${buildingId}/${equipmentId}/${field}`] = details[field] ?? null;
  }
  if (image !== undefined)
    Object.assign(entries, equipmentImageUpdate(buildingId, equipmentId, image));
  return entries;
}

/** The root-relative update that deletes one equipment record with everything under it and its image. */
export function equipmentDeleteUpdate(
  buildingId: string,
  equipmentId: string,
): Record<string, null> {
  return {
    [`equipment/${buildingId}/${equipmentId}`]: null,
    ...(equipmentImageUpdate(buildingId, equipmentId, null) as Record<string, null>),
  };
}
