import type { ClaimInvitationsReply } from '@shared/schemas/contracts/member-requests';
import type { AuthUser } from '@/lib/auth/auth-service';
import { claimInvitations } from './members-client';

/**
 * Claims the invitations waiting for the user's confirmed address: called once each time a user
 * becomes signed in (and by the confirmation notice). A user whose address is not confirmed is not
 * asked about (the server would claim nothing). The ID token kept from before a confirmation made
 * elsewhere may still say unconfirmed: then a new token is fetched and the claim asked again. Never
 * interrupts the user: a failure is logged and the next session tries again (a claim is
 * idempotent).
 */
export async function claimOnSignIn(user: AuthUser): Promise<ClaimInvitationsReply | undefined> {
  if (!user.emailVerified) return undefined;
  try {
    const reply = await claimInvitations(user);
    if (reply.emailVerified) return reply;
    await user.getIdToken(true);
    return await claimInvitations(user);
  } catch (failure) {
    console.warn('Invitations not claimed:', failure);
    return undefined;
  }
}
