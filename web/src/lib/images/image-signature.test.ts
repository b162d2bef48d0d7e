import { describe, expect, it } from 'vitest';
import { detectImageFormat, isImageFile } from './image-signature';

/** A real 1×1 grey JPEG, encoded by Chromium's canvas (`toDataURL('image/jpeg', 0.5)`). */
const JPEG_1PX = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AAA//2Q==',
  ),
  (char) => char.charCodeAt(0),
);
/** A real 1×1 grey PNG, encoded by Chromium's canvas. */
const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4AWJqaGj4DwAAAP//C4xaGgAAAAZJREFUAwAFjgKCW5ctWAAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj');
const WEBP_HEAD = new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ');
const GIF_HEAD = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');

describe('detectImageFormat', () => {
  it('recognizes JPEG, PNG, WebP and GIF by their first bytes', () => {
    expect(detectImageFormat(JPEG_1PX)).toBe('jpeg');
    expect(detectImageFormat(PNG_1PX)).toBe('png');
    expect(detectImageFormat(WEBP_HEAD)).toBe('webp');
    expect(detectImageFormat(GIF_HEAD)).toBe('gif');
  });

  it('refuses a PDF, an empty file and a RIFF that is not WebP', () => {
    expect(detectImageFormat(PDF_HEAD)).toBeNull();
    expect(detectImageFormat(new Uint8Array())).toBeNull();
    expect(detectImageFormat(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
  });

  it('recognizes a truncated JPEG by its header (decoding then fails instead)', () => {
    expect(detectImageFormat(JPEG_1PX.slice(0, 20))).toBe('jpeg');
  });
});

describe('isImageFile', () => {
  it('refuses a PDF renamed .jpg, whatever type the browser guessed from the name', async () => {
    expect(await isImageFile(new File([PDF_HEAD], 'photo.jpg', { type: 'image/jpeg' }))).toBe(
      false,
    );
  });

  it('accepts a real PNG and JPEG, also when the browser gives no type', async () => {
    expect(await isImageFile(new File([PNG_1PX], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(await isImageFile(new File([JPEG_1PX], 'a', { type: '' }))).toBe(true);
  });

  it('refuses a file whose type is not an image even with image bytes', async () => {
    expect(await isImageFile(new File([PNG_1PX], 'a.txt', { type: 'text/plain' }))).toBe(false);
  });
});
