import { z } from 'zod';
import { UID_MAX } from '../stored/building-meta.js';
import { dbKeySchema, requiredText, strictObject } from '../common.js';

/** Roles an owner may give; there is exactly one owner, the building's creator. */
export const INVITABLE_ROLES = ['editor', 'viewer'] as const;
export const invitableRoleSchema = z.enum(INVITABLE_ROLES, { error: 'validation.mustBeSelected' });

/** An e-mail address, at most 254 characters (RFC 5321's limit on a path). */
export const emailAddressSchema = z
  .email({ error: 'validation.email' })
  .max(254, 'validation.tooLong');

/**
 * `POST {host}/users/members/`: invite an address to a building as editor or viewer. The address
 * is never looked up: it becomes a pending invitation, claimed when someone signs in with it,
 * verified (`POST {host}/users/invitations/`).
 */
export const inviteMemberRequestSchema = strictObject({
  buildingId: dbKeySchema,
  email: emailAddressSchema,
  role: invitableRoleSchema,
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequestSchema>;

/** The answer of `POST {host}/users/members/`: the same for every address, account or not. */
export const invitationReplySchema = strictObject({
  invited: z.string(),
  role: invitableRoleSchema,
});
export type InvitationReply = z.infer<typeof invitationReplySchema>;

/**
 * `DELETE {host}/users/members/`: remove a member by uid (never the owner), or withdraw a pending
 * invitation by its address.
 */
export const removeMemberRequestSchema = z.union([
  strictObject({ buildingId: dbKeySchema, uid: requiredText(UID_MAX) }),
  strictObject({
    buildingId: dbKeySchema,
    email: emailAddressSchema,
  }),
]);
export type RemoveMemberRequest = z.infer<typeof removeMemberRequestSchema>;

/** One member as `GET {host}/users/members/?buildingId=` lists it. */
export const memberListingSchema = z.object({
  uid: z.string(),
  role: z.enum(['owner', 'editor', 'viewer']),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
});
export type MemberListing = z.infer<typeof memberListingSchema>;

/** A pending invitation as the owner's members list shows it (`expiresAtMs`: no claim after). */
export const pendingInvitationSchema = z.object({
  email: z.string(),
  role: invitableRoleSchema,
  invitedAtMs: z.number(),
  expiresAtMs: z.number(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/**
 * The answer of `GET {host}/users/members/?buildingId=`: the members, and the pending invitations
 * when the owner asks (empty for other members: the addresses invited are the owner's business).
 */
export const memberListReplySchema = z.object({
  members: z.array(memberListingSchema),
  invitations: z.array(pendingInvitationSchema),
});

/** The answer of `DELETE {host}/users/members/`: the uid removed or the address uninvited. */
export const memberRemovalReplySchema = z.object({ removed: z.string() });

/**
 * The answer of `POST {host}/users/invitations/`, called once per session after sign-in: the
 * buildings joined by claiming the invitations of the caller's address (empty when none waited or
 * the address is not verified; which of the two is not told).
 */
export const claimInvitationsReplySchema = z.object({
  claimed: z.array(z.string()),
  emailVerified: z.boolean(),
});
export type ClaimInvitationsReply = z.infer<typeof claimInvitationsReplySchema>;

/** Error codes of the members endpoint, translated by the web app (`members:errors.<code>`). */
export const MEMBER_ERROR_CODES = [
  'notOwner',
  'notMember',
  'noInvitation',
  'tooManyInvitations',
  'cannotChangeOwner',
  'alreadyOwner',
] as const;
export type MemberErrorCode = (typeof MEMBER_ERROR_CODES)[number];
