/** Every route of the app in one place (spec 2.2); screens link through these, never by literal. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  register: { path: '/register', getHref: () => '/register' },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  portfolio: { path: '/building', getHref: () => '/building' },
  building: {
    path: '/building/:buildingId/*',
    getHref: (buildingId: string) => `/building/${encodeURIComponent(buildingId)}`,
  },
  buildingPerformance: {
    path: 'performance',
    getHref: (buildingId: string) => `/building/${encodeURIComponent(buildingId)}/performance`,
  },
  buildingComparison: {
    path: 'comparison',
    getHref: (buildingId: string) => `/building/${encodeURIComponent(buildingId)}/comparison`,
  },
  buildingImprove: {
    path: 'improve',
    getHref: (buildingId: string) => `/building/${encodeURIComponent(buildingId)}/improve`,
  },
  buildingAssetReliability: {
    path: 'asset-reliability',
    getHref: (buildingId: string) =>
      `/building/${encodeURIComponent(buildingId)}/asset-reliability`,
  },
  buildingEquipment: {
    path: 'equipment',
    getHref: (buildingId: string) => `/building/${encodeURIComponent(buildingId)}/equipment`,
    /** The register with its Add equipment form open (`?add=1`). */
    getAddHref: (buildingId: string) =>
      `/building/${encodeURIComponent(buildingId)}/equipment?add=1`,
  },
  /** One equipment's Asset Reliability page (spec 2.13), under the register. */
  buildingEquipmentItem: {
    path: ':equipmentId',
    getHref: (buildingId: string, equipmentId: string) =>
      `/building/${encodeURIComponent(buildingId)}/equipment/${encodeURIComponent(equipmentId)}`,
  },
  addingBuilding: { path: '/adding-building/*', getHref: () => '/adding-building' },
  editingBuilding: {
    path: '/editing-building/:buildingId/*',
    getHref: (buildingId: string) => `/editing-building/${encodeURIComponent(buildingId)}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  search: { path: '/search', getHref: () => '/search' },
  messages: { path: '/messages', getHref: () => '/messages' },
  settings: { path: '/settings', getHref: () => '/settings' },
  /** A share link's read-only views (spec 2.1): General Information, Performance, Comparison. */
  iframe: {
    path: '/iframe/*',
    getHref: (token: string, section?: 'performance' | 'comparison') =>
      `/iframe/${encodeURIComponent(token)}${section ? `/${section}` : ''}`,
  },
} as const;

/**
 * Spec 2.1: the share routes, `/iframe` and everything below it, are reachable without signing
 * in; any other path (`/building/abc/iframe` too) shows the Login screen to signed-out visitors.
 */
export function isPublicPath(pathname: string): boolean {
  return pathname === '/iframe' || pathname.startsWith('/iframe/');
}
