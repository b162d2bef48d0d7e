import { describe, expect, it } from 'vitest';
import { FULL_IMAGE_LONG_SIDE_PX, THUMBNAIL_LONG_SIDE_PX, fitLongSide } from './image-size';

describe('fitLongSide', () => {
  it.each([
    [{ widthPx: 4000, heightPx: 3000 }, FULL_IMAGE_LONG_SIDE_PX, { widthPx: 1280, heightPx: 960 }],
    [{ widthPx: 3000, heightPx: 4000 }, FULL_IMAGE_LONG_SIDE_PX, { widthPx: 960, heightPx: 1280 }],
    [{ widthPx: 4000, heightPx: 3000 }, THUMBNAIL_LONG_SIDE_PX, { widthPx: 240, heightPx: 180 }],
    [{ widthPx: 1920, heightPx: 1081 }, THUMBNAIL_LONG_SIDE_PX, { widthPx: 240, heightPx: 135 }],
    [{ widthPx: 10000, heightPx: 10 }, THUMBNAIL_LONG_SIDE_PX, { widthPx: 240, heightPx: 1 }],
    [{ widthPx: 800, heightPx: 600 }, FULL_IMAGE_LONG_SIDE_PX, { widthPx: 800, heightPx: 600 }],
    [{ widthPx: 1280, heightPx: 1280 }, FULL_IMAGE_LONG_SIDE_PX, { widthPx: 1280, heightPx: 1280 }],
  ])('fits %o within %i px as %o', (size, maxPx, expected) => {
    expect(fitLongSide(size, maxPx)).toEqual(expected);
  });
});
