/** Size of an image in pixels. */
export interface PixelSize {
  widthPx: number;
  heightPx: number;
}

/** Long side of a stored full image, px (issue #15 "Equipment image": long side at most 1,280 px). */
export const FULL_IMAGE_LONG_SIDE_PX = 1280;
/** Long side of a stored thumbnail, px (issue #15: long side at most 240 px). */
export const THUMBNAIL_LONG_SIDE_PX = 240;

/**
 * The size that fits an image within `maxLongSidePx` on its long side, keeping its aspect ratio.
 * Never enlarges; each side is rounded to the nearest pixel and is at least 1 px.
 */
export function fitLongSide(size: PixelSize, maxLongSidePx: number): PixelSize {
  const longSidePx = Math.max(size.widthPx, size.heightPx);
  if (longSidePx <= maxLongSidePx) return { ...size };
  const scale = maxLongSidePx / longSidePx;
  return {
    widthPx: Math.max(1, Math.round(size.widthPx * scale)),
    heightPx: Math.max(1, Math.round(size.heightPx * scale)),
  };
}
