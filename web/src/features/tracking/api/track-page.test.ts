import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackPage } from '@/features/tracking/api/track-page';
import type { AuthUser } from '@/lib/auth/auth-service';

vi.mock('@/lib/firebase', () => ({
  apiOrigin: () => 'https://facet.example',
  longRequestOrigin: () => 'https://functions.example',
  auth: { currentUser: null },
}));

const user: AuthUser = {
  uid: 'alice',
  email: 'alice@example.com',
  emailVerified: true,
  displayName: null,
  getIdToken: async () => 'id-token',
};

function respond(status: number, body: unknown): typeof fetch {
  const fetchImpl = vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('trackPage', () => {
  it('posts the uid and page name with the bearer token, and resolves to "Saving successfully!"', async () => {
    const fetchImpl = respond(200, { success: true });
    await expect(trackPage(user, 'Sign In')).resolves.toBe('Saving successfully!');
    expect(fetchImpl).toHaveBeenCalledWith('https://facet.example/users/tracking/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer id-token' },
      body: JSON.stringify({ externalUID: 'alice', pageName: 'Sign In' }),
    });
  });

  it('resolves to "Saving successfully!" whatever a success answers with (spec 7.1: not shown)', async () => {
    respond(200, { stored: 'yes' });
    await expect(trackPage(user, 'Sign In')).resolves.toBe('Saving successfully!');
    respond(201, 'Saved');
    await expect(trackPage(user, 'Sign In')).resolves.toBe('Saving successfully!');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>ok</html>', { status: 200 })),
    );
    await expect(trackPage(user, 'Sign In')).resolves.toBe('Saving successfully!');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(trackPage(user, 'Sign In')).resolves.toBe('Saving successfully!');
  });

  it("resolves to the response's data.message when the server answers with an error", async () => {
    respond(403, {
      code: 'permission-denied',
      message: 'externalUID does not match the signed-in user.',
    });
    await expect(trackPage(user, 'Sign In')).resolves.toBe(
      'externalUID does not match the signed-in user.',
    );
  });

  it('resolves to nothing when an error response has no message or no JSON', async () => {
    respond(500, {});
    await expect(trackPage(user, 'Sign In')).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(trackPage(user, 'Sign In')).resolves.toBeUndefined();
  });

  it('resolves to nothing on a network error, and never throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(trackPage(user, 'Sign In')).resolves.toBeUndefined();
    const noToken = {
      ...user,
      getIdToken: async () => Promise.reject(new Error('auth/network-request-failed')),
    };
    respond(200, { success: true });
    await expect(trackPage(noToken, 'Sign In')).resolves.toBeUndefined();
  });
});
