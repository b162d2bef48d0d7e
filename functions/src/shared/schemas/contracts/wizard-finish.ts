import { z } from 'zod';
import { dbKeySchema } from '../common.js';
import { WIZARD_STEPS } from '../enums/building.js';

/**
 * `POST {host}/wizard/finish`: the building whose wizard is done. `all`: "Done All" (spec 4), every
 * step is recorded done, not only the Done step.
 */
export const wizardFinishRequestSchema = z.strictObject({
  buildingId: dbKeySchema,
  all: z.boolean().optional(),
});
export type WizardFinishRequest = z.infer<typeof wizardFinishRequestSchema>;

/** One step's state before Done: filled in and valid, not filled in, or with fields to correct. */
export const stepCheckSchema = z.object({
  step: z.enum(WIZARD_STEPS).exclude(['done']),
  state: z.enum(['valid', 'missing', 'invalid']),
  /** Number of problems found (0 unless invalid). */
  issues: z.int().min(0),
});
export type StepCheck = z.infer<typeof stepCheckSchema>;

/** The answer of `POST {host}/wizard/finish`: the building is Permanent, with its step checks. */
export const wizardFinishReplySchema = z.object({
  status: z.literal('permanent'),
  checks: z.array(stepCheckSchema),
});
export type WizardFinishReply = z.infer<typeof wizardFinishReplySchema>;
