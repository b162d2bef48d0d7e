/** Query keys of the equipment feature; live subscriptions write under the same keys. */
export const equipmentKeys = {
  all: ['equipment'] as const,
  register: (buildingId: string) => ['equipment', 'register', buildingId] as const,
};
