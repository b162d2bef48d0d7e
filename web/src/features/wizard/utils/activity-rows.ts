import { ACTIVITY_DAYS } from '@shared/schemas/enums/building';
import type { Activity, ActivityDayHours } from '@shared/schemas/stored/activity';
import type { Space } from '@shared/schemas/stored/space';
import type { SpaceUsageItem } from '@shared/schemas/stored/space-usage';
import type {
  ActivityStepForm,
  SpaceRow,
  SpaceUsageRow,
} from '@shared/schemas/stored/wizard-activity';
import { withoutUndefined } from '@shared/domain/common/without-undefined';

/** Key of a new list item: 32 hex digits, a valid database key (no `. # $ / [ ]`). */
export function newRowId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * A keyed list `{id: item}` as form rows, ordered by `order` (then by key, for equal orders);
 * each row keeps its key as `rowId` and drops `order`, which becomes the row's position.
 */
export function toFormRows<T extends { order: number }>(
  map: Readonly<Record<string, T>> | undefined,
): (Omit<T, 'order'> & { rowId: string })[] {
  return Object.entries(map ?? {})
    .sort(([keyA, a], [keyB, b]) => a.order - b.order || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([rowId, { order: _order, ...item }]) => ({ rowId, ...item }));
}

/**
 * Form rows as the keyed list to store: saved rows keep their key, new rows get `newId()`, and
 * `order` is the row's position (0, 1, 2 …). Empty fields are left out.
 */
export function toKeyedMap<R extends { rowId?: string | undefined }>(
  rows: readonly R[],
  newId: () => string,
): Record<string, Omit<R, 'rowId'> & { order: number }> {
  return Object.fromEntries(
    rows.map(({ rowId, ...item }, order) => [
      rowId ?? newId(),
      withoutUndefined({ ...item, order }),
    ]),
  );
}

/** Every day of the Activity step (all fields named), each not operating unless saved so. */
export function toActivityFormValues(stored: Activity | undefined): Activity {
  return {
    days: Object.fromEntries(
      ACTIVITY_DAYS.map((day) => [
        day,
        { start: undefined, end: undefined, ...(stored?.days[day] ?? { operates: false }) },
      ]),
    ),
  };
}

/** The activity to store: every day, with Start and End only on the days it operates. */
export function toStoredActivity(activity: Activity): Activity {
  const day = (hours: ActivityDayHours | undefined): ActivityDayHours =>
    hours?.operates
      ? withoutUndefined({ operates: true, start: hours.start, end: hours.end })
      : { operates: false };
  return {
    days: Object.fromEntries(ACTIVITY_DAYS.map((name) => [name, day(activity.days[name])])),
  };
}

interface StoredActivityStep {
  activity?: Activity | undefined;
  spaceUsage?: Readonly<Record<string, SpaceUsageItem>> | undefined;
  spaces?: Readonly<Record<string, Space>> | undefined;
}

/** The Activity step's form values from its three stored parts (any of them may be missing). */
export function toActivityStepForm(stored: StoredActivityStep | undefined): ActivityStepForm {
  return {
    activity: toActivityFormValues(stored?.activity),
    spaceUsage: toFormRows(stored?.spaceUsage).map((row) => ({ ...emptySpaceUsageRow(), ...row })),
    spaces: toFormRows(stored?.spaces).map((row) => ({ ...emptySpaceRow(), ...row })),
  };
}

/** The three parts to store from validated form values; new list items get `newId()` keys. */
export function toActivityStepValue(
  form: ActivityStepForm,
  newId: () => string,
): {
  activity: Activity;
  spaceUsage: Record<string, SpaceUsageItem>;
  spaces: Record<string, Space>;
} {
  return {
    activity: toStoredActivity(form.activity),
    spaceUsage: toKeyedMap(form.spaceUsage, newId),
    spaces: toKeyedMap(form.spaces, newId),
  };
}

/*
 * Blank rows name every field, even unset ones: react-hook-form compares the form with its
 * defaults key by key, so a row whose optional fields appear only once rendered would read as
 * edited right after a reset.
 */

/** A new, blank space-usage row (the user fills in the required fields). */
export function emptySpaceUsageRow(): Partial<SpaceUsageRow> {
  return {
    title: undefined,
    usageType: undefined,
    gfaPct: undefined,
    climateControl: undefined,
    fanType: undefined,
    hasHeatRecovery: undefined,
  };
}

/** A new space on the ground floor (the user fills in name, type and area). */
export function emptySpaceRow(): Partial<SpaceRow> {
  return {
    name: undefined,
    spaceType: undefined,
    areaM2: undefined,
    fromFloor: 0,
    toFloor: 0,
    operatingHoursPerWeek: undefined,
  };
}
