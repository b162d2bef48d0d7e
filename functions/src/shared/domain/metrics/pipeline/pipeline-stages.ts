/**
 * The stages of the metrics pipeline and the optional timing of each (the figures never depend
 * on it; `bench/metrics-recompute.bench.ts` prints them).
 */

/** Stage names of the pipeline, in order (for timings). */
export const PIPELINE_STAGES = [
  'calendarize',
  'model',
  'indicators',
  'weather',
  'history',
  'benchmarks',
  'details',
  'measures',
  'reliability',
  'store',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/**
 * A stopwatch over the stages: `lap(stage)` adds the time since the previous lap (or since the
 * start) to `stage`. Without a clock it records nothing.
 */
export function stageTimer(clock: (() => number) | undefined) {
  const timings: Partial<Record<PipelineStage, number>> = {};
  let mark = clock?.() ?? 0;
  const lap = (stage: PipelineStage) => {
    if (!clock) return;
    const now = clock();
    timings[stage] = (timings[stage] ?? 0) + (now - mark);
    mark = now;
  };
  return { timings, lap };
}
