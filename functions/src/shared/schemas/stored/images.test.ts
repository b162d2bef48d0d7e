import { describe, expect, it } from 'vitest';
import {
  IMAGE_DATA_URL_MAX_CHARS,
  THUMBNAIL_DATA_URL_MAX_CHARS,
  fullImageSchema,
  processedImageSchema,
  thumbnailSchema,
} from './images.js';

const jpeg = (chars: number) => `data:image/jpeg;base64,${'A'.repeat(chars - 23)}`;

describe('image data URLs', () => {
  it('accepts JPEG, WebP and PNG data URLs', () => {
    for (const type of ['jpeg', 'webp', 'png']) {
      expect(fullImageSchema.safeParse(`data:image/${type};base64,AAAA`).success).toBe(true);
    }
  });

  it('refuses other data URLs and plain text', () => {
    expect(fullImageSchema.safeParse('data:application/pdf;base64,AAAA').success).toBe(false);
    expect(fullImageSchema.safeParse('data:image/svg+xml;base64,AAAA').success).toBe(false);
    expect(fullImageSchema.safeParse('hello').success).toBe(false);
  });

  it('refuses a value one character over each limit', () => {
    expect(jpeg(IMAGE_DATA_URL_MAX_CHARS)).toHaveLength(IMAGE_DATA_URL_MAX_CHARS);
    expect(fullImageSchema.safeParse(jpeg(IMAGE_DATA_URL_MAX_CHARS)).success).toBe(true);
    expect(fullImageSchema.safeParse(jpeg(IMAGE_DATA_URL_MAX_CHARS + 1)).success).toBe(false);
    expect(thumbnailSchema.safeParse(jpeg(THUMBNAIL_DATA_URL_MAX_CHARS)).success).toBe(true);
    expect(thumbnailSchema.safeParse(jpeg(THUMBNAIL_DATA_URL_MAX_CHARS + 1)).success).toBe(false);
  });

  it('needs both the full image and the thumbnail', () => {
    expect(processedImageSchema.safeParse({ full: jpeg(100) }).success).toBe(false);
    expect(processedImageSchema.safeParse({ full: jpeg(100), thumb: jpeg(50) }).success).toBe(true);
  });
});
