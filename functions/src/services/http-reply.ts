import type { Response } from 'express';

/** Error codes of our HTTP functions, named as Firebase's `HttpsError` codes. */
export type HttpErrorCode =
  | 'invalid-argument'
  | 'unauthenticated'
  | 'permission-denied'
  | 'not-found'
  | 'method-not-allowed'
  | 'payload-too-large'
  | 'unprocessable'
  | 'internal';

const STATUS: Record<HttpErrorCode, number> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  'payload-too-large': 413,
  /** The request is well-formed but its content (e.g. a file's rows) is not acceptable. */
  unprocessable: 422,
  internal: 500,
};

/** Sends `{code, message, ...details}` with the status that belongs to the code. */
export function replyError(
  res: Response,
  code: HttpErrorCode,
  message: string,
  details: Record<string, unknown> = {},
): void {
  res.status(STATUS[code]).json({ code, message, ...details });
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
