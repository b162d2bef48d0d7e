import { onValue, ref, type Database, type Unsubscribe } from 'firebase/database';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import type { BuildingMeta } from '@shared/schemas/stored/building-meta';
import type { MemberRole } from '@shared/schemas/enums/account';
import type { ReportedYear } from '@shared/schemas/stored/reported-year';
import type { UseDetails } from '@shared/schemas/stored/use-details';
import { billMonthRange, type MonthRange } from '../utils/bill-months';

export interface BuildingState {
  meta: BuildingMeta | null;
  general: BuildingGeneral | null;
  members: Record<string, MemberRole>;
  /** First and last month with electricity or heating bills, if any. */
  billMonths: MonthRange | null;
  /** Annual figures imported files reported, by year (`reportedYears`). */
  reportedYears: Record<string, ReportedYear>;
  /** What the ENERGY STAR score models ask beyond the wizard (`useDetails`). */
  useDetails: UseDetails | null;
  /** Every part has answered at least once. */
  loaded: boolean;
  /** The building does not exist or the user is not a member. */
  denied: boolean;
}

type Part =
  | 'meta'
  | 'general'
  | 'members'
  | 'electricity'
  | 'heating'
  | 'reportedYears'
  | 'useDetails';
const PARTS: readonly Part[] = [
  'meta',
  'general',
  'members',
  'electricity',
  'heating',
  'reportedYears',
  'useDetails',
];

/**
 * Live view of what the building detail's general panel shows: meta, general, members and the
 * bill rows' months (`electricity/rows`, `heating/rows`) and the annual figures imported files
 * reported (`reportedYears`) and the use details (`useDetails`), each a small document.
 */
export function subscribeBuilding(
  database: Database,
  buildingId: string,
  onChange: (state: BuildingState) => void,
): Unsubscribe {
  const values: Partial<Record<Part, unknown>> = {};
  const answered = new Set<Part>();
  let denied = false;
  const publish = () => {
    const rows = (part: 'electricity' | 'heating') =>
      Object.values(
        (values[part] as { rows?: Record<string, { month: string }> } | null)?.rows ?? {},
      );
    onChange({
      meta: (values.meta as BuildingMeta | null) ?? null,
      general: (values.general as BuildingGeneral | null) ?? null,
      members: (values.members as Record<string, MemberRole> | null) ?? {},
      billMonths: billMonthRange(
        [...rows('electricity'), ...rows('heating')].map((row) => row.month),
      ),
      reportedYears: (values.reportedYears as Record<string, ReportedYear> | null) ?? {},
      useDetails: (values.useDetails as UseDetails | null) ?? null,
      loaded: answered.size === PARTS.length,
      denied: denied || (answered.has('meta') && !values.meta),
    });
  };
  const stops = PARTS.map((part) =>
    onValue(
      ref(database, `buildings/${buildingId}/${part}`),
      (snapshot) => {
        values[part] = snapshot.val();
        answered.add(part);
        publish();
      },
      () => {
        denied = true;
        answered.add(part);
        publish();
      },
    ),
  );
  return () => stops.forEach((stop) => stop());
}
