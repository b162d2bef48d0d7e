import { z } from 'zod';
import { dbKeySchema, strictObject } from '../common.js';
import { pvSystemSchema } from './renewables.js';

// The form edits the keyed map as a list: the row carries its key instead of `order`.
const { order: _order, ...pvSystemFields } = pvSystemSchema.shape;

/**
 * One row of the Renewable Energy step: a P.V. system as edited, `pvId` its database key (absent
 * for a system added in this edit); its position in the list becomes `order` on save.
 */
export const pvSystemRowSchema = strictObject({
  pvId: dbKeySchema.optional(),
  ...pvSystemFields,
}).check(
  z.superRefine(
    (row, ctx) => {
      // Reuse the stored schema's "angle or Unknown" rule: run it on the two angle pairs alone
      // (with a valid stand-in capacity), since zod skips refinements of an invalid object.
      const { inclineDeg, inclineUnknown, orientationDeg, orientationUnknown } = row;
      const pairs = { inclineDeg, inclineUnknown, orientationDeg, orientationUnknown };
      const stored = pvSystemSchema.safeParse({ ...pairs, capacityKwp: 1, order: 0 });
      for (const issue of stored.error?.issues ?? []) {
        if (issue.code === 'custom') {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
      }
    },
    // Also when other fields are invalid, so that the step shows every message at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  ),
);
export type PvSystemRow = z.infer<typeof pvSystemRowSchema>;

/** The Renewable Energy step (spec 3.10): the P.V. systems in display order. */
export const renewablesStepSchema = strictObject({ pvSystems: z.array(pvSystemRowSchema) });
export type RenewablesStep = z.infer<typeof renewablesStepSchema>;
