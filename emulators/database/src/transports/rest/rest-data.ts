import type { IncomingMessage, ServerResponse } from 'node:http';
import { hashNode } from '../../tree/hash.js';
import type { Path } from '../../tree/node.js';
import { parsePath, toJSON } from '../../tree/node.js';
import { toRestJSON } from '../../tree/rest-arrays.js';
import { pathProblem } from '../../tree/wire-data.js';
import { applyQuery, parseWireQuery } from '../../tree/query.js';
import type { AuthState } from '../../core/auth.js';
import type { NamespaceDb, WriteOutcome } from '../../core/namespace-db.js';
import {
  overlapMessage,
  overlapOf,
  updateEntries,
  type WriteEntry,
} from '../../core/update-entries.js';
import { nextPushId } from '../../core/push-id.js';
import { indexNotDefined, mayRead, missingIndex } from '../../core/rules-gate.js';
import {
  parseWriteSizeLimit,
  WRITE_SIZE_LIMITS,
  type WriteSizeLimit,
} from '../../core/write-limits.js';
import { WRITE_TOO_LARGE } from '../../core/transfer-limits.js';
import { readBodyWithin, respond, respondError, sendValue } from './http-utils.js';
import { RestQueryError, restQuery } from './rest-query.js';
import { handleStream } from './rest-stream.js';

/**
 * Firebase's REST answers to paths it cannot address, the same for reads, writes and streams:
 * a key with `.`, `#`, `$`, `[`, `]` or a control character is 400 `{"error": "Invalid path:
 * Invalid token in path"}` (its production wording, e.g. firebase/FireSharp#153,
 * angular/angular#17879); for over-long keys and over-deep paths, whose wording we have not
 * seen, the same prefix with the limit.
 */
const INVALID_PATH = {
  token: 'Invalid path: Invalid token in path',
  length: 'Invalid path: Key longer than 768 bytes',
  depth: 'Invalid path: Path is more than 32 levels deep',
} as const;

/** The data path of a REST URL path (`/a/b.json`), or the error text when it is invalid. */
function restPath(rawPath: string): Path | string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath.replace(/\.json$/, ''));
  } catch {
    return INVALID_PATH.token;
  }
  const path = parsePath(decoded);
  const problem = pathProblem(path);
  return problem === null ? path : INVALID_PATH[problem];
}

/** Refusals answer 401 (rules) or 400 with their message (malformed data, limits). */
function outcomeError(res: ServerResponse, outcome: WriteOutcome): boolean {
  if (outcome.status === 'ok') return false;
  if (outcome.status === 'permission_denied') respondError(res, 401, 'Permission denied');
  else respondError(res, 400, outcome.message);
  return true;
}

function handleGet(
  res: ServerResponse,
  db: NamespaceDb,
  who: AuthState,
  path: Path,
  params: URLSearchParams,
  etag: boolean,
  maxBytes: number,
): void {
  let spec;
  try {
    spec = parseWireQuery(restQuery(params));
  } catch (error) {
    if (error instanceof RestQueryError) return respondError(res, 400, error.message);
    throw error;
  }
  if (!mayRead(db.rules, who, path, db.root, spec))
    return respondError(res, 401, 'Permission denied');
  const unindexed = missingIndex(db.rules, path, spec);
  if (unindexed !== null) return respondError(res, 400, indexNotDefined(unindexed, path));
  const node = applyQuery(db.read(path), spec);
  const headers: Record<string, string> = etag
    ? { ETag: hashNode(db.read(path)) || 'null_etag' }
    : {};
  if (params.get('shallow') === 'true' && node?.kind === 'branch') {
    const shallow: Record<string, unknown> = {};
    for (const [key, child] of node.children)
      shallow[key] = child.kind === 'leaf' ? child.value : true;
    return sendValue(res, params, shallow, headers, maxBytes);
  }
  const exportFormat = params.get('format') === 'export';
  sendValue(res, params, exportFormat ? toJSON(node, true) : toRestJSON(node), headers, maxBytes);
}

/**
 * Serves `/<path>.json` with GET, PUT, PATCH, POST and DELETE through the same store, rules and
 * fan-out as WebSocket clients.
 */
export async function handleDataRequest(
  req: IncomingMessage,
  res: ServerResponse,
  db: NamespaceDb,
  who: AuthState,
  rawPath: string,
  params: URLSearchParams,
): Promise<void> {
  const limits = db.transferLimits;
  const path = restPath(rawPath);
  if (typeof path === 'string') return respondError(res, 400, path);
  const sizeParam = params.get('writeSizeLimit');
  const writeSizeLimit: WriteSizeLimit | undefined =
    sizeParam === null ? undefined : parseWriteSizeLimit(sizeParam);
  if (sizeParam !== null && writeSizeLimit === undefined) {
    return respondError(res, 400, `writeSizeLimit must be one of ${WRITE_SIZE_LIMITS.join(', ')}`);
  }
  const method = String(
    req.headers['x-http-method-override'] ?? params.get('x-http-method-override') ?? req.method,
  ).toUpperCase();
  const etag = req.headers['x-firebase-etag'] === 'true';
  if (method === 'GET' && req.headers.accept?.includes('text/event-stream')) {
    return handleStream(req, res, db, who, path);
  }
  if (method === 'GET') return handleGet(res, db, who, path, params, etag, limits.responseBytes);
  const text = method === 'DELETE' ? '' : await readBodyWithin(req, limits.restWriteBytes);
  if (text === null) return respondError(res, 400, WRITE_TOO_LARGE);
  let body: unknown = null;
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      return respondError(res, 400, "Invalid data; couldn't parse JSON object, array, or value.");
    }
  }
  const ifMatch = req.headers['if-match'];
  if (typeof ifMatch === 'string' && ifMatch !== (hashNode(db.read(path)) || 'null_etag')) {
    return respondError(res, 412, 'ETag mismatch');
  }
  const plain = !text.includes('.sv');
  let entries: WriteEntry[];
  let reply: () => unknown;
  if (method === 'PUT') {
    entries = [{ path, data: body, plain }];
    reply = () => (text.includes('.sv') ? toJSON(db.read(path)) : body);
  } else if (method === 'DELETE') {
    entries = [{ path, data: null }];
    reply = () => null;
  } else if (method === 'POST') {
    const name = nextPushId();
    entries = [{ path: [...path, name], data: body, plain }];
    reply = () => ({ name });
  } else if (method === 'PATCH') {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return respondError(res, 400, 'PATCH needs a JSON object');
    }
    entries = updateEntries(path, body as Record<string, unknown>, plain);
    const overlap = overlapOf(entries);
    if (overlap) return respondError(res, 400, overlapMessage(overlap));
    reply = () => body;
  } else {
    return respond(res, 405, JSON.stringify({ error: `Unsupported method ${method}` }));
  }
  // firebase-tools imports with `disableTriggers=true`: such a write fires no database trigger.
  const triggers = params.get('disableTriggers') !== 'true';
  const outcome = db.write(who, entries, {
    triggers,
    ...(writeSizeLimit === undefined ? {} : { writeSizeLimit }),
  });
  if (outcomeError(res, outcome)) return;
  // Echo a plain PUT's own text: re-serialising a 100 MB import would double its cost.
  if (method === 'PUT' && !text.includes('.sv') && params.get('print') === null) {
    return respond(res, 200, text.length > 0 ? text : 'null');
  }
  sendValue(res, params, reply());
}
