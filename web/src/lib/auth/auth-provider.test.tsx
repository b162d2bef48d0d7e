import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth/auth-provider';
import type { AuthService, AuthUser } from '@/lib/auth/auth-service';
import { useAuth } from '@/lib/auth/use-auth';

/** An in-memory identity provider: lets the test decide when notices arrive and what fails. */
function fakeService() {
  let listener: ((user: AuthUser | null) => void) | null = null;
  const service: AuthService & { emit(user: AuthUser | null): void } = {
    onAuthStateChanged: (next) => {
      listener = next;
      return () => {
        listener = null;
      };
    },
    signIn: vi.fn(async () => user('alice')),
    signInWithGoogle: vi.fn(async () => user('alice')),
    register: vi.fn(async () => user('alice')),
    sendPasswordReset: vi.fn(async () => undefined),
    sendEmailVerification: vi.fn(async () => undefined),
    reloadUser: vi.fn(async () => null),
    signOut: vi.fn(async () => undefined),
    emit: (user) => act(() => listener?.(user)),
  };
  return service;
}

const user = (uid: string): AuthUser => ({
  uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  displayName: null,
  getIdToken: async () => 'token',
});

function Probe() {
  const { user: current, loading, error } = useAuth();
  return <p>{loading ? 'loading' : `${current?.uid ?? 'none'}|${error ?? ''}`}</p>;
}

describe('AuthProvider', () => {
  it('is loading until the first notice, then holds the user', () => {
    const service = fakeService();
    render(
      <AuthProvider service={service}>
        <Probe />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    service.emit(user('alice'));
    expect(screen.getByText('alice|')).toBeTruthy();
    service.emit(null);
    expect(screen.getByText('none|')).toBeTruthy();
  });

  it('reports each time another user is held, a restored session included, not on repeated notices', () => {
    const service = fakeService();
    const onUser = vi.fn();
    render(
      <AuthProvider service={service} onUser={onUser}>
        <Probe />
      </AuthProvider>,
    );
    service.emit(null);
    service.emit(user('alice'));
    service.emit(user('alice'));
    service.emit(null);
    service.emit(user('alice'));
    service.emit(user('bob'));
    expect(onUser.mock.calls.map(([held]) => (held as AuthUser).uid)).toEqual([
      'alice',
      'alice',
      'bob',
    ]);
  });

  it('reports a sign-in only when the user signs in, not when a kept session is restored', async () => {
    const service = fakeService();
    const onSignIn = vi.fn();
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => (
        <AuthProvider service={service} onSignIn={onSignIn}>
          {children}
        </AuthProvider>
      ),
    });
    // A reload: the identity provider restores the kept session with its first notice.
    service.emit(user('alice'));
    expect(result.current.user?.uid).toBe('alice');
    expect(onSignIn).not.toHaveBeenCalled();

    service.emit(null);
    vi.mocked(service.signIn).mockResolvedValueOnce(user('alice'));
    await act(async () => {
      await result.current.signIn('alice@example.com', 'secret');
    });
    service.emit(user('alice'));
    vi.mocked(service.signInWithGoogle).mockResolvedValueOnce(user('bob'));
    await act(async () => {
      await result.current.signInWithGoogle();
    });
    service.emit(user('bob'));
    vi.mocked(service.register).mockResolvedValueOnce(user('carol'));
    await act(async () => {
      await result.current.register('carol@example.com', 'secret');
    });
    service.emit(user('carol'));
    vi.mocked(service.signIn).mockRejectedValueOnce(new Error('auth/wrong-password'));
    await act(async () => {
      await expect(result.current.signIn('carol@example.com', 'bad')).rejects.toThrow();
    });
    expect(onSignIn.mock.calls.map(([signedIn]) => (signedIn as AuthUser).uid)).toEqual([
      'alice',
      'bob',
      'carol',
    ]);
  });

  it('sets error to the failure message, passes the failure back, and clears it on the next attempt', async () => {
    const service = fakeService();
    const failure = Object.assign(new Error('Firebase: Error (auth/wrong-password).'), {
      code: 'auth/wrong-password',
    });
    vi.mocked(service.signIn).mockRejectedValueOnce(failure);
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider service={service}>{children}</AuthProvider>,
    });
    service.emit(null);
    await act(async () => {
      await expect(result.current.signIn('a@b.c', 'bad')).rejects.toBe(failure);
    });
    expect(result.current.error).toBe('Firebase: Error (auth/wrong-password).');
    await act(async () => {
      await result.current.sendPasswordReset('a@b.c');
    });
    expect(result.current.error).toBeNull();
    expect(service.sendPasswordReset).toHaveBeenCalledWith('a@b.c');
  });

  it('holds the user read again by refreshUser, e.g. once their address is confirmed', async () => {
    const service = fakeService();
    const confirmed = { ...user('alice'), emailVerified: true };
    vi.mocked(service.reloadUser).mockResolvedValueOnce(confirmed);
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider service={service}>{children}</AuthProvider>,
    });
    service.emit({ ...user('alice'), emailVerified: false });
    expect(result.current.user?.emailVerified).toBe(false);
    await act(async () => {
      await expect(result.current.refreshUser()).resolves.toBe(confirmed);
    });
    expect(result.current.user).toBe(confirmed);
  });

  it('writes a failed logout only to the console', async () => {
    const service = fakeService();
    const failure = new Error('offline');
    vi.mocked(service.signOut).mockRejectedValueOnce(failure);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAuth(), {
      wrapper: ({ children }) => <AuthProvider service={service}>{children}</AuthProvider>,
    });
    service.emit(user('alice'));
    await act(async () => {
      await expect(result.current.logout()).resolves.toBeUndefined();
    });
    expect(consoleError).toHaveBeenCalledWith('Logout error:', failure);
    expect(result.current.error).toBeNull();
    consoleError.mockRestore();
  });

  it('throws a developer-facing error outside the provider', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(
      /useAuth must be used within an AuthProvider/,
    );
    consoleError.mockRestore();
  });
});
