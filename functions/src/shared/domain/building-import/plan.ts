import type { BuildingGeneral } from '../../schemas/building-general.js';
import { foldText } from '../registry-search.js';
import type { ImportedBuilding, RowIssue } from './map-row.js';

/** A building the user already owns, as far as matching needs it. */
export interface ExistingBuilding {
  id: string;
  externalId?: string;
  general?: Partial<BuildingGeneral>;
}

/** What to do with the accepted rows: create new buildings, update matched ones. */
export interface ImportPlan {
  creates: ImportedBuilding[];
  updates: { buildingId: string; building: ImportedBuilding }[];
  /** Rows that repeat an earlier row of the same file (by id, else by name and address). */
  duplicates: RowIssue[];
}

/**
 * Key of a building by name and address: folded name, street and post code (or city when there
 * is no post code), so that `120243 E True Lane` and `120243 e. true lane` meet. Null without a
 * name.
 */
export function nameAddressKey(general: Partial<BuildingGeneral>): string | null {
  if (!general.name) return null;
  const place = general.postCode ? foldText(general.postCode) : foldText(general.city ?? '');
  return `${foldText(general.name)}|${foldText(general.street ?? '')}|${place}`;
}

/**
 * Matches accepted rows against the user's own buildings: by external id when the row has one
 * (a building imported before from the same registry), else by name and address. A row whose id
 * (or, without id, whose name and address) an earlier row of the file already had is a duplicate:
 * the first one wins and the others are reported with `import.duplicateId` / `import.duplicateRow`.
 * A building that has a different id of the same kind is never matched by name and address.
 * A row never matches a building another row of the file already matched.
 */
export function planImport(
  rows: readonly ImportedBuilding[],
  existing: readonly ExistingBuilding[],
  idColumn?: { index: number; header: string },
): ImportPlan {
  const byExternalId = new Map<string, string>();
  for (const building of existing) {
    if (building.externalId) byExternalId.set(building.externalId, building.id);
  }
  // Keyed only when a row first needs it: a re-import matches every row by its id.
  let byNameAddress: Map<string, ExistingBuilding> | null = null;
  const sameNameAddress = (key: string): ExistingBuilding | undefined => {
    if (byNameAddress === null) {
      byNameAddress = new Map();
      for (const building of existing) {
        const known = building.general ? nameAddressKey(building.general) : null;
        if (known && !byNameAddress.has(known)) byNameAddress.set(known, building);
      }
    }
    return byNameAddress.get(key);
  };
  const seenIds = new Set<string>();
  const seenKeys = new Set<string>();
  const claimed = new Set<string>();
  const plan: ImportPlan = { creates: [], updates: [], duplicates: [] };
  for (const row of rows) {
    const key = nameAddressKey(row.general);
    if (row.externalId ? seenIds.has(row.externalId) : key !== null && seenKeys.has(key)) {
      plan.duplicates.push({
        line: row.line,
        reason: row.externalId ? 'import.duplicateId' : 'import.duplicateRow',
        ...(row.externalId && idColumn
          ? {
              columnIndex: idColumn.index,
              column: idColumn.header,
              value: row.externalId.slice(row.externalId.indexOf(':') + 1),
            }
          : {}),
      });
      continue;
    }
    if (row.externalId) seenIds.add(row.externalId);
    if (key) seenKeys.add(key);
    let match = row.externalId ? byExternalId.get(row.externalId) : undefined;
    if (match === undefined && key) {
      const sameAddress = sameNameAddress(key);
      // Two ids of one registry name two buildings, even at one address (campus parts).
      const otherId =
        row.externalId !== undefined &&
        sameAddress?.externalId !== undefined &&
        sameAddress.externalId !== row.externalId;
      if (sameAddress && !otherId) match = sameAddress.id;
    }
    if (match !== undefined && !claimed.has(match)) {
      claimed.add(match);
      plan.updates.push({ buildingId: match, building: row });
    } else plan.creates.push(row);
  }
  return plan;
}
