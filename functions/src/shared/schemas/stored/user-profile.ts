import type { z } from 'zod';
import { optionalText, strictObject } from '../common.js';
import { currencySchema, languageSchema, themeSchema, unitSystemSchema } from '../enums/account.js';

/**
 * `/users/{uid}/profile`: Settings of a user. Money is shown in `currency`; values are stored in
 * metric units and shown in `units`.
 */
export const userProfileSchema = strictObject({
  displayName: optionalText(100),
  language: languageSchema,
  theme: themeSchema,
  currency: currencySchema,
  units: unitSystemSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;
