import { z } from 'zod';
import { UID_MAX } from './building-meta.js';
import { dbKeySchema, requiredText, strictObject } from './common.js';

/** Roles an owner may give; there is exactly one owner, the building's creator. */
export const INVITABLE_ROLES = ['editor', 'viewer'] as const;
export const invitableRoleSchema = z.enum(INVITABLE_ROLES, { error: 'validation.mustBeSelected' });

/** `POST {host}/users/members/`: make an existing account a member of a building. */
export const inviteMemberRequestSchema = strictObject({
  buildingId: dbKeySchema,
  email: z.email({ error: 'validation.email' }).max(254, 'validation.tooLong'),
  role: invitableRoleSchema,
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequestSchema>;

/** `DELETE {host}/users/members/`: remove a member (never the owner). */
export const removeMemberRequestSchema = strictObject({
  buildingId: dbKeySchema,
  uid: requiredText(UID_MAX),
});
export type RemoveMemberRequest = z.infer<typeof removeMemberRequestSchema>;

/** One member as `GET {host}/users/members/?buildingId=` lists it (and POST answers it). */
export const memberListingSchema = z.object({
  uid: z.string(),
  role: z.enum(['owner', 'editor', 'viewer']),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
});
export type MemberListing = z.infer<typeof memberListingSchema>;

/** The answer of `GET {host}/users/members/?buildingId=`. */
export const memberListReplySchema = z.object({ members: z.array(memberListingSchema) });

/** The answer of `DELETE {host}/users/members/`: the uid removed. */
export const memberRemovalReplySchema = z.object({ removed: z.string() });

/** Error codes of the members endpoint, translated by the web app (`members:errors.<code>`). */
export const MEMBER_ERROR_CODES = [
  'notOwner',
  'notMember',
  'noAccount',
  'cannotChangeOwner',
  'alreadyOwner',
] as const;
export type MemberErrorCode = (typeof MEMBER_ERROR_CODES)[number];
