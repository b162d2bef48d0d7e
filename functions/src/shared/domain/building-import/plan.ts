import type { BuildingGeneral } from '../../schemas/stored/building-general.js';
import { foldText } from '../common/fold-text.js';
import type { ImportedBuilding } from './imported-building.js';
import type { RowIssue } from './row-issues.js';

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
  /**
   * General Information of rows with an id whose name-and-address key is not made yet: folding
   * three texts per row was most of the planning time, and a file whose rows all have ids (an
   * export) needs the keys only for rows that must be matched by address.
   */
  private readonly unkeyed: Partial<BuildingGeneral>[] = [];
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

  /** The keys of the rows seen so far, every one of them made. */
  private keysSeen(): Set<string> {
    for (const general of this.unkeyed.splice(0)) {
      const key = nameAddressKey(general);
      if (key) this.seenKeys.add(key);
    }
    return this.seenKeys;
  }

  /** Decides one row; rows must come in file order. */
  decide(row: ImportedBuilding): PlanDecision {
    return row.externalId ? this.decideWithId(row, row.externalId) : this.decideByAddress(row);
  }

  private decideWithId(row: ImportedBuilding, externalId: string): PlanDecision {
    if (this.seenIds.has(externalId)) return this.duplicate(row, externalId);
    this.seenIds.add(externalId);
    let match = this.byExternalId.get(externalId);
    // By name and address only when a building could match (a first import has none).
    const key =
      match === undefined && this.existing.length > 0 ? nameAddressKey(row.general) : null;
    if (key === null) this.unkeyed.push(row.general);
    else this.seenKeys.add(key);
    if (match === undefined && key !== null) {
      const sameAddress = this.sameNameAddress(key);
      // Two ids of one registry name two buildings, even at one address (campus parts).
      const otherId =
        sameAddress?.externalId !== undefined && sameAddress.externalId !== externalId;
      if (sameAddress && !otherId) match = sameAddress.id;
    }
    return this.claim(match);
  }

  private decideByAddress(row: ImportedBuilding): PlanDecision {
    const key = nameAddressKey(row.general);
    if (key !== null && this.keysSeen().has(key)) return this.duplicate(row);
    if (key !== null) this.seenKeys.add(key);
    return this.claim(key !== null ? this.sameNameAddress(key)?.id : undefined);
  }

  /** Updates `match` unless an earlier row of the file did; else creates. */
  private claim(match: string | undefined): PlanDecision {
    if (match !== undefined && !this.claimed.has(match)) {
      this.claimed.add(match);
      return { kind: 'update', buildingId: match };
    }
    return { kind: 'create' };
  }

  private duplicate(row: ImportedBuilding, externalId?: string): PlanDecision {
    return {
      kind: 'duplicate',
      issue: {
        line: row.line,
        reason: externalId ? 'import.duplicateId' : 'import.duplicateRow',
        ...(externalId && this.idColumn
          ? {
              columnIndex: this.idColumn.index,
              column: this.idColumn.header,
              value: externalId.slice(externalId.indexOf(':') + 1),
            }
          : {}),
      },
    };
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

/** What becomes of a row whose building an earlier row of the file gave, in another year. */
export type YearDecision =
  /** Not another year of a building of the file: planned as usual (create, update, duplicate). */
  | { kind: 'plan' }
  /** A later year: its General Information replaces the earlier row's; its figures are history. */
  | { kind: 'laterYear'; buildingId: string; action: 'created' | 'updated' }
  /** An earlier year: its figures are kept as history only. */
  | { kind: 'earlierYear'; buildingId: string; created: boolean };

/** The reporting years a file gave for its buildings (for the report). */
export interface FileYears {
  first: number;
  last: number;
  /** Rows of a building's earlier year, kept as its history only. */
  earlierRows: number;
}

/**
 * Multi-year files (Seattle's and Chicago's disclosure files, Portfolio Manager exports of several
 * years): one building per property, by external id, else by name and address. The first row of
 * a building is planned as any row; a later row of it with a year not seen yet is another year of
 * the same building, never a second building (so a property renamed between years, with its id,
 * stays one): the building's General Information is the row of its latest year, and every year's
 * annual figures are kept as history. A row repeating a year already seen is left to the planner
 * (a duplicate). Rows must come in file order.
 */
export class ReportingYears {
  private readonly byKey = new Map<
    string,
    {
      buildingId: string;
      action: 'created' | 'updated';
      generalYear: number;
      /** Years other than the first (made when a second year comes: most files have one). */
      more?: Set<number>;
      firstYear: number;
    }
  >();
  private first = Infinity;
  private last = -Infinity;
  private earlierRows = 0;

  private keyOf(row: ImportedBuilding): string | null {
    return row.externalId ?? nameAddressKey(row.general);
  }

  /** Whether `row` is another year of a building an earlier row gave, and which. */
  decide(row: ImportedBuilding): YearDecision {
    const year = row.reported.reportingYear;
    if (year === undefined) return { kind: 'plan' };
    this.first = Math.min(this.first, year);
    this.last = Math.max(this.last, year);
    const key = this.keyOf(row);
    const known = key === null ? undefined : this.byKey.get(key);
    if (!known || known.firstYear === year || known.more?.has(year)) return { kind: 'plan' };
    (known.more ??= new Set()).add(year);
    this.earlierRows += 1;
    if (year < known.generalYear) {
      return {
        kind: 'earlierYear',
        buildingId: known.buildingId,
        created: known.action === 'created',
      };
    }
    known.generalYear = year;
    return { kind: 'laterYear', buildingId: known.buildingId, action: known.action };
  }

  /** Records the building a planned row created or updated. */
  planned(row: ImportedBuilding, buildingId: string, action: 'created' | 'updated'): void {
    const year = row.reported.reportingYear;
    const key = this.keyOf(row);
    if (year === undefined || key === null || this.byKey.has(key)) return;
    this.byKey.set(key, { buildingId, action, generalYear: year, firstYear: year });
  }

  /** The last later-year row was refused (skipped): it is not one of the earlier-year rows. */
  refused(): void {
    this.earlierRows -= 1;
  }

  /** The file's years, when some building had more than one; else null. */
  years(): FileYears | null {
    return this.earlierRows === 0
      ? null
      : { first: this.first, last: this.last, earlierRows: this.earlierRows };
  }
}
