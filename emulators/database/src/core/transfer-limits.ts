/**
 * Production's sizes of one REST request and of one response
 * (https://firebase.google.com/docs/database/usage/limits): "Size of a single write request to
 * the database: 256 MB from the REST API; 16 MB from the SDKs" and "Size of a single response
 * served by the database: 256 MB" ("each read operation from a single location should be less
 * than 256 MB"). "MB" is read as decimal, the stricter of its two readings (as the 1 MB of an
 * event, `MAX_EVENT_BYTES`).
 */
export interface TransferLimits {
  /** UTF-8 bytes of one REST write's body (PUT, PATCH, POST). */
  readonly restWriteBytes: number;
  /**
   * UTF-8 bytes of one write from the SDKs (`p`, `m`, `o`, `om` over WebSocket or long polling),
   * its whole message as the client sent it, frames joined.
   */
  readonly sdkWriteBytes: number;
  /** UTF-8 bytes of one REST read's answer (GET, a query or `shallow` included). */
  readonly responseBytes: number;
}

export const PRODUCTION_TRANSFER_LIMITS: TransferLimits = {
  restWriteBytes: 256_000_000,
  sdkWriteBytes: 16_000_000,
  responseBytes: 256_000_000,
};

/** Production's answer to a write over its size (REST 400 `{"error": ...}`, the SDKs' `write_too_big`). */
export const WRITE_TOO_LARGE =
  'Data to write exceeds the maximum size that can be modified with a single request.';

/** Production's answer to a read over its size (REST 400; the SDKs' `too_big`). */
export const READ_TOO_LARGE =
  'The data requested exceeds the maximum size that can be accessed with a single request.';

/**
 * Whether `text` is more than `limit` bytes as UTF-8; counted only when its length leaves it in
 * doubt (a UTF-16 code unit is 1 to 3 bytes).
 */
export function exceedsBytes(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  return Buffer.byteLength(text) > limit;
}
