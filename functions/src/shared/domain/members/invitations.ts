import type { MemberRole } from '../../schemas/enums/account.js';
import { invitationSchema, type Invitation } from '../../schemas/stored/invitation.js';
import { storedObject } from '../../schemas/stored-object.js';
import { MS_PER_DAY } from '../common/durations.js';

/*
 * Invitations by e-mail address (issue 32, "No enumeration"). Inviting never looks the address up:
 * every invitation is stored as pending, whether or not the address has an account, and becomes a
 * membership only when someone signs in with that address, verified (`claimUpdate`). The owner's
 * reply and members list are therefore the same for an address with an account and one without.
 */

/**
 * How long an invitation waits to be claimed: 30 days. Long enough for the person to hear of it
 * from the owner, register and confirm their address; short enough that an address that later
 * changes hands (a former colleague's mailbox given to a successor, a recycled free-mail address)
 * does not find old invitations waiting. Inviting the address again starts the 30 days anew.
 */
export const INVITATION_TTL_DAYS = 30;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * MS_PER_DAY;

/**
 * Pending invitations a building may have at once: an owner inviting a team needs tens; the cap
 * keeps a script or a stuck form from filling the database with invitations nobody claims.
 */
export const MAX_PENDING_INVITATIONS = 100;

/**
 * The address as invitations store and compare it: trimmed and in lower case, as Firebase Auth
 * compares addresses (`Ann@Example.com` and `ann@example.com` are one account).
 */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

// eslint-disable-next-line no-control-regex -- the database forbids control characters in keys
const KEY_ESCAPED = /[!,#$%?[\]/\u0000-\u001f\u007f]/g;

/**
 * The database key of an address: the normalised address with `.` written `,` (the usual Firebase
 * spelling: `ann.lee@x.cz` is `ann,lee@x,cz`), and `,` itself, `!`, the other characters a key
 * may not hold (`# $ [ ] /`, control characters) and those a REST URL would read otherwise (`%`,
 * `?`) written `!XX` (their code in hexadecimal), so that distinct addresses never share a key and
 * a key is the same in a REST URL as in the SDKs.
 */
export function invitationEmailKey(email: string): string {
  return normalisedEmail(email)
    .replace(
      KEY_ESCAPED,
      (character) => `!${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .replaceAll('.', ',');
}

/** When an invitation stops being claimable (ms since the epoch). */
export function invitationExpiresAtMs(invitation: Pick<Invitation, 'invitedAtMs'>): number {
  return invitation.invitedAtMs + INVITATION_TTL_MS;
}

export function isInvitationExpired(
  invitation: Pick<Invitation, 'invitedAtMs'>,
  nowMs: number,
): boolean {
  return nowMs >= invitationExpiresAtMs(invitation);
}

/** The two paths of one invitation: by address (for the claim) and by building (for the owner). */
export function invitationPaths(
  buildingId: string,
  emailKey: string,
): { byAddress: string; byBuilding: string } {
  return {
    byAddress: `invitations/${emailKey}/${buildingId}`,
    byBuilding: `buildingInvitations/${buildingId}/${emailKey}`,
  };
}

/** The multi-path update that stores (or renews) an invitation under both its paths. */
export function invitationWrite(
  buildingId: string,
  invitation: Invitation,
): Record<string, Invitation> {
  const { byAddress, byBuilding } = invitationPaths(
    buildingId,
    invitationEmailKey(invitation.email),
  );
  return { [byAddress]: invitation, [byBuilding]: invitation };
}

/** The multi-path update that removes an invitation from both its paths. */
export function invitationRemoval(buildingId: string, emailKey: string): Record<string, null> {
  const { byAddress, byBuilding } = invitationPaths(buildingId, emailKey);
  return { [byAddress]: null, [byBuilding]: null };
}

/** An invitation read back, with its key; null when the stored value is not an invitation. */
export function storedInvitation(value: unknown): Invitation | null {
  const parsed = invitationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A building's invitations (`/buildingInvitations/{buildingId}` as stored) split into those still
 * pending, by address, and the keys of those expired or not of the invitation's shape.
 */
export function sortInvitations(
  stored: unknown,
  nowMs: number,
): { pending: { emailKey: string; invitation: Invitation }[]; stale: string[] } {
  const pending: { emailKey: string; invitation: Invitation }[] = [];
  const stale: string[] = [];
  for (const [emailKey, value] of Object.entries(storedObject(stored))) {
    const invitation = storedInvitation(value);
    if (invitation === null || isInvitationExpired(invitation, nowMs)) stale.push(emailKey);
    else pending.push({ emailKey, invitation });
  }
  pending.sort((a, b) => a.invitation.email.localeCompare(b.invitation.email));
  return { pending, stale: stale.sort() };
}

/** What the claim knows of one building an address was invited to. */
export interface ClaimCandidate {
  buildingId: string;
  /** `/invitations/{emailKey}/{buildingId}` as stored. */
  stored: unknown;
  /** Whether the building still exists (a deleted building's invitations are only removed). */
  buildingExists: boolean;
  /** The claimant's role in the building now, null when not a member. */
  currentRole: MemberRole | null;
}

/**
 * The claim of an address's invitations by the account `uid` that signed in with it, verified:
 * one multi-path update that makes the account a member of each building with the invited role,
 * adds it to the account's portfolio (`/users/{uid}/buildings/{id}`) and removes every invitation
 * of the address (claimed, expired, malformed, or of a building that is gone). The owner's role is
 * never changed by an invitation. `claimed` lists the buildings joined, in order.
 */
export function claimUpdate(
  uid: string,
  emailKey: string,
  candidates: readonly ClaimCandidate[],
  nowMs: number,
): { update: Record<string, unknown>; claimed: string[] } {
  const update: Record<string, unknown> = {};
  const claimed: string[] = [];
  for (const { buildingId, stored, buildingExists, currentRole } of candidates) {
    Object.assign(update, invitationRemoval(buildingId, emailKey));
    const invitation = storedInvitation(stored);
    if (invitation === null || isInvitationExpired(invitation, nowMs)) continue;
    if (!buildingExists || currentRole === 'owner') continue;
    update[`buildings/${buildingId}/members/${uid}`] = invitation.role;
    update[`users/${uid}/buildings/${buildingId}`] = true;
    claimed.push(buildingId);
  }
  return { update, claimed: claimed.sort() };
}
