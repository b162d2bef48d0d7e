import type { Response } from 'express';
import {
  HTTP_ERROR_STATUS,
  type HttpErrorCode,
} from '../shared/schemas/contracts/function-errors.js';

/** Sends `{code, message, ...details}` with the status that belongs to the code. */
export function replyError(
  res: Response,
  code: HttpErrorCode,
  message: string,
  details: Record<string, unknown> = {},
): void {
  res.status(HTTP_ERROR_STATUS[code]).json({ code, message, ...details });
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
