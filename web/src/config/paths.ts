/** A route without parameters: its link is its path. */
function page<P extends string>(path: P) {
  return { path, getHref: () => path };
}

/** `/building/{id}`: a building's General Information tab. */
const buildingHref = (buildingId: string) => `/building/${encodeURIComponent(buildingId)}`;

/** A building's tab, below `/building/{id}` (the building's route matches the rest). */
function buildingTab<S extends string>(segment: S) {
  return {
    path: segment,
    getHref: (buildingId: string) => `${buildingHref(buildingId)}/${segment}`,
  };
}

/**
 * Every path of the app's route table (`app/router.tsx`, spec 2.2) and the links to it: screens
 * link through these, never by literal.
 */
export const paths = {
  home: page('/'),
  register: page('/register'),
  termsOfService: page('/terms-of-service'),
  portfolio: page('/building'),
  building: { path: '/building/:buildingId/*', getHref: buildingHref },
  buildingPerformance: buildingTab('performance'),
  buildingComparison: buildingTab('comparison'),
  buildingImprove: buildingTab('improve'),
  buildingAssetReliability: buildingTab('asset-reliability'),
  buildingEquipment: {
    ...buildingTab('equipment'),
    /** The register with its Add equipment form open (`?add=1`). */
    getAddHref: (buildingId: string) => `${buildingHref(buildingId)}/equipment?add=1`,
  },
  /** One equipment's Asset Reliability page (spec 2.13), under the register. */
  buildingEquipmentItem: {
    path: ':equipmentId',
    getHref: (buildingId: string, equipmentId: string) =>
      `${buildingHref(buildingId)}/equipment/${encodeURIComponent(equipmentId)}`,
  },
  addingBuilding: { path: '/adding-building/*', getHref: () => '/adding-building' },
  editingBuilding: {
    path: '/editing-building/:buildingId/*',
    getHref: (buildingId: string) => `/editing-building/${encodeURIComponent(buildingId)}`,
  },
  dashboard: page('/dashboard'),
  search: page('/search'),
  messages: page('/messages'),
  settings: page('/settings'),
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
