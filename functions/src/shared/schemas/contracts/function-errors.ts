import { z } from 'zod';

/**
 * Error codes of our HTTP functions, named as Firebase's `HttpsError` codes (plus
 * `method-not-allowed`, `payload-too-large` and `unprocessable`, which HTTP has and callables do
 * not).
 */
export const HTTP_ERROR_CODES = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'method-not-allowed',
  'payload-too-large',
  'unprocessable',
  'internal',
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

/** HTTP status of each error code. */
export const HTTP_ERROR_STATUS: Readonly<Record<HttpErrorCode, number>> = {
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

/**
 * One reason a request's body, query or callable data was refused: the field's dotted path ('' for
 * the whole input) and the schema's message, an i18n key of the `validation` namespace.
 */
export const inputIssueSchema = z.object({ path: z.string(), code: z.string() });
export type InputIssue = z.infer<typeof inputIssueSchema>;

/**
 * Body of every refusal of our HTTP functions: `{code, message}` plus details of the endpoint
 * (`reason`, an i18n key the web app translates; `line` of a file; `issues`: input issues for a
 * 400, rows of a file for a 422; anything else is kept).
 */
export const httpErrorBodySchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  line: z.number().optional(),
  issues: z.array(z.unknown()).optional(),
});
export type HttpErrorBody = z.infer<typeof httpErrorBodySchema>;
