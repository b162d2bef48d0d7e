import { z } from 'zod';
import { dbKeySchema, monthSchema, optionalText, strictObject } from '../common.js';
import { seriesScopeSchema, seriesSourceSchema, seriesUnitSchema } from '../enums/series.js';

/** Minutes in the longest month (31 days): offsets within a chunk are 0 … 44,639. */
export const MINUTES_IN_LONGEST_MONTH = 31 * 24 * 60;

/**
 * `/series/{buildingId}/{seriesId}/meta`: a historized series (spec 3.11). A sub-system scope
 * (every scope but `overall`) names the equipment it meters; `intervalMinutes` is the nominal
 * spacing of points (1 … 44,640; absent for irregular data).
 */
export const seriesMetaSchema = strictObject({
  scope: seriesScopeSchema,
  equipmentId: dbKeySchema.optional(),
  unit: seriesUnitSchema,
  source: seriesSourceSchema,
  intervalMinutes: z
    .int({ error: 'validation.required' })
    .min(1, 'validation.outOfRange')
    .max(MINUTES_IN_LONGEST_MONTH, 'validation.outOfRange')
    .optional(),
  title: optionalText(),
}).superRefine((meta, ctx) => {
  if (meta.scope !== 'overall' && meta.equipmentId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['equipmentId'], message: 'validation.mustBeSelected' });
  }
});
export type SeriesMeta = z.infer<typeof seriesMetaSchema>;

/** The key of a chunk: its month, `"YYYY-MM"` (UTC). */
export const seriesChunkKeySchema = monthSchema;

/**
 * `/series/{buildingId}/{seriesId}/chunks/{yyyy-mm}`: the points of one month as two parallel
 * lists, `t[i]` minutes since the start of the month (UTC, 0 … 44,639) and `v[i]` the value in
 * the series' unit. Both lists have the same length (the database stores them as index-keyed
 * maps).
 */
export const seriesChunkSchema = strictObject({
  t: z.array(
    z
      .int({ error: 'validation.required' })
      .min(0, 'validation.outOfRange')
      .max(MINUTES_IN_LONGEST_MONTH - 1, 'validation.outOfRange'),
    { error: 'validation.required' },
  ),
  v: z.array(z.number({ error: 'validation.required' }), { error: 'validation.required' }),
}).refine((chunk) => chunk.t.length === chunk.v.length, {
  path: ['v'],
  message: 'validation.outOfRange',
});
export type SeriesChunk = z.infer<typeof seriesChunkSchema>;
