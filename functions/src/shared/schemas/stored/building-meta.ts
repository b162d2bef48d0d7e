import type { z } from 'zod';
import { epochMsSchema, keySet, numberIn, requiredText, strictObject } from '../common.js';
import { buildingStatusSchema, wizardStepSchema } from '../enums/building.js';

/** Firebase Auth uids are at most 128 characters. */
export const UID_MAX = 128;

/** Longest external id (`<namespace>:<id>`) kept on a building's meta. */
export const EXTERNAL_ID_MAX = 200;

/** Longest import id kept on a building's meta (push ids are 20 characters). */
export const IMPORT_ID_MAX = 64;

/** Wizard progress: the current step, the steps done (`{step: true}`) and the percentage (0–100 %). */
export const wizardProgressSchema = strictObject({
  step: wizardStepSchema,
  done: keySet(wizardStepSchema).optional(),
  percent: numberIn(0, 100),
});
export type WizardProgress = z.infer<typeof wizardProgressSchema>;

/**
 * `/buildings/{id}/meta`: bookkeeping of a building (spec 3.1 Bookkeeping). `ownerUid` and
 * `createdAtMs` never change; times are ms since the epoch (UTC); `status` follows
 * `buildingStatusFor` (domain/building-status.ts).
 */
export const buildingMetaSchema = strictObject({
  ownerUid: requiredText(UID_MAX),
  status: buildingStatusSchema,
  createdAtMs: epochMsSchema,
  updatedAtMs: epochMsSchema,
  editedBy: requiredText().optional(),
  editedByUid: requiredText(UID_MAX).optional(),
  wizard: wizardProgressSchema,
  /**
   * Id of the building in the registry it was imported from, `<namespace>:<id>` (e.g.
   * `espm:499045`, see `ExternalIdNamespace` in domain/building-import/columns.ts); a re-import
   * matches on it.
   */
  externalId: requiredText(EXTERNAL_ID_MAX).optional(),
  /**
   * The import that created the building (`/imports/{uid}/{importId}`), set by the import only
   * (the rules let a client keep it, never set or change it): that import lists the building,
   * writes its summary and asks for its figures, so its creation fires no function.
   */
  importId: requiredText(IMPORT_ID_MAX).optional(),
  /**
   * The user who created the building one at a time (the wizard's first save), written with the
   * building and never changed: its creation fires `onBuildingCreated`, which lists the building
   * in its members' copies and asks for its figures. The rules demand it of a client creating a
   * building; an import's buildings have `importId` instead.
   */
  createdBy: requiredText(UID_MAX).optional(),
});
export type BuildingMeta = z.infer<typeof buildingMetaSchema>;
