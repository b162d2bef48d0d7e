export const wizardKeys = {
  building: (buildingId: string) => ['wizard', 'building', buildingId] as const,
};
