import { z } from 'zod';
import {
  httpErrorBodySchema,
  inputIssueSchema,
  type HttpErrorBody,
} from '@shared/schemas/contracts/function-errors';
import { FunctionsCallError, errorKindOf } from './functions-call-error';
import { isLongRequest } from './long-requests';

/** Whatever can give an ID token: the signed-in user of `lib/auth`. */
export interface TokenSource {
  getIdToken(): Promise<string>;
}

export type FunctionsMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request body: JSON, raw bytes with their type (a CSV file), or a multipart form. */
export type FunctionsBody =
  | { json: unknown }
  | { blob: Blob; contentType: string }
  | { form: FormData };

/** One call of an HTTP endpoint; its reply is parsed by `reply`. */
export interface FunctionsRequest<T> {
  /** Below the functions' origin, e.g. `/registry/search`. */
  path: string;
  /** GET without a body, POST with one, unless given. */
  method?: FunctionsMethod;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | undefined>;
  body?: FunctionsBody;
  /** The reply schema, one of `@shared/schemas`. */
  reply: z.ZodType<T>;
  /** Whose ID token is sent; the auth layer's current user when not given. */
  user?: TokenSource | undefined;
  signal?: AbortSignal | undefined;
  /**
   * Share of the request sent (0–1). Sends with XMLHttpRequest, because fetch reports no upload
   * progress.
   */
  onUploadProgress?: (fraction: number) => void;
}

/** One call of a callable function (`onCall`): POST `{data}`, answered `{result}` or `{error}`. */
export interface CallableRequest<T> {
  name: string;
  data: unknown;
  reply: z.ZodType<T>;
  user?: TokenSource | undefined;
  signal?: AbortSignal | undefined;
}

export interface FunctionsClient {
  call<T>(request: FunctionsRequest<T>): Promise<T>;
  callable<T>(request: CallableRequest<T>): Promise<T>;
}

export interface FunctionsClientConfig {
  /** Origin serving the functions; '' for the page's own (Hosting rewrites). */
  origin(): string;
  /**
   * Origin of the functions that may run past Hosting's 60 s (`long-requests.ts`): their own,
   * past Hosting. {@link origin} when not given.
   */
  longRequestOrigin?(): string;
  /** The signed-in user, or null. */
  currentUser(): TokenSource | null;
  fetch?: typeof fetch;
  createXhr?: () => XMLHttpRequest;
}

/** What came back, before it is judged. */
interface RawReply {
  status: number;
  statusText: string;
  text: string;
}

