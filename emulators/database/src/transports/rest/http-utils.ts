import type { IncomingMessage, ServerResponse } from 'node:http';
import { ANONYMOUS, resolveCredentials, type AuthState } from '../../core/auth.js';
import { exceedsBytes, READ_TOO_LARGE } from '../../core/transfer-limits.js';

/**
 * A request body as UTF-8 text, or null when it is more than `maxBytes`: the rest is read and let
 * go, so that the client gets the answer rather than a connection reset while it still sends.
 */
export async function readBodyWithin(
  req: IncomingMessage,
  maxBytes: number,
): Promise<string | null> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of req) {
    bytes += (chunk as Buffer).length;
    if (bytes <= maxBytes) chunks.push(chunk as Buffer);
    else chunks.length = 0;
  }
  return bytes > maxBytes ? null : Buffer.concat(chunks).toString('utf8');
}

/** A request body as UTF-8 text, however large (the admin endpoints: rules, settings). */
export async function readBody(req: IncomingMessage): Promise<string> {
  return (await readBodyWithin(req, Number.POSITIVE_INFINITY)) ?? '';
}

/** Writes a response with CORS headers; `body` is sent as is (already JSON text) or empty. */
export function respond(
  res: ServerResponse,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-cache',
    ...(body === null ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    ...headers,
  });
  res.end(body ?? undefined);
}

/** Sends `{"error": message}` with `status`. */
export function respondError(res: ServerResponse, status: number, message: string): void {
  respond(res, status, JSON.stringify({ error: message }));
}

/** The credential of a REST request: `auth=`, `access_token=`, or `Authorization: Bearer`. */
export function requestToken(req: IncomingMessage, params: URLSearchParams): string | null {
  const fromQuery = params.get('auth') ?? params.get('access_token');
  if (fromQuery) return fromQuery;
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return null;
}

/** Resolves a REST request's auth; null means the token is invalid (401). */
export function requestAuth(req: IncomingMessage, params: URLSearchParams): AuthState | null {
  const token = requestToken(req, params);
  if (token === null) return ANONYMOUS;
  return resolveCredentials({ cred: token });
}

/** The namespace a request names: `?ns=`, else the Host subdomain (`<ns>.localhost`). */
export function requestNamespace(req: IncomingMessage, params: URLSearchParams): string | null {
  const ns = params.get('ns');
  if (ns) return ns;
  const host = (req.headers.host ?? '').split(':')[0] ?? '';
  const dot = host.indexOf('.');
  return dot > 0 && !/^\d+$/.test(host.slice(0, dot)) ? host.slice(0, dot) : null;
}

/**
 * Formats a JSON reply per `print` (pretty, silent) and returns it; a read's answer over
 * `maxBytes` is refused instead (400, production's `READ_TOO_LARGE`).
 */
export function sendValue(
  res: ServerResponse,
  params: URLSearchParams,
  value: unknown,
  headers: Record<string, string> = {},
  maxBytes = Number.POSITIVE_INFINITY,
): void {
  const print = params.get('print');
  if (print === 'silent') {
    respond(res, 204, null, headers);
    return;
  }
  const text = print === 'pretty' ? JSON.stringify(value, null, 2) : JSON.stringify(value);
  if (text !== undefined && exceedsBytes(text, maxBytes)) {
    respondError(res, 400, READ_TOO_LARGE);
    return;
  }
  respond(res, 200, text ?? 'null', headers);
}
