import { z } from 'zod';
import { requiredText, strictObject } from './common.js';
import { UID_MAX } from './building-meta.js';
import { memberRoleSchema } from './enums/account.js';

/** `/buildings/{id}/members/{uid}`: the member's role, `'owner' | 'editor' | 'viewer'`. */
export const memberSchema = memberRoleSchema;
export type Member = z.infer<typeof memberSchema>;

/** `/buildings/{id}/members`: every member of a building by uid. */
export const membersSchema = z.record(requiredText(UID_MAX), memberRoleSchema, {
  error: 'validation.required',
});
export type Members = z.infer<typeof membersSchema>;

/** `/users/{uid}/buildings/{buildingId}`: `true`, an entry of the user's portfolio index. */
export const portfolioEntrySchema = z.literal(true, { error: 'validation.outOfRange' });
export type PortfolioEntry = z.infer<typeof portfolioEntrySchema>;

/** `/userIndex/{emailKey}`: the uid of the account with that e-mail (to invite by e-mail). */
export const userIndexEntrySchema = strictObject({ uid: requiredText(UID_MAX) });
export type UserIndexEntry = z.infer<typeof userIndexEntrySchema>;

/**
 * The `/userIndex` key of an e-mail address: trimmed, lower-case, with `.` (not allowed in
 * database keys) replaced by `,` (not allowed in e-mail addresses).
 */
export function emailIndexKey(email: string): string {
  return email.trim().toLowerCase().replaceAll('.', ',');
}