interface Outgoing {
  url: string;
  method: FunctionsMethod;
  headers: Record<string, string>;
  body: string | Blob | FormData | undefined;
  signal: AbortSignal | undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function networkError(): FunctionsCallError {
  return new FunctionsCallError({
    kind: 'network',
    status: 0,
    code: 'network',
    message: 'Network error',
  });
}

function badReply(status: number, detail: string): FunctionsCallError {
  return new FunctionsCallError({
    kind: 'badReply',
    status,
    code: 'bad-reply',
    message: `Unexpected reply: ${detail}`,
  });
}

function inputIssues(value: unknown) {
  const parsed = z.array(inputIssueSchema).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A refusal of an HTTP endpoint: `{code, message, ...details}` as `replyError` sends it. */
function refusal(reply: RawReply): FunctionsCallError {
  const parsed = httpErrorBodySchema.safeParse(parseJson(reply.text));
  const body: HttpErrorBody | undefined = parsed.success ? parsed.data : undefined;
  return new FunctionsCallError({
    kind: errorKindOf(reply.status),
    status: reply.status,
    code: body?.code ?? `http-${reply.status}`,
    message: body?.message ?? (reply.statusText || `HTTP ${reply.status}`),
    body,
    issues: inputIssues(body?.issues),
  });
}

const callableErrorSchema = z.object({
  error: z.object({ status: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/** A refusal of a callable: `{error: {status: 'PERMISSION_DENIED', message, details}}`. */
function callableRefusal(reply: RawReply): FunctionsCallError {
  const parsed = callableErrorSchema.safeParse(parseJson(reply.text));
  if (!parsed.success) return refusal(reply);
  const { status, message, details } = parsed.data.error;
  const code = status.toLowerCase().replaceAll('_', '-');
  const detailsObject =
    typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {};
  return new FunctionsCallError({
    kind: errorKindOf(reply.status),
    status: reply.status,
    code,
    message,
    body: { ...detailsObject, code, message },
    issues: inputIssues(detailsObject['issues']),
  });
}

function judge<T>(reply: RawReply, schema: z.ZodType<T>): T {
  const data = parseJson(reply.text);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw badReply(reply.status, z.prettifyError(parsed.error));
  return parsed.data;
}

function sendWithXhr(
  createXhr: () => XMLHttpRequest,
  outgoing: Outgoing,
  onProgress: (fraction: number) => void,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = createXhr();
    request.open(outgoing.method, outgoing.url);
    for (const [name, value] of Object.entries(outgoing.headers)) {
      request.setRequestHeader(name, value);
    }
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () =>
      resolve({
        status: request.status,
        statusText: request.statusText,
        text: request.responseText,
      }),
    );
    request.addEventListener('error', () => reject(networkError()));
    request.addEventListener('abort', () =>
      reject(outgoing.signal?.reason ?? new DOMException('Aborted', 'AbortError')),
    );
    outgoing.signal?.addEventListener('abort', () => request.abort());
    request.send(outgoing.body ?? null);
  });
}

/**
 * The one way the web app calls our functions: the user's ID token as Bearer, the body as JSON, raw
 * bytes or a form, the reply parsed by the caller's schema, and every failure as a
 * {@link FunctionsCallError}. An aborted call rejects with the signal's reason (an `AbortError`),
 * as fetch does.
 */
export function createFunctionsClient(config: FunctionsClientConfig): FunctionsClient {
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr = config.createXhr ?? (() => new XMLHttpRequest());
  const originOf = (path: string) =>
    isLongRequest(path) && config.longRequestOrigin ? config.longRequestOrigin() : config.origin();

  async function idToken(user: TokenSource | undefined): Promise<string> {
    const source = user ?? config.currentUser();
    if (!source) {
      throw new FunctionsCallError({
        kind: 'unauthenticated',
        status: 0,
        code: 'unauthenticated',
        message: 'Not signed in.',
      });
    }
    try {
      return await source.getIdToken();
    } catch {
      throw networkError();
    }
  }

  async function send(outgoing: Outgoing, onProgress?: (fraction: number) => void) {
    if (onProgress) return sendWithXhr(createXhr, outgoing, onProgress);
    let response: Response;
    try {
      response = await doFetch(outgoing.url, {
        method: outgoing.method,
        headers: outgoing.headers,
        body: outgoing.body,
        signal: outgoing.signal,
      });
    } catch (failure) {
      if (outgoing.signal?.aborted) throw failure;
      throw networkError();
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, statusText: response.statusText, text };
  }

  return {
    async call<T>(request: FunctionsRequest<T>): Promise<T> {
      const headers: Record<string, string> = {
        Authorization: `Bearer ${await idToken(request.user)}`,
      };
      let body: Outgoing['body'];
      const given = request.body;
      if (given && 'json' in given) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(given.json);
      } else if (given && 'blob' in given) {
        headers['Content-Type'] = given.contentType;
        body = given.blob;
      } else if (given) {
        body = given.form;
      }
      const query = Object.entries(request.query ?? {}).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      const search = query.length > 0 ? `?${new URLSearchParams(query)}` : '';
      const reply = await send(
        {
          url: `${originOf(request.path)}${request.path}${search}`,
          method: request.method ?? (given ? 'POST' : 'GET'),
          headers,
          body,
          signal: request.signal,
        },
        request.onUploadProgress,
      );
      if (reply.status < 200 || reply.status >= 300) throw refusal(reply);
      return judge(reply, request.reply);
    },

    async callable<T>(request: CallableRequest<T>): Promise<T> {
      const reply = await send({
        url: `${originOf(request.name)}/${request.name}`,
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await idToken(request.user)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ data: request.data }),
        signal: request.signal,
      });
      if (reply.status !== 200) throw callableRefusal(reply);
      return judge(reply, z.object({ result: request.reply })).result;
    },
  };
}
