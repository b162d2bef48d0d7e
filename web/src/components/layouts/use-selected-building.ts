import { useMatch } from 'react-router-dom';

/** The building the current route is about (detail or edit screens), if any. */
export function useSelectedBuildingId(): string | null {
  const detail = useMatch('/building/:buildingId/*');
  const editing = useMatch('/editing-building/:buildingId/*');
  return detail?.params.buildingId ?? editing?.params.buildingId ?? null;
}
