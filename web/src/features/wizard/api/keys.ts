export const wizardKeys = {
  building: (buildingId: string) => ['wizard', 'building', buildingId] as const,
  photo: (buildingId: string) => ['wizard', 'photo', buildingId] as const,
  series: (buildingId: string, seriesId: string) =>
    ['wizard', 'series', buildingId, seriesId] as const,
};
