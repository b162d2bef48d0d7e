import { z } from 'zod';
import { requiredText } from '../common.js';
import { UID_MAX } from './building-meta.js';
import { memberRoleSchema } from '../enums/account.js';

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
