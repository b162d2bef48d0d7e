/** Query keys of the buildings feature; live subscriptions write under the same keys. */
export const buildingsKeys = {
  all: ['buildings'] as const,
  portfolio: (uid: string) => ['buildings', 'portfolio', uid] as const,
  detail: (buildingId: string) => ['buildings', 'detail', buildingId] as const,
  name: (buildingId: string) => ['buildings', 'name', buildingId] as const,
  thumbnail: (buildingId: string) => ['buildings', 'thumbnail', buildingId] as const,
};
