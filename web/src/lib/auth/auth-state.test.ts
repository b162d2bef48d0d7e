import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@/lib/auth/auth-service';
import { INITIAL_AUTH_STATE, authReducer, failureMessage } from '@/lib/auth/auth-state';

const alice: AuthUser = {
  uid: 'alice',
  email: 'alice@example.com',
  emailVerified: true,
  displayName: null,
  getIdToken: async () => 't',
};

describe('authReducer', () => {
  it('starts loading, with no user and no error', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ user: null, loading: true, error: null });
  });

  it('stops loading at the first notice, signed in or not', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'changed', user: alice })).toEqual({
      user: alice,
      loading: false,
      error: null,
    });
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'changed', user: null })).toEqual({
      user: null,
      loading: false,
      error: null,
    });
  });

  it('records a failed attempt and clears it when the next attempt starts', () => {
    const failed = authReducer(
      { user: null, loading: false, error: null },
      { type: 'attemptFailed', message: 'Firebase: Error (auth/wrong-password).' },
    );
    expect(failed.error).toBe('Firebase: Error (auth/wrong-password).');
    expect(authReducer(failed, { type: 'attemptStarted' }).error).toBeNull();
  });

  it('keeps the user when an attempt fails', () => {
    const signedIn = authReducer(INITIAL_AUTH_STATE, { type: 'changed', user: alice });
    expect(authReducer(signedIn, { type: 'attemptFailed', message: 'x' }).user).toBe(alice);
  });

  it('reads messages of errors, strings and other values', () => {
    expect(failureMessage(new Error('boom'))).toBe('boom');
    expect(failureMessage('plain')).toBe('plain');
    expect(failureMessage(42)).toBe('42');
  });
});
