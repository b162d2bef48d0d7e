import { z } from 'zod';
import { ENERGY_STAR_PROPERTY_TYPES } from '../../constants/energy-star-score-models.js';
import { strictObject } from '../common.js';

/**
 * `benchmarks.energyStar` of `/metrics/{id}`: the estimated ENERGY STAR score
 * (domain/metrics/benchmarks/energy-star-estimate.ts, docs/methodology.md §2.4), or why there is
 * none. Inputs are in the models' U.S. units; yes/no inputs as booleans.
 */
export const metricsEnergyStarSchema = z.discriminatedUnion('status', [
  strictObject({
    status: z.literal('unavailable'),
    reason: z.enum(['notUnitedStates', 'useType', 'noSourceEui', 'noFloorArea']),
  }),
  strictObject({
    status: z.literal('estimated'),
    propertyType: z.enum(ENERGY_STAR_PROPERTY_TYPES),
    score: z.int().min(1).max(100).optional(),
    ratio: z.number().optional(),
    actualSourceEuiKbtuPerFt2: z.number(),
    predictedSourceEuiKbtuPerFt2: z.number().optional(),
    inputs: z.array(
      strictObject({
        input: z.string(),
        value: z.union([z.number(), z.boolean()]),
        basis: z.enum(['described', 'climate', 'assumed']),
      }),
    ),
    /** Inputs the score lacks (absent when none: empty values are not stored). */
    missing: z.array(z.string()).optional(),
    eligible: z.boolean().optional(),
    /** Eligibility rules the building fails (absent when none). */
    ineligibleRules: z.array(z.string()).optional(),
    modelVersion: z.string(),
  }),
]);
export type MetricsEnergyStar = z.infer<typeof metricsEnergyStarSchema>;
