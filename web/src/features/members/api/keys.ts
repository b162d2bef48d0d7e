export const membersKeys = {
  list: (buildingId: string) => ['members', buildingId] as const,
};
