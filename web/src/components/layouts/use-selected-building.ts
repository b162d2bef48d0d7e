import { useMatch } from 'react-router-dom';

/** The building the current route is about (detail or edit screens), if any. */
export function useSelectedBuildingId(): string | null {
  const detail = useMatch('/building/:buildingId/*');
  const editing = useMatch('/editing-building/:buildingId/*');
  const adding = useMatch('/adding-building/:buildingId/*');
  const added = adding?.params.buildingId;
  // `/adding-building/new/...` and `/adding-building/search` name no building yet.
  const created = added && added !== 'new' && added !== 'search' ? added : null;
  return detail?.params.buildingId ?? editing?.params.buildingId ?? created ?? null;
}
