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

/** One member as `GET {host}/users/members/?buildingId=` lists it. */
export interface MemberListing {
  uid: string;
  role: 'owner' | 'editor' | 'viewer';
  email: string | null;
  displayName: string | null;
}

/** Error codes of the members endpoint, translated by the web app (`members:errors.<code>`). */
export const MEMBER_ERROR_CODES = [
  'notOwner',
  'notMember',
  'noAccount',
  'cannotChangeOwner',
  'alreadyOwner',
] as const;
export type MemberErrorCode = (typeof MEMBER_ERROR_CODES)[number];
