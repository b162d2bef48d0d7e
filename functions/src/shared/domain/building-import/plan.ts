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

/** What to do with one accepted row. */
export type PlanDecision =
  | { kind: 'create' }
  | { kind: 'update'; buildingId: string }
  | { kind: 'duplicate'; issue: RowIssue };

/**
 * Matches accepted rows, one at a time in file order, against the user's own buildings: by
 * external id when the row has one (a building imported before from the same registry), else by
 * name and address. A row whose id (or, without id, whose name and address) an earlier row of the
 * file already had is a duplicate: the first one wins and the others are reported with
 * `import.duplicateId` / `import.duplicateRow`. A building that has a different id of the same
 * kind is never matched by name and address. A row never matches a building another row of the
 * file already matched. Rows are decided as they are read, so an import can write while it reads.
 */
export class ImportPlanner {
  private readonly byExternalId = new Map<string, string>();
  // Keyed only when a row first needs it: a re-import matches every row by its id.
  private byNameAddress: Map<string, ExistingBuilding> | null = null;
  private readonly seenIds = new Set<string>();
  private readonly seenKeys = new Set<string>();
  private readonly claimed = new Set<string>();

  constructor(
    private readonly existing: readonly ExistingBuilding[],
    private readonly idColumn?: { index: number; header: string },
  ) {
    for (const building of existing) {
      if (building.externalId) this.byExternalId.set(building.externalId, building.id);
    }
  }

  private sameNameAddress(key: string): ExistingBuilding | undefined {
    if (this.byNameAddress === null) {
      this.byNameAddress = new Map();
      for (const building of this.existing) {
        const known = building.general ? nameAddressKey(building.general) : null;
        if (known && !this.byNameAddress.has(known)) this.byNameAddress.set(known, building);
      }
    }
    return this.byNameAddress.get(key);
  }

  /** Decides one row; rows must come in file order. */
  decide(row: ImportedBuilding): PlanDecision {
    const key = nameAddressKey(row.general);
    if (
      row.externalId ? this.seenIds.has(row.externalId) : key !== null && this.seenKeys.has(key)
    ) {
      return {
        kind: 'duplicate',
        issue: {
          line: row.line,
          reason: row.externalId ? 'import.duplicateId' : 'import.duplicateRow',
          ...(row.externalId && this.idColumn
            ? {
                columnIndex: this.idColumn.index,
                column: this.idColumn.header,
                value: row.externalId.slice(row.externalId.indexOf(':') + 1),
              }
            : {}),
        },
      };
    }
    if (row.externalId) this.seenIds.add(row.externalId);
    if (key) this.seenKeys.add(key);
    let match = row.externalId ? this.byExternalId.get(row.externalId) : undefined;
    if (match === undefined && key) {
      const sameAddress = this.sameNameAddress(key);
      // Two ids of one registry name two buildings, even at one address (campus parts).
      const otherId =
        row.externalId !== undefined &&
        sameAddress?.externalId !== undefined &&
        sameAddress.externalId !== row.externalId;
      if (sameAddress && !otherId) match = sameAddress.id;
    }
    if (match !== undefined && !this.claimed.has(match)) {
      this.claimed.add(match);
      return { kind: 'update', buildingId: match };
    }
    return { kind: 'create' };
  }
}

/** {@link ImportPlanner}'s decisions for all rows of a file at once. */
export function planImport(
  rows: readonly ImportedBuilding[],
  existing: readonly ExistingBuilding[],
  idColumn?: { index: number; header: string },
): ImportPlan {
  const planner = new ImportPlanner(existing, idColumn);
  const plan: ImportPlan = { creates: [], updates: [], duplicates: [] };
  for (const row of rows) {
    const decision = planner.decide(row);
    if (decision.kind === 'duplicate') plan.duplicates.push(decision.issue);
    else if (decision.kind === 'update') {
      plan.updates.push({ buildingId: decision.buildingId, building: row });
    } else plan.creates.push(row);
  }
  return plan;
}
