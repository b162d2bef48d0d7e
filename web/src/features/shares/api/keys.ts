export const sharesKeys = {
  /** A building's share links (the owner's configuration), for its members. */
  links: (buildingId: string) => ['shares', 'links', buildingId] as const,
  /** A share's public status and view, by token (the /iframe views). */
  view: (token: string) => ['shares', 'view', token] as const,
};
