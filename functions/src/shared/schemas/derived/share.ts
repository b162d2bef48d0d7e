import { z } from 'zod';
import { UID_MAX } from '../stored/building-meta.js';
import { buildingGeneralSchema, type BuildingGeneral } from '../stored/building-general.js';
import { dbKeySchema, epochMsSchema, keySet, requiredText, strictObject } from '../common.js';
import { comparisonParametersSchema } from '../stored/comparison-parameters.js';
import { memberRoleSchema } from '../enums/account.js';
import { metricsStateSchema } from './metrics-measures.js';
import { metricsPartSchemas, type MetricsPart } from './metrics.js';
import { COMPARISON_PARTS, PERFORMANCE_PARTS, type FigureScreenParts } from './figure-screens.js';

/**
 * What a share link may show, in the order of its tabs: General Information, Building Performance
 * and Comparison. Never members, e-mail addresses, editor names, equipment (with its costs),
 * measures or the Asset Reliability screen: no section carries them.
 */
export const SHARE_SECTIONS = ['general', 'performance', 'comparison'] as const;
export const shareSectionSchema = z.enum(SHARE_SECTIONS);
export type ShareSection = z.infer<typeof shareSectionSchema>;

/** The chosen sections as a set `{general: true, ...}`; at least one. */
export const shareSectionsSchema = keySet(shareSectionSchema).refine(
  (sections) => Object.keys(sections).length > 0,
  'validation.mustBeSelected',
);
export type ShareSections = z.infer<typeof shareSectionsSchema>;

/** Bytes of randomness in a share token (256 bits: unguessable, RFC 4086 section 8). */
export const SHARE_TOKEN_BYTES = 32;

/**
 * A share token: {@link SHARE_TOKEN_BYTES} random bytes in base64url without padding (RFC 4648
 * section 5), 43 characters of `A-Z a-z 0-9 - _`, which are also valid database keys.
 */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'validation.outOfRange');

/**
 * `/shareLinks/{buildingId}/{token}`: the owner's configuration of one share link. Read by the
 * building's members, written by functions only.
 */
