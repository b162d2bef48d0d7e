import type { Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkInput, validatedEndpoint, type EndpointDependencies } from './http-endpoint.js';

interface Sent {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

function fakeRequest(init: {
  method?: string;
  path?: string;
  authorization?: string;
  body?: unknown;
  query?: Record<string, unknown>;
}): Request {
  return {
    method: init.method ?? 'POST',
    path: init.path ?? '/things/add',
    body: init.body,
    query: init.query ?? {},
    get: (name: string) =>
      name.toLowerCase() === 'authorization' ? init.authorization : undefined,
  } as unknown as Request;
}

function fakeResponse(): { res: Response; sent: Sent } {
  const sent: Sent = { status: 0, body: undefined, headers: {} };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
    set(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

const deps: EndpointDependencies = {
  verifyIdToken: async (token) => {
    if (token === 'good') return { uid: 'alice' };
    throw new Error('auth/id-token-revoked');
  },
};

const bodySchema = z.strictObject({ name: z.string().min(1, 'validation.required') });
const querySchema = z.object({ limit: z.coerce.number().int().min(1, 'validation.outOfRange') });

/** An endpoint that echoes what its handler was given. */
function echoEndpoint(options: { path?: boolean } = {}) {
  const handler = vi.fn(
    async (
      call: { uid: string; body: { name: string }; query: { limit: number }; res: Response },
      _deps: EndpointDependencies,
    ) => {
      call.res.status(200).json({ uid: call.uid, body: call.body, query: call.query });
    },
  );
  const endpoint = validatedEndpoint(
    {
      ...(options.path === false ? {} : { path: { prefix: '/things', route: '/add' } }),
      methods: ['POST'],
      query: { schema: querySchema, what: 'query' },
      body: { schema: bodySchema, what: 'thing' },
    },
    handler,
  );
  return { endpoint, handler };
}

async function run(
  endpoint: ReturnType<typeof echoEndpoint>['endpoint'],
  init: Parameters<typeof fakeRequest>[0],
) {
  const { res, sent } = fakeResponse();
  await endpoint(fakeRequest(init), res, deps);
  return sent;
}

const GOOD = {
  authorization: 'Bearer good',
  body: { name: 'Tower' },
  query: { limit: '5' },
};

describe('validatedEndpoint', () => {
  it('hands the handler the verified uid and the parsed body and query', async () => {
    const { endpoint, handler } = echoEndpoint();
    const sent = await run(endpoint, GOOD);
    expect(sent).toEqual({
      status: 200,
      body: { uid: 'alice', body: { name: 'Tower' }, query: { limit: 5 } },
      headers: {},
    });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('accepts the path through the Hosting rewrite and with a trailing slash', async () => {
    const { endpoint } = echoEndpoint();
    expect((await run(endpoint, { ...GOOD, path: '/add' })).status).toBe(200);
    expect((await run(endpoint, { ...GOOD, path: '/things/add/' })).status).toBe(200);
  });

  it('answers 404 for another path below the function', async () => {
    const { endpoint, handler } = echoEndpoint();
    expect(await run(endpoint, { ...GOOD, path: '/things/remove' })).toEqual({
      status: 404,
      body: { code: 'not-found', message: 'No such endpoint: /things/remove' },
      headers: {},
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("serves a function's root (route '') directly and through the rewrite, nothing below it", async () => {
    const endpoint = validatedEndpoint(
      { path: { prefix: '/things', route: '' }, methods: ['GET'] },
      async (call) => {
        call.res.status(200).json({ uid: call.uid });
      },
    );
    const status = async (path: string) =>
      (await run(endpoint, { method: 'GET', path, authorization: 'Bearer good' })).status;
    expect([await status('/'), await status(''), await status('/things/')]).toEqual([
      200, 200, 200,
    ]);
    expect([await status('/things/x'), await status('/x')]).toEqual([404, 404]);
  });

  it('answers 405 with Allow for another method, before asking for a token', async () => {
    const { endpoint, handler } = echoEndpoint();
    expect(await run(endpoint, { method: 'GET' })).toEqual({
      status: 405,
      body: { code: 'method-not-allowed', message: 'Method GET is not allowed.' },
      headers: { Allow: 'POST' },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('lists every allowed method and takes an endpoint-specific 405 message', async () => {
    const endpoint = validatedEndpoint(
      { methods: ['GET', 'POST', 'DELETE'], methodNotAllowed: (m) => `No ${m} here.` },
      async () => undefined,
    );
    const { res, sent } = fakeResponse();
    await endpoint(fakeRequest({ method: 'PUT' }), res, deps);
    expect(sent).toEqual({
      status: 405,
      body: { code: 'method-not-allowed', message: 'No PUT here.' },
      headers: { Allow: 'GET, POST, DELETE' },
    });
  });

  it.each([
    ['no Authorization header', undefined, 'Missing "Authorization: Bearer <ID token>" header.'],
    [
      'a header that is not Bearer',
      'Basic abc',
      'Missing "Authorization: Bearer <ID token>" header.',
    ],
    [
      'a token that fails verification (revoked)',
      'Bearer revoked',
      'The ID token is invalid, expired or revoked.',
    ],
  ])('answers 401 for %s, before reading the input', async (_name, authorization, message) => {
    const { endpoint, handler } = echoEndpoint();
    const sent = await run(endpoint, { ...GOOD, authorization, body: 'not even an object' });
    expect(sent).toEqual({
      status: 401,
      body: { code: 'unauthenticated', message },
      headers: {},
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers 400 with the issues of a bad body', async () => {
    const { endpoint, handler } = echoEndpoint();
    const sent = await run(endpoint, { ...GOOD, body: { name: '', extra: 1 } });
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({
      code: 'invalid-argument',
      message: 'Invalid thing: name (validation.required), body (Unrecognized key: "extra").',
      issues: [
        { path: 'name', code: 'validation.required' },
        { path: '', code: 'Unrecognized key: "extra"' },
      ],
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('answers 400 for a bad query before looking at the body', async () => {
    const { endpoint } = echoEndpoint();
    const sent = await run(endpoint, { ...GOOD, query: { limit: '0' }, body: undefined });
    expect(sent.body).toEqual({
      code: 'invalid-argument',
      message: 'Invalid query: limit (validation.outOfRange).',
      issues: [{ path: 'limit', code: 'validation.outOfRange' }],
    });
  });

  it('reads neither body nor query when the endpoint declares none', async () => {
    const handler = vi.fn(async (call: { body: unknown; query: unknown; res: Response }) => {
      call.res.status(200).json({ body: call.body ?? null, query: call.query ?? null });
    });
    const endpoint = validatedEndpoint({ methods: ['POST'] }, handler);
    const { res, sent } = fakeResponse();
    await endpoint(fakeRequest({ authorization: 'Bearer good', body: { any: 1 } }), res, deps);
    expect(sent.body).toEqual({ body: null, query: null });
  });
});

describe('checkInput', () => {
  it('answers a fixed message without issues when the rule has one', () => {
    const { res, sent } = fakeResponse();
    const rule = { schema: z.string().min(1), what: 'query', message: 'Query is missing.' };
    expect(checkInput(res, rule, undefined)).toBeNull();
    expect(sent.body).toEqual({ code: 'invalid-argument', message: 'Query is missing.' });
    expect(checkInput(fakeResponse().res, rule, 'x')).toBe('x');
  });
});
