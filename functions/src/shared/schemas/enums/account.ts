import { z } from 'zod';

import { MUST_BE_SELECTED } from './must-be-selected.js';

/*
 * Lists of an account and its settings: member roles, languages, colour modes, currencies and unit systems (spec 9.2, 9.9; DESIGN.md section 3).
 * Stored as stable camelCase codes, shown through i18n (`enums.json`, key `<enumName>.<code>`), in
 * the spec's order. Never rename a code: stored data and the database rules refer to it.
 */

/** Role of a member of a building (DESIGN.md section 3). */
export const MEMBER_ROLES = ['owner', 'editor', 'viewer'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES, { error: MUST_BE_SELECTED });
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** Languages offered (spec 9.2); en is the default and fallback. */
export const LANGUAGES = ['en', 'cs', 'de'] as const;
export const languageSchema = z.enum(LANGUAGES, { error: MUST_BE_SELECTED });
export type LanguageCode = z.infer<typeof languageSchema>;

/** Colour modes of the Settings screen. */
export const THEMES = ['light', 'dark', 'system'] as const;
export const themeSchema = z.enum(THEMES, { error: MUST_BE_SELECTED });
export type ThemeCode = z.infer<typeof themeSchema>;

/**
 * Currencies a building's money can be in, as ISO 4217 codes: the dollar and the euro of spec 9.9
 * first, then the other currencies of European countries (Czech koruna, pound sterling, Swiss
 * franc, złoty, forint, leu, the Nordic crowns) and of the other markets a portfolio is likely to
 * span. Names are shown through `Intl.DisplayNames`, so adding a code needs no translation; the
 * database rules list the same codes.
 */
export const CURRENCIES = [
  'USD',
  'EUR',
  'CZK',
  'GBP',
  'CHF',
  'PLN',
  'HUF',
  'RON',
  'SEK',
  'DKK',
  'NOK',
  'ISK',
  'CAD',
  'AUD',
  'JPY',
] as const;
export const currencySchema = z.enum(CURRENCIES, { error: MUST_BE_SELECTED });
export type Currency = z.infer<typeof currencySchema>;

/** Unit systems of the Settings screen; values are stored in metric units either way. */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export const unitSystemSchema = z.enum(UNIT_SYSTEMS, { error: MUST_BE_SELECTED });
export type UnitSystem = z.infer<typeof unitSystemSchema>;
