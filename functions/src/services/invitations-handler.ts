import type { Database } from 'firebase-admin/database';
import type { ClaimInvitationsReply } from '../shared/schemas/contracts/member-requests.js';
import { validatedEndpoint, type EndpointDependencies } from './http-endpoint.js';
import { claimInvitations } from './invitations-store.js';

export interface InvitationsDependencies extends EndpointDependencies {
  database(): Database;
  now(): number;
}

/**
 * `POST {host}/users/invitations/`: the caller claims the invitations of their address, called by
 * the web app once per session after sign-in (and again once the address is confirmed). Only an
 * address the ID token says is verified claims (`email_verified`): anyone may register any address
 * with a password, and only the link sent to it proves it is theirs. Idempotent: what was claimed
 * is gone, so a second call answers `claimed: []`. An unverified caller is not told whether
 * invitations wait: the reply is the same whether or not any do.
 */
export const handleInvitationsRequest = validatedEndpoint(
  { methods: ['POST'] },
  async ({ res, uid, user }, deps: InvitationsDependencies) => {
    let reply: ClaimInvitationsReply = { claimed: [], emailVerified: false };
    if (user.emailVerified === true && user.email !== undefined) {
      const claimed = await claimInvitations(deps.database(), uid, user.email, deps.now());
      reply = { claimed, emailVerified: true };
    }
    res.status(200).json(reply);
  },
);
