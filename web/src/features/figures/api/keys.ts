/** Query keys of the metrics feature; live subscriptions write under the same keys. */
export const metricsKeys = {
  all: ['metrics'] as const,
  part: (buildingId: string, part: string) => ['metrics', 'part', buildingId, part] as const,
};
