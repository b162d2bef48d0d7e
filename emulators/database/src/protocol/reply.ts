/** A request's reply body: status `ok` or an error code, and a payload. */
export interface Reply {
  readonly s: string;
  readonly d: unknown;
}

/** The successful reply with an empty payload. */
export const OK: Reply = { s: 'ok', d: '' };
/** The rules refused the request. */
export const DENIED: Reply = { s: 'permission_denied', d: 'Permission denied' };

/** Reads `body` as an object (requests with a missing or odd body are treated as `{}`). */
export function bodyOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}
