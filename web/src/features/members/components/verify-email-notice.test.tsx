import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useAuth } from '@/lib/auth/use-auth';
import { renderInApp } from '@/testing/render-in-app';
import { claimOnSignIn } from '../api/claim-on-sign-in';
import { VerifyEmailNotice } from './verify-email-notice';

vi.mock('@/lib/auth/use-auth', () => ({ useAuth: vi.fn() }));
vi.mock('../api/claim-on-sign-in', () => ({ claimOnSignIn: vi.fn() }));

const account = (emailVerified: boolean): AuthUser => ({
  uid: 'u1',
  email: 'ann@x.cz',
  emailVerified,
  displayName: null,
  getIdToken: async () => 't',
});

const sendEmailVerification = vi.fn(async () => undefined);
const refreshUser = vi.fn<() => Promise<AuthUser | null>>();

function signedIn(user: AuthUser) {
  vi.mocked(useAuth).mockReturnValue({
    user,
    sendEmailVerification,
    refreshUser,
  } as unknown as ReturnType<typeof useAuth>);
}

describe('VerifyEmailNotice', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows nothing to a user whose address is confirmed', async () => {
    signedIn(account(true));
    await renderInApp(<VerifyEmailNotice />);
    expect(screen.queryByTestId('verify-email')).toBeNull();
  });

  it('asks to confirm the address, without saying whether anything waits, and sends the link again', async () => {
    signedIn(account(false));
    await renderInApp(<VerifyEmailNotice />);
    expect(screen.getByTestId('verify-email').textContent).toContain(
      'We sent a link to ann@x.cz. Buildings that others share with this address are added',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'A new link is on its way to ann@x.cz.',
    );
    expect(sendEmailVerification).toHaveBeenCalledTimes(1);
  });

  it('says so when the address is still not confirmed, and claims once it is', async () => {
    signedIn(account(false));
    refreshUser.mockResolvedValueOnce(account(false));
    await renderInApp(<VerifyEmailNotice />);
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect((await screen.findByRole('status')).textContent).toContain('not confirmed yet');
    expect(claimOnSignIn).not.toHaveBeenCalled();

    const confirmed = account(true);
    refreshUser.mockResolvedValueOnce(confirmed);
    vi.mocked(claimOnSignIn).mockResolvedValueOnce({ claimed: ['b1'], emailVerified: true });
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(
      await screen.findByText('Your address is confirmed; 1 building shared with you was added.'),
    ).toBeTruthy();
    expect(claimOnSignIn).toHaveBeenCalledWith(confirmed);
  });
});
