import { z } from 'zod';
import { strictObject } from '../common.js';

/**
 * Longest data URL of a full image, characters (= bytes, base64 is ASCII). Chosen so a 1,280 px
 * JPEG at quality 0.8 (typically 150-300 kB, i.e. 200-400 k base64 characters) fits and one
 * building photo stays a small fraction of a building's download; database.rules.json repeats it.
 */
export const IMAGE_DATA_URL_MAX_CHARS = 500_000;

/** Longest data URL of a thumbnail, characters; a 240 px JPEG is typically 8-20 kB. Rules repeat it. */
export const THUMBNAIL_DATA_URL_MAX_CHARS = 40_000;

/** Data URL prefixes we store (the browser encodes JPEG, or WebP/PNG where it chooses). */
export const IMAGE_DATA_URL_PREFIXES = [
  'data:image/jpeg;base64,',
  'data:image/webp;base64,',
  'data:image/png;base64,',
] as const;

function imageDataUrl(maxChars: number) {
  return z
    .string({ error: 'validation.imageFile' })
    .max(maxChars, 'validation.tooLong')
    .refine(
      (value) => IMAGE_DATA_URL_PREFIXES.some((prefix) => value.startsWith(prefix)),
      'validation.imageFile',
    );
}

/**
 * `/images/{buildingId}/building` and `/images/{buildingId}/equipment/{equipmentId}`: the full
 * image, read only where one record is shown.
 */
export const fullImageSchema = imageDataUrl(IMAGE_DATA_URL_MAX_CHARS);

/**
 * `/thumbnails/{buildingId}/building` and `/thumbnails/{buildingId}/equipment/{equipmentId}`:
 * the thumbnail, kept apart so lists and cards read only thumbnails.
 */
export const thumbnailSchema = imageDataUrl(THUMBNAIL_DATA_URL_MAX_CHARS);

/** A processed image as the browser hands it over: full and thumbnail data URLs. */
export const processedImageSchema = strictObject({
  full: fullImageSchema,
  thumb: thumbnailSchema,
});
export type ProcessedImage = z.infer<typeof processedImageSchema>;
