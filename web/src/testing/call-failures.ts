import {
  errorKindOf,
  FunctionsCallError,
  type FunctionsErrorKind,
} from '@/lib/functions/functions-call-error';

/** A refusal as the functions client makes it from the server's reply, with its reason and line. */
export function replied(status: number, reason?: string, line?: number): FunctionsCallError {
  return new FunctionsCallError({
    kind: errorKindOf(status),
    status,
    code: 'x',
    message: 'x',
    body: { code: 'x', message: 'x', ...(reason ? { reason } : {}), ...(line ? { line } : {}) },
  });
}

/** A failure without our body: no answer (`network`), a proxy's 413, a reply of the wrong shape. */
export function bareFailure(kind: FunctionsErrorKind, status = 0): FunctionsCallError {
  return new FunctionsCallError({ kind, status, code: 'x', message: 'x' });
}
