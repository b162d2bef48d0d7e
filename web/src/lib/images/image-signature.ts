/** Image formats we accept, recognized by their first bytes rather than by name or MIME type. */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

/** How many leading bytes {@link detectImageFormat} needs (the WebP signature ends at byte 12). */
export const IMAGE_SIGNATURE_LENGTH_BYTES = 12;

const ascii = (bytes: Uint8Array, start: number, text: string): boolean =>
  [...text].every((char, index) => bytes[start + index] === char.charCodeAt(0));

/**
 * The image format of a file from its first bytes, or null when they are not an image's.
 *
 * Signatures: JPEG starts FF D8 FF (ITU-T T.81, Annex B, SOI marker followed by another marker);
 * PNG starts 89 50 4E 47 0D 0A 1A 0A (PNG specification, section 5.2); WebP is a RIFF container
 * "RIFF" + 4-byte size + "WEBP" (RFC 9649, section 2.5); GIF starts "GIF87a" or "GIF89a"
 * (GIF89a specification, section 17).
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  return null;
}

/**
 * Whether a picked file is an image: its MIME type says image/* (when the browser gives one) and
 * its first bytes are an accepted image format's, so a PDF renamed .jpg is refused.
 */
export async function isImageFile(file: Blob): Promise<boolean> {
  if (file.type !== '' && !file.type.startsWith('image/')) return false;
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_LENGTH_BYTES).arrayBuffer());
  return detectImageFormat(head) !== null;
}
