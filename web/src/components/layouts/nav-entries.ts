import { paths } from '@/config/paths';

export type NavEntryId =
  | 'building'
  | 'dashboard'
  | 'search'
  | 'messages'
  | 'settings'
  | 'performance'
  | 'comparison'
  | 'improve'
  | 'assetReliability'
  | 'edit';

export interface NavLinkEntry {
  id: NavEntryId;
  /** Null when the entry needs a selected building and none is selected. */
  href: string | null;
}

/** Portfolio-wide entries of spec 2.4. */
export function portfolioEntries(): NavLinkEntry[] {
  return [
    { id: 'building', href: paths.portfolio.getHref() },
    { id: 'dashboard', href: paths.dashboard.getHref() },
    { id: 'search', href: paths.search.getHref() },
    { id: 'messages', href: paths.messages.getHref() },
    { id: 'settings', href: paths.settings.getHref() },
  ];
}

/** Entries about one building (spec 2.4); disabled until a building is selected. */
export function buildingEntries(buildingId: string | null): NavLinkEntry[] {
  const link = (getHref: (id: string) => string) => (buildingId ? getHref(buildingId) : null);
  return [
    { id: 'performance', href: link(paths.buildingPerformance.getHref) },
    { id: 'comparison', href: link(paths.buildingComparison.getHref) },
    { id: 'improve', href: link(paths.buildingImprove.getHref) },
    { id: 'assetReliability', href: link(paths.buildingAssetReliability.getHref) },
    { id: 'edit', href: link(paths.editingBuilding.getHref) },
  ];
}
