import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/auth-service';
import { claimOnSignIn } from './claim-on-sign-in';
import { claimInvitations } from './members-client';

vi.mock('./members-client', () => ({ claimInvitations: vi.fn() }));

const user = (emailVerified: boolean): AuthUser => ({
  uid: 'u1',
  email: 'ann@x.cz',
  emailVerified,
  displayName: null,
  getIdToken: vi.fn(async () => 'token'),
});

describe('claimOnSignIn', () => {
  beforeEach(() => {
    vi.mocked(claimInvitations).mockReset();
  });

  it('does not ask for an address that is not confirmed', async () => {
    expect(await claimOnSignIn(user(false))).toBeUndefined();
    expect(claimInvitations).not.toHaveBeenCalled();
  });

  it('claims once for a confirmed address', async () => {
    vi.mocked(claimInvitations).mockResolvedValue({ claimed: ['b1'], emailVerified: true });
    const confirmed = user(true);
    expect(await claimOnSignIn(confirmed)).toEqual({ claimed: ['b1'], emailVerified: true });
    expect(claimInvitations).toHaveBeenCalledTimes(1);
    expect(confirmed.getIdToken).not.toHaveBeenCalledWith(true);
  });

  it('asks again with a new token when the kept one predates the confirmation', async () => {
    vi.mocked(claimInvitations)
      .mockResolvedValueOnce({ claimed: [], emailVerified: false })
      .mockResolvedValueOnce({ claimed: ['b1', 'b2'], emailVerified: true });
    const confirmed = user(true);
    expect(await claimOnSignIn(confirmed)).toEqual({ claimed: ['b1', 'b2'], emailVerified: true });
    expect(confirmed.getIdToken).toHaveBeenCalledWith(true);
    expect(claimInvitations).toHaveBeenCalledTimes(2);
  });

  it('never interrupts the user: a failure is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(claimInvitations).mockRejectedValue(new Error('offline'));
    expect(await claimOnSignIn(user(true))).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
