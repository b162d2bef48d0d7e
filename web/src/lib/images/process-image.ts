import {
  IMAGE_DATA_URL_MAX_CHARS,
  THUMBNAIL_DATA_URL_MAX_CHARS,
  type ProcessedImage,
} from '@shared/schemas/stored/images';
import { FULL_IMAGE_LONG_SIDE_PX, THUMBNAIL_LONG_SIDE_PX, fitLongSide } from './image-size';
import { isImageFile } from './image-signature';

/**
 * JPEG qualities tried in turn until the data URL fits its limit (0–1, the canvas `quality`
 * argument); 0.82 keeps photos free of visible blocking, the lower steps are for noisy images.
 */
const JPEG_QUALITIES = [0.82, 0.7, 0.55, 0.4] as const;

/** Why a picked file was not turned into an image: an i18n key of the validation namespace. */
export type ImageProcessingError = 'validation.imageFile' | 'validation.imageProcessing';

export type ImageProcessingResult =
  | { ok: true; image: ProcessedImage }
  | { ok: false; error: ImageProcessingError };

function encode(bitmap: ImageBitmap, maxLongSidePx: number, maxChars: number): string | null {
  const size = fitLongSide({ widthPx: bitmap.width, heightPx: bitmap.height }, maxLongSidePx);
  const canvas = document.createElement('canvas');
  canvas.width = size.widthPx;
  canvas.height = size.heightPx;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // JPEG has no transparency: paint white under transparent PNG/WebP/GIF pixels.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.widthPx, size.heightPx);
  context.drawImage(bitmap, 0, 0, size.widthPx, size.heightPx);
  for (const quality of JPEG_QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrl.startsWith('data:image/jpeg;base64,') && dataUrl.length <= maxChars) return dataUrl;
  }
  return null;
}

/**
 * Checks a picked file is an image (type and first bytes), decodes it in the browser and encodes
 * a full image (long side ≤ 1,280 px) and a thumbnail (long side ≤ 240 px) as JPEG data URLs
 * within the stored limits. Undecodable files (corrupt, truncated) give `validation.imageProcessing`.
 */
export async function processImageFile(file: File): Promise<ImageProcessingResult> {
  if (!(await isImageFile(file))) return { ok: false, error: 'validation.imageFile' };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ok: false, error: 'validation.imageProcessing' };
  }
  try {
    const full = encode(bitmap, FULL_IMAGE_LONG_SIDE_PX, IMAGE_DATA_URL_MAX_CHARS);
    const thumb = encode(bitmap, THUMBNAIL_LONG_SIDE_PX, THUMBNAIL_DATA_URL_MAX_CHARS);
    if (full === null || thumb === null) return { ok: false, error: 'validation.imageProcessing' };
    return { ok: true, image: { full, thumb } };
  } finally {
    bitmap.close();
  }
}
