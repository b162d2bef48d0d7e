import type { z } from 'zod';
import { buildingMetricsSchema } from '@shared/schemas/metrics';

/**
 * The parts of `/metrics/{buildingId}` a screen may read alone, each with its schema: a screen
 * listens to the parts it shows, never to the whole document (reliability alone can be large).
 */
const SHAPE = buildingMetricsSchema.shape;
export const METRICS_PART_SCHEMAS = {
  period: SHAPE.period,
  climate: SHAPE.climate,
  energy: SHAPE.energy,
  history: SHAPE.history,
  weather: SHAPE.weather,
  quality: SHAPE.quality,
  benchmarks: SHAPE.benchmarks,
  measures: SHAPE.measures,
  reliability: SHAPE.reliability,
  loads: SHAPE.loads,
} as const;
export type MetricsPart = keyof typeof METRICS_PART_SCHEMAS;
export type MetricsPartValue<P extends MetricsPart> = NonNullable<
  z.infer<(typeof METRICS_PART_SCHEMAS)[P]>
>;
