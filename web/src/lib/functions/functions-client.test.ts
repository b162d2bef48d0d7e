import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { recomputeBuildingResponseSchema } from '@shared/schemas/derived/metrics';
import { FunctionsCallError } from './functions-call-error';
import { createFunctionsClient, type TokenSource } from './functions-client';

const alice: TokenSource = { getIdToken: async () => 'alice-token' };
const okSchema = z.object({ ok: z.literal(true) });

function reply(status: number, body: unknown, statusText = ''): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, statusText });
}

function clientWith(
  fetchImpl: typeof fetch,
  currentUser: TokenSource | null = alice,
  createXhr?: () => XMLHttpRequest,
) {
  return createFunctionsClient({
    origin: () => 'https://api.example',
    currentUser: () => currentUser,
    fetch: fetchImpl,
    ...(createXhr ? { createXhr } : {}),
  });
}

async function failure(call: Promise<unknown>): Promise<FunctionsCallError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FunctionsCallError);
  return error as FunctionsCallError;
}

describe('createFunctionsClient: call', () => {
  it("sends the current user's token, the query and a JSON body, and parses the reply", async () => {
    const fetchImpl = vi.fn(async () => reply(200, { ok: true, extra: 1 }));
    const data = await clientWith(fetchImpl).call({
      path: '/things/add',
      query: { a: 'x y', b: undefined },
      body: { json: { name: 'Tower' } },
      reply: okSchema,
    });
    expect(data).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith('https://api.example/things/add?a=x+y', {
      method: 'POST',
      headers: { Authorization: 'Bearer alice-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Tower' }),
      signal: undefined,
    });
  });

  it("uses the given user's token, GET without a body, and a blob with its content type", async () => {
    const fetchImpl = vi.fn(async () => reply(200, { ok: true }));
    const client = clientWith(fetchImpl, null);
    const bob = { getIdToken: async () => 'bob-token' };
    await client.call({ path: '/list', reply: okSchema, user: bob });
    expect(fetchImpl).toHaveBeenLastCalledWith(
      'https://api.example/list',
      expect.objectContaining({ method: 'GET', headers: { Authorization: 'Bearer bob-token' } }),
    );
    const file = new Blob(['a;b'], { type: 'text/plain' });
    await client.call({
      path: '/upload',
      body: { blob: file, contentType: 'text/csv' },
      reply: okSchema,
      user: bob,
    });
    expect(fetchImpl).toHaveBeenLastCalledWith(
      'https://api.example/upload',
      expect.objectContaining({
        method: 'POST',
        headers: { Authorization: 'Bearer bob-token', 'Content-Type': 'text/csv' },
        body: file,
      }),
    );
  });

  it.each([
    [400, 'invalid'],
    [401, 'unauthenticated'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [405, 'invalid'],
    [413, 'tooLarge'],
    [422, 'invalid'],
    [500, 'server'],
    [502, 'server'],
  ] as const)(
    'maps a %i refusal to kind %s with the server code and message',
    async (status, kind) => {
      const body = { code: 'some-code', message: 'Refused.', reason: 'thing.refused', line: 3 };
      const error = await failure(
        clientWith(async () => reply(status, body)).call({ path: '/x', reply: okSchema }),
      );
      expect(error).toMatchObject({ kind, status, code: 'some-code', message: 'Refused.' });
      expect(error.reason).toBe('thing.refused');
      expect(error.body).toEqual(body);
    },
  );

  it('gives the input issues of a 400', async () => {
    const issues = [{ path: 'q', code: 'validation.outOfRange' }];
    const error = await failure(
      clientWith(async () =>
        reply(400, { code: 'invalid-argument', message: 'Invalid query: q.', issues }),
      ).call({ path: '/x', reply: okSchema }),
    );
    expect(error.issues).toEqual(issues);
  });

  it('keeps issues that are not input issues (rows of a file) in the body only', async () => {
    const rows = [{ line: 3, code: 'cell.notANumber', detail: 'x' }];
    const error = await failure(
      clientWith(async () =>
        reply(422, { code: 'unprocessable', message: '1 rows.', issues: rows, issueCount: 1 }),
      ).call({ path: '/x', reply: okSchema }),
    );
    expect(error.issues).toBeUndefined();
    expect(error.body?.issues).toEqual(rows);
    expect(error.body?.['issueCount']).toBe(1);
  });

  it('falls back to the status text when the refusal is not our JSON', async () => {
    const error = await failure(
      clientWith(async () => reply(502, '<html>bad gateway</html>', 'Bad Gateway')).call({
        path: '/x',
        reply: okSchema,
      }),
    );
    expect(error).toMatchObject({ kind: 'server', status: 502, message: 'Bad Gateway' });
    expect(error.body).toBeUndefined();
  });

  it('reports no answer as network, and a reply that does not match its schema as badReply', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(clientWith(offline).call({ path: '/x', reply: okSchema }))).toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Network error',
    });
    const wrong = await failure(
      clientWith(async () => reply(200, { ok: 'yes' })).call({ path: '/x', reply: okSchema }),
    );
    expect(wrong).toMatchObject({ kind: 'badReply', status: 200, code: 'bad-reply' });
    const notJson = await failure(
      clientWith(async () => reply(200, 'hello')).call({ path: '/x', reply: okSchema }),
    );
    expect(notJson.kind).toBe('badReply');
  });

  it('refuses without a request when nobody is signed in, and reports a failed token as network', async () => {
    const fetchImpl = vi.fn(async () => reply(200, { ok: true }));
    expect(
      await failure(clientWith(fetchImpl, null).call({ path: '/x', reply: okSchema })),
    ).toMatchObject({ kind: 'unauthenticated', status: 0 });
    const noToken = { getIdToken: () => Promise.reject(new Error('auth/network-request-failed')) };
    expect(
      await failure(clientWith(fetchImpl, noToken).call({ path: '/x', reply: okSchema })),
    ).toMatchObject({ kind: 'network' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("rejects an aborted call with the signal's reason, not as a failure", async () => {
    const controller = new AbortController();
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      controller.abort();
      throw init?.signal?.reason;
    });
    const error = await clientWith(fetchImpl)
      .call({ path: '/x', reply: okSchema, signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(FunctionsCallError);
    expect((error as DOMException).name).toBe('AbortError');
  });
});

/** An XMLHttpRequest that records what it was given and answers when told. */
class FakeXhr extends EventTarget {
  readonly upload = new EventTarget();
  readonly sent: {
    method?: string;
    url?: string;
    headers: Record<string, string>;
    body?: unknown;
  } = { headers: {} };
  status = 0;
  statusText = '';
  responseText = '';
  open(method: string, url: string) {
    Object.assign(this.sent, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.sent.headers[name] = value;
  }
  send(body: unknown) {
    this.sent.body = body;
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

describe('createFunctionsClient: upload progress', () => {
  it('sends with XMLHttpRequest, reports the share sent and parses the reply', async () => {
    const xhr = new FakeXhr();
    const fractions: number[] = [];
    const form = new FormData();
    const pending = clientWith(vi.fn(), alice, () => xhr as unknown as XMLHttpRequest).call({
      path: '/imports/buildings',
      body: { form },
      reply: okSchema,
      onUploadProgress: (fraction) => fractions.push(fraction),
    });
    await vi.waitFor(() => expect(xhr.sent.body).toBe(form));
    expect(xhr.sent).toMatchObject({
      method: 'POST',
      url: 'https://api.example/imports/buildings',
      headers: { Authorization: 'Bearer alice-token' },
    });
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, { ok: true });
    await expect(pending).resolves.toEqual({ ok: true });
    expect(fractions).toEqual([0.25, 1]);
  });

  it('maps refusals as fetch does and aborts with the signal', async () => {
    const xhr = new FakeXhr();
    const pending = clientWith(vi.fn(), alice, () => xhr as unknown as XMLHttpRequest).call({
      path: '/x',
      body: { form: new FormData() },
      reply: okSchema,
      onUploadProgress: () => undefined,
    });
    await vi.waitFor(() => expect(xhr.sent.method).toBe('POST'));
    xhr.answer(413, {
      code: 'payload-too-large',
      message: 'Too big.',
      reason: 'import.fileTooLarge',
    });
    expect(await failure(pending)).toMatchObject({
      kind: 'tooLarge',
      reason: 'import.fileTooLarge',
    });

    const controller = new AbortController();
    const second = new FakeXhr();
    const aborted = clientWith(vi.fn(), alice, () => second as unknown as XMLHttpRequest)
      .call({
        path: '/x',
        body: { form: new FormData() },
        reply: okSchema,
        signal: controller.signal,
        onUploadProgress: () => undefined,
      })
      .catch((reason: unknown) => reason);
    await vi.waitFor(() => expect(second.sent.method).toBe('POST'));
    controller.abort();
    expect(((await aborted) as DOMException).name).toBe('AbortError');
  });
});

describe('createFunctionsClient: functions that may run past Hosting', () => {
  it("calls the imports, series uploads and recomputes at the functions' own origin", async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      reply(200, { ok: true, result: { ok: true } }),
    );
    const client = createFunctionsClient({
      origin: () => '',
      longRequestOrigin: () => 'https://europe-west1-p.cloudfunctions.net',
      currentUser: () => alice,
      fetch: fetchImpl,
    });
    for (const path of ['/imports/buildings', '/imports/equipment', '/series/upload']) {
      await client.call({ path, body: { form: new FormData() }, reply: okSchema });
    }
    await client.callable({ name: 'recomputeBuilding', data: {}, reply: okSchema });
    // Every other function through Hosting's rewrites on the page's own origin.
    for (const path of ['/registry/search', '/users/tracking', '/importsx', '/wizard/finish']) {
      await client.call({ path, reply: okSchema });
    }
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual([
      'https://europe-west1-p.cloudfunctions.net/imports/buildings',
      'https://europe-west1-p.cloudfunctions.net/imports/equipment',
      'https://europe-west1-p.cloudfunctions.net/series/upload',
      'https://europe-west1-p.cloudfunctions.net/recomputeBuilding',
      '/registry/search',
      '/users/tracking',
      '/importsx',
      '/wizard/finish',
    ]);
  });

  it('sends an upload with progress there too', async () => {
    const xhr = new FakeXhr();
    const pending = createFunctionsClient({
      origin: () => '',
      longRequestOrigin: () => 'http://127.0.0.1:5001/demo-facet/europe-west1',
      currentUser: () => alice,
      createXhr: () => xhr as unknown as XMLHttpRequest,
    }).call({
      path: '/imports/buildings',
      body: { form: new FormData() },
      reply: okSchema,
      onUploadProgress: () => undefined,
    });
    await vi.waitFor(() => expect(xhr.sent.method).toBe('POST'));
    expect(xhr.sent.url).toBe('http://127.0.0.1:5001/demo-facet/europe-west1/imports/buildings');
    xhr.answer(200, { ok: true });
    await expect(pending).resolves.toEqual({ ok: true });
  });
});

describe('createFunctionsClient: callable', () => {
  it('posts {data} to /{name} and parses {result} with the reply schema', async () => {
    const result = { buildingId: 'b1', inputVersion: 'v1', computedAtMs: 1_700_000_000_000 };
    const fetchImpl = vi.fn(async () => reply(200, { result }));
    await expect(
      clientWith(fetchImpl).callable({
        name: 'recomputeBuilding',
        data: { buildingId: 'b1' },
        reply: recomputeBuildingResponseSchema,
      }),
    ).resolves.toEqual(result);
    expect(fetchImpl).toHaveBeenCalledWith('https://api.example/recomputeBuilding', {
      method: 'POST',
      headers: { Authorization: 'Bearer alice-token', 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { buildingId: 'b1' } }),
      signal: undefined,
    });
  });

  it('maps {error: {status, message, details}} to the same error', async () => {
    const issues = [{ path: 'buildingId', code: 'validation.outOfRange' }];
    const fetchImpl = async () =>
      reply(400, {
        error: { status: 'INVALID_ARGUMENT', message: 'Invalid request.', details: { issues } },
      });
    const error = await failure(
      clientWith(fetchImpl).callable({ name: 'f', data: {}, reply: okSchema }),
    );
    expect(error).toMatchObject({
      kind: 'invalid',
      status: 400,
      code: 'invalid-argument',
      message: 'Invalid request.',
      issues,
    });
    const denied = await failure(
      clientWith(async () =>
        reply(403, { error: { status: 'PERMISSION_DENIED', message: 'Members only.' } }),
      ).callable({ name: 'f', data: {}, reply: okSchema }),
    );
    expect(denied).toMatchObject({ kind: 'forbidden', code: 'permission-denied' });
  });
});
