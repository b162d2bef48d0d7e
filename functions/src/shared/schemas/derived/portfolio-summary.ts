import { z } from 'zod';
import {
  SHORT_TEXT_MAX,
  epochMsSchema,
  numberIn,
  positive,
  requiredText,
  strictObject,
} from '../common.js';
import { UID_MAX } from '../stored/building-meta.js';
import { buildingStatusSchema, useTypeSchema } from '../enums/building.js';
import { currencySchema, memberRoleSchema } from '../enums/account.js';

/** A text of at most `SHORT_TEXT_MAX` characters that may be empty (an address part not given). */
const shortText = () =>
  z.string({ error: 'validation.required' }).max(SHORT_TEXT_MAX, 'validation.tooLong');

/**
 * The building's headline figures as last computed (`/metrics/{id}`), kept in its summaries so
 * that a portfolio shows which figures are up to date (progress of a large import's recomputes)
 * and a dashboard totals them without reading every building. `inputUpdatedAtMs` is the
 * building's `meta.updatedAtMs` they were computed from (the first part of `inputVersion`):
 * older than the summary's `updatedAtMs`, the figures are being recomputed. Energy in kWh over
 * the analysis year, EUI in kWh/m²/yr, CO2 in kg, cost in the summary's `currency`.
 */
export const portfolioFiguresSchema = strictObject({
  inputUpdatedAtMs: numberIn(0, Number.MAX_SAFE_INTEGER),
  computedAtMs: epochMsSchema,
  siteKwh: numberIn(0, Number.MAX_VALUE),
  siteEuiKwhPerM2: numberIn(0, Number.MAX_VALUE).optional(),
  co2Kg: z.number(),
  cost: z.number().optional(),
});
export type PortfolioFigures = z.infer<typeof portfolioFiguresSchema>;

/**
 * `/portfolios/{uid}/{buildingId}` (written by functions only, read by that user): one building of
 * a user's portfolio as the Portfolio screen (spec 2.5: Title, Street, Created At, Status; the
 * cards' city and use type; the quick search) and a portfolio dashboard (counts by status, use
 * type and role, floor area, a map, totals per currency) need it, so that a portfolio opens with
 * one listen instead of two per building. Built from the building's `meta` and `general` and the
 * user's role by `portfolioSummaryOf` (domain/portfolio-summary.ts); nothing private (no members,
 * e-mails or editor names); the headline `figures` once computed.
 *
 * Texts are empty when the building has none; `title` is the Title, else the Building Name.
 * Times are ms since the epoch (UTC), `grossFloorAreaM2` in m², coordinates in degrees (WGS 84),
 * `wizardPercent` 0–100 %. `currency` (ISO 4217) is the building's, as `buildingCurrencyOf`
 * reads it for its figures, so totals across buildings can be given per currency.
 */
export const portfolioSummarySchema = strictObject({
  title: shortText(),
  street: shortText(),
  city: shortText(),
  /** ISO 3166-1 alpha-2, or empty. */
  country: z
    .string({ error: 'validation.required' })
    .regex(/^([A-Z]{2})?$/, 'validation.mustBeSelected'),
  useType: useTypeSchema.optional(),
  status: buildingStatusSchema,
  createdAtMs: epochMsSchema,
  updatedAtMs: epochMsSchema,
  ownerUid: requiredText(UID_MAX),
  /** The role of the user whose portfolio this is. */
  role: memberRoleSchema,
  grossFloorAreaM2: positive().optional(),
  latitudeDeg: numberIn(-90, 90).optional(),
  longitudeDeg: numberIn(-180, 180).optional(),
  currency: currencySchema,
  /** `meta.wizard.percent`; absent when the building was stored without wizard progress. */
  wizardPercent: numberIn(0, 100).optional(),
  figures: portfolioFiguresSchema.optional(),
});
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;
