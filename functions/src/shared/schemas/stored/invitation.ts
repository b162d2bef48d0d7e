import type { z } from 'zod';
import { UID_MAX } from './building-meta.js';
import { epochMsSchema, requiredText, strictObject } from '../common.js';
import { emailAddressSchema, invitableRoleSchema } from '../contracts/member-requests.js';

/**
 * A pending invitation to a building, stored twice with the same value by the `users` function
 * (functions only; no client reads or writes either path):
 * `/invitations/{emailKey}/{buildingId}`, found by the address when its owner signs in, and
 * `/buildingInvitations/{buildingId}/{emailKey}`, listed to the building's owner. `email` is the
 * normalised address (`normalisedEmail`), `emailKey` its database key (`invitationEmailKey`).
 */
export const invitationSchema = strictObject({
  email: emailAddressSchema,
  role: invitableRoleSchema,
  invitedByUid: requiredText(UID_MAX),
  invitedAtMs: epochMsSchema,
});
export type Invitation = z.infer<typeof invitationSchema>;
