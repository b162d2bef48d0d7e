import { equipmentSchema } from '../../schemas/stored/equipment.js';
import type { EquipmentImportField } from './columns.js';
import type { EquipmentImportRow, EquipmentRowIssue } from './map-row.js';
import { MS_PER_DAY } from '../common/durations.js';

/** A stored equipment record, as read from `/equipment/{buildingId}/{equipmentId}`. */
export type StoredEquipment = Record<string, unknown>;

/** What became of one accepted row. */
export interface EquipmentImportEntry {
  line: number;
  equipmentId: string;
  assetId: string;
  action: 'created' | 'updated' | 'unchanged';
}

/** The import's one multi-path update and what it does, row by row. */
export interface EquipmentImportPlan {
  /** Paths below the database root and their values: stored whole or not at all. */
  update: Record<string, unknown>;
  entries: EquipmentImportEntry[];
  skipped: EquipmentRowIssue[];
  created: number;
  updated: number;
  unchanged: number;
}

/** Days of a Julian year (IAU): warranty years from an end date. */
const DAYS_PER_YEAR = 365.25;

/** Years between two "YYYY-MM-DD" dates, to two decimals (a 5-year warranty gives 5). */
export function yearsBetween(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY;
  return Math.round((days / DAYS_PER_YEAR) * 100) / 100;
}

/** Equipment IDs compare trimmed and case-insensitively ("AHU-01" is "ahu-01 "). */
const idKey = (assetId: string) => assetId.trim().toLowerCase();

/** The first issue of a failed validation, as a fully qualified i18n key and its field. */
function validationIssue(
  line: number,
  issue: { path: PropertyKey[]; message: string },
  columns: ReadonlyMap<string, string>,
  record: Record<string, unknown>,
): EquipmentRowIssue {
  const field = String(issue.path[0] ?? '');
  const [namespace, ...key] = issue.message.split('.');
  const reason = namespace === 'validation' ? `validation:${key.join('.')}` : issue.message;
  const column = columns.get(field);
  const value = record[field];
  return {
    line,
    reason,
    ...(column ? { column } : {}),
    ...(value !== undefined && typeof value !== 'object' ? { value: String(value) } : {}),
  };
}

export interface EquipmentPlanInput {
  buildingId: string;
  rows: readonly EquipmentImportRow[];
  /** The building's stored equipment by id. */
  stored: Readonly<Record<string, StoredEquipment>>;
  /** The header of each field's column, for the reasons of skipped rows. */
  columns: ReadonlyMap<EquipmentImportField | string, string>;
  newEquipmentId: () => string;
}

/**
 * Plans an import: a row whose Equipment ID is that of a stored record of the building updates
 * that record's fields the row gives (never its logs, alerts, issues, tasks or obsolescence,
 * which no column fills; a sub-system inferred from the type does not replace a stored one); a
 * row with the same values as stored is unchanged and writes nothing; other rows are created under
 * new ids. A Warranty end date becomes the Warranty Period from the commissioning, else install
 * date (of the row, else stored). Each record as it would be stored is validated with
 * `equipmentSchema`; a row that fails, or repeats an Equipment ID of an earlier row, is skipped
 * with its line and reason.
 */
export function planEquipmentImport(input: EquipmentPlanInput): EquipmentImportPlan {
  const byAssetId = new Map<string, string>();
  for (const id of Object.keys(input.stored).sort()) {
    const assetId = input.stored[id]?.assetId;
    if (typeof assetId === 'string' && !byAssetId.has(idKey(assetId))) {
      byAssetId.set(idKey(assetId), id);
    }
  }
  const plan: EquipmentImportPlan = {
    update: {},
    entries: [],
    skipped: [],
    created: 0,
    updated: 0,
    unchanged: 0,
  };
  const seen = new Map<string, number>();
  for (const row of input.rows) {
    const skip = (issue: Omit<EquipmentRowIssue, 'line'>) =>
      plan.skipped.push({ line: row.line, ...issue });
    const { warrantyEndsOn, ...given } = row.values;
    const assetId = typeof given.assetId === 'string' ? given.assetId : '';
    if (assetId !== '') {
      const first = seen.get(idKey(assetId));
      if (first !== undefined) {
        skip({
          reason: 'equipmentImport:reason.duplicateInFile',
          column: input.columns.get('assetId') ?? '',
          value: `${assetId} (${first})`,
        });
        continue;
      }
      seen.set(idKey(assetId), row.line);
    }
    const storedId = assetId === '' ? undefined : byAssetId.get(idKey(assetId));
    const stored = storedId === undefined ? undefined : input.stored[storedId];
    const values: Record<string, unknown> = { ...given };
    if (stored?.assetId !== undefined) values.assetId = stored.assetId;
    if (row.subSystemInferred && stored?.subSystem !== undefined) delete values.subSystem;
    const merged: Record<string, unknown> = { ...stored, ...values };
    if (typeof warrantyEndsOn === 'string' && values.warrantyYears === undefined) {
      const start = merged.commissionedOn ?? merged.installedOn;
      if (typeof start !== 'string') {
        skip({
          reason: 'equipmentImport:reason.warrantyNeedsStart',
          column: input.columns.get('warrantyEndsOn') ?? '',
          value: warrantyEndsOn,
        });
        continue;
      }
      if (warrantyEndsOn < start) {
        skip({
          reason: 'equipmentImport:reason.warrantyBeforeStart',
          column: input.columns.get('warrantyEndsOn') ?? '',
          value: warrantyEndsOn,
        });
        continue;
      }
      values.warrantyYears = yearsBetween(start, warrantyEndsOn);
      merged.warrantyYears = values.warrantyYears;
    }
    const checked = equipmentSchema.safeParse(merged);
    if (!checked.success) {
      const first = checked.error.issues[0]!;
      plan.skipped.push(validationIssue(row.line, first, input.columns, merged));
      continue;
    }
    if (storedId === undefined || stored === undefined) {
      const equipmentId = input.newEquipmentId();
      plan.update[`equipment/${input.buildingId}/${equipmentId}`] = values;
      plan.entries.push({ line: row.line, equipmentId, assetId, action: 'created' });
      plan.created += 1;
      continue;
    }
    const changed = Object.entries(values).filter(([field, value]) => stored[field] !== value);
    for (const [field, value] of changed) {
      plan.update[`equipment/${input.buildingId}/${storedId}/${field}`] = value;
    }
    const action = changed.length > 0 ? 'updated' : 'unchanged';
    plan.entries.push({
      line: row.line,
      equipmentId: storedId,
      assetId: String(stored.assetId),
      action,
    });
    plan[action] += 1;
  }
  return plan;
}
