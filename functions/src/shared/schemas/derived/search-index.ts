import { z } from 'zod';
import { SHORT_TEXT_MAX, dbKeySchema, optionalText, strictObject } from '../common.js';
import { subSystemSchema } from '../enums/equipment.js';

/** A text of at most `SHORT_TEXT_MAX` characters that may be empty (a part not given). */
const shortText = () =>
  z.string({ error: 'validation.required' }).max(SHORT_TEXT_MAX, 'validation.tooLong');

/** What search needs of one equipment: its Equipment ID, Name, Type and Manufacturer. */
export const searchIndexEquipmentSchema = strictObject({
  /** The Equipment ID as the user typed it (`assetId`). */
  assetId: z.string({ error: 'validation.required' }).max(100, 'validation.tooLong'),
  name: shortText(),
  type: z.string({ error: 'validation.required' }).max(100, 'validation.tooLong'),
  manufacturer: optionalText(),
});
export type SearchIndexEquipment = z.infer<typeof searchIndexEquipmentSchema>;

/** What search needs of one improvement measure: its name and sub-system. */
export const searchIndexMeasureSchema = strictObject({
  name: shortText(),
  subSystem: subSystemSchema.optional(),
});
export type SearchIndexMeasure = z.infer<typeof searchIndexMeasureSchema>;

/**
 * `/searchIndex/{uid}/{buildingId}` (written by functions only, read by that user): what the
 * Search screen needs of one building of the user's portfolio, so that it searches every
 * building, equipment and measure the user may read with one listen and never reads the
 * buildings themselves. Built by `searchIndexEntryOf` (domain/search-index.ts) from the
 * building's `general`, `/equipment/{id}` and `/measures/{id}`; nothing private (no members,
 * e-mails, costs or figures). Texts are empty when the building has none; `title` is the Title,
 * else the Building Name (`buildingTitleOf`), `name` the Building Name when it differs from it.
 * `country` is ISO 3166-1 alpha-2 or empty. Maps are absent when empty (the database stores no
 * empty object).
 */
export const searchIndexEntrySchema = strictObject({
  title: shortText(),
  name: optionalText(),
  buildingNumber: shortText(),
  street: shortText(),
  postCode: shortText(),
  city: shortText(),
  country: z
    .string({ error: 'validation.required' })
    .regex(/^([A-Z]{2})?$/, 'validation.mustBeSelected'),
  equipment: z.record(dbKeySchema, searchIndexEquipmentSchema).optional(),
  measures: z.record(dbKeySchema, searchIndexMeasureSchema).optional(),
});
export type SearchIndexEntry = z.infer<typeof searchIndexEntrySchema>;