export const shareLinkSchema = strictObject({
  sections: shareSectionsSchema,
  createdAtMs: epochMsSchema,
  createdByUid: requiredText(UID_MAX),
  /** After this instant the link shows nothing (absent: it does not expire). */
  expiresAtMs: epochMsSchema.optional(),
  updatedAtMs: epochMsSchema,
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/**
 * `/shares/{token}/status`: readable by anyone who has the token, so an expired or revoked link
 * can say so. Written by functions only.
 */
export const shareStatusSchema = strictObject({
  createdAtMs: epochMsSchema,
  expiresAtMs: epochMsSchema.optional(),
  revokedAtMs: epochMsSchema.optional(),
});
export type ShareStatus = z.infer<typeof shareStatusSchema>;

/**
 * The fields of General Information a share shows: what the building is, how large and how old,
 * none that can point to a person. Left out: street, post code, free-form address, coordinates and
 * building number (they locate the building, which may be someone's home), the photo (people may
 * be on it) and everything of `meta` (owner, editor name and uid). Each keeps its schema of
 * `buildingGeneralSchema` in {@link shareGeneralSchema}.
 */
export const SHARE_GENERAL_FIELDS = [
  'name',
  'city',
  'state',
  'country',
  'orientation',
  'sustainabilityRatingScheme',
  'sustainabilityRating',
  'useType',
  'storeysAboveGround',
  'storeysBelowGround',
  'grossFloorAreaM2',
  'netUsableAreaM2',
  'internalFloorAreaM2',
  'floorToCeilingHeightM',
  'constructionYear',
  'constructionPeriod',
  'hasMajorRefurbishment',
  'refurbishmentYear',
  'operatingHoursPerYear',
  'currency',
] as const satisfies readonly (keyof BuildingGeneral)[];

type ShareGeneralField = (typeof SHARE_GENERAL_FIELDS)[number];
const generalShape = buildingGeneralSchema.shape;

/** General Information as a share shows it: {@link SHARE_GENERAL_FIELDS}, each as stored. */
export const shareGeneralSchema = strictObject(
  Object.fromEntries(SHARE_GENERAL_FIELDS.map((field) => [field, generalShape[field]])) as Pick<
    typeof generalShape,
    ShareGeneralField
  >,
);
export type ShareGeneral = z.infer<typeof shareGeneralSchema>;

type PartSchemas = typeof metricsPartSchemas;

/** A screen's parts as an object shape: each part's schema, optional when the screen's is. */
function screenShape<R extends MetricsPart, O extends MetricsPart>(
  screen: FigureScreenParts<R, O>,
): { [K in R]: PartSchemas[K] } & { [K in O]: z.ZodOptional<PartSchemas[K]> } {
  const shape: Record<string, z.ZodType> = {};
  for (const part of screen.required) shape[part] = metricsPartSchemas[part];
  for (const part of screen.optional) shape[part] = metricsPartSchemas[part].optional();
  return shape as { [K in R]: PartSchemas[K] } & { [K in O]: z.ZodOptional<PartSchemas[K]> };
}

/** The Building Performance tab's parts (`PERFORMANCE_PARTS`), as stored under `/metrics/{id}`. */
export const sharePerformanceSchema = strictObject(screenShape(PERFORMANCE_PARTS));
export type SharePerformance = z.infer<typeof sharePerformanceSchema>;

/**
 * The Comparison tab's parts (`COMPARISON_PARTS`). `benchmarks.peerSet` keeps only how many
 * buildings were chosen (not which: other owners' building ids stay private); `parameters` only the
 * sub-systems and monitored equipment types (no peer ids, no free-text equipment names); of the
 * measures only the building after them (`improved`), which the radar draws.
 */
export const shareComparisonSchema = strictObject({
  ...screenShape({ required: COMPARISON_PARTS.required, optional: [] }),
  // Absent when neither is chosen: the database stores no empty object.
  parameters: comparisonParametersSchema
    .pick({ subSystems: true, monitoredEquipment: true })
    .default({}),
  // The screen's optional `measures`, reduced to the building after them.
  improved: metricsStateSchema.optional(),
});
export type ShareComparison = z.infer<typeof shareComparisonSchema>;

/**
 * `/shares/{token}/view`: what the link shows, readable by anyone with the token until it expires
 * (the rules compare `status/expiresAtMs` with `now`), removed at once when it is revoked. A
 * section's figures are absent while the building has none computed.
 */
export const shareViewSchema = strictObject({
  title: requiredText(),
  sections: shareSectionsSchema,
  general: shareGeneralSchema.optional(),
  performance: sharePerformanceSchema.optional(),
  comparison: shareComparisonSchema.optional(),
  updatedAtMs: epochMsSchema,
});
export type ShareView = z.infer<typeof shareViewSchema>;

/** `POST {host}/shares/`: the owner creates a share link of a building. */
export const createShareRequestSchema = strictObject({
  buildingId: dbKeySchema,
  sections: shareSectionsSchema,
  expiresAtMs: epochMsSchema.optional(),
});
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

/** `PATCH {host}/shares/`: the owner changes what a link shows or when it expires. */
export const updateShareRequestSchema = strictObject({
  buildingId: dbKeySchema,
  token: shareTokenSchema,
  sections: shareSectionsSchema,
  /** Null: the link no longer expires. */
  expiresAtMs: epochMsSchema.nullable(),
});
export type UpdateShareRequest = z.infer<typeof updateShareRequestSchema>;

/** `DELETE {host}/shares/`: the owner revokes a link. */
export const revokeShareRequestSchema = strictObject({
  buildingId: dbKeySchema,
  token: shareTokenSchema,
});
export type RevokeShareRequest = z.infer<typeof revokeShareRequestSchema>;

/** The answer of POST and PATCH: the link's token and configuration. */
export const shareReplySchema = z.object({ token: shareTokenSchema, link: shareLinkSchema });
export type ShareReply = z.infer<typeof shareReplySchema>;

/** The answer of GET `?buildingId=`: the building's links by token and the caller's role. */
export const shareListReplySchema = z.object({
  links: z.record(z.string(), shareLinkSchema),
  role: memberRoleSchema,
});
export type ShareListReply = z.infer<typeof shareListReplySchema>;

/** The answer of DELETE: the token revoked. */
export const shareRevokedReplySchema = z.object({ revoked: shareTokenSchema });

/** Error reasons of the shares endpoint, translated by the web app (`shares:errors.<code>`). */
export const SHARE_ERROR_CODES = ['notOwner', 'notMember', 'noShare', 'expiryPast'] as const;
export type ShareErrorCode = (typeof SHARE_ERROR_CODES)[number];
