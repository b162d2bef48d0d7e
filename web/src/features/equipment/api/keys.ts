/** Query keys of the equipment feature; live subscriptions write under the same keys. */
export const equipmentKeys = {
  all: ['equipment'] as const,
  register: (buildingId: string) => ['equipment', 'register', buildingId] as const,
  thumbnail: (buildingId: string, equipmentId: string) =>
    ['equipment', 'thumbnail', buildingId, equipmentId] as const,
};
