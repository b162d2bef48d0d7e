import {
  improvementMeasureSchema,
  type ImprovementMeasure,
} from '@shared/schemas/stored/improvement-measure';

/** Parses `/measures/{buildingId}` as read: valid measures by id (others are left out). */
export function parseMeasures(value: unknown): Record<string, ImprovementMeasure> {
  const byId: Record<string, ImprovementMeasure> = {};
  if (value === null || typeof value !== 'object') return byId;
  for (const [id, stored] of Object.entries(value as Record<string, unknown>)) {
    const parsed = improvementMeasureSchema.safeParse(stored);
    if (parsed.success) byId[id] = parsed.data;
  }
  return byId;
}
