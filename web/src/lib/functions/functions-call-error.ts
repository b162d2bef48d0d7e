import type { HttpErrorBody, InputIssue } from '@shared/schemas/contracts/function-errors';

/**
 * What went wrong with a call, for the screen to choose its words: no answer (`network`), the
 * server's refusals by HTTP status (400, 405 and 422 are `invalid`; 413 `tooLarge`; 5xx and
 * anything unexpected `server`), or an answer that does not match the reply schema (`badReply`).
 */
export type FunctionsErrorKind =
  | 'network'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'invalid'
  | 'tooLarge'
  | 'server'
  | 'badReply';

/** The kind of a refusal with this HTTP status. */
export function errorKindOf(status: number): FunctionsErrorKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 413) return 'tooLarge';
  if (status === 400 || status === 405 || status === 422) return 'invalid';
  return 'server';
}

export interface FunctionsCallErrorInit {
  kind: FunctionsErrorKind;
  /** HTTP status; 0 when no answer came (or none was needed to fail). */
  status: number;
  /** The server's code (`permission-denied`…), or `network`, `bad-reply`, `unauthenticated`. */
  code: string;
  message: string;
  /** The refusal's body as the server sent it (`reason`, `line`, `checks`…), when it was JSON. */
  body?: HttpErrorBody | undefined;
  issues?: InputIssue[] | undefined;
}

/** Every failure of a call to our functions, HTTP endpoint or callable. */
export class FunctionsCallError extends Error {
  readonly kind: FunctionsErrorKind;
  readonly status: number;
  readonly code: string;
  readonly body: HttpErrorBody | undefined;
  /** Input issues of a 400 (`{path, code}`, codes are `validation.*` keys). */
  readonly issues: InputIssue[] | undefined;

  constructor(init: FunctionsCallErrorInit) {
    super(init.message);
    this.name = 'FunctionsCallError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.issues = init.issues;
  }

  /** The endpoint's reason for the refusal, an i18n key the screen translates. */
  get reason(): string | undefined {
    return this.body?.reason;
  }
}
