/**
 * The shapes of an import's database writes: who writes, what is stored, and what each building
 * created or updated writes (see `ImportWriteBuilder` and `ImportStepPacker`).
 */
import type { BuildingGeneral } from '../../schemas/stored/building-general.js';
import type { BuildingMeta } from '../../schemas/stored/building-meta.js';
import type { Currency } from '../../schemas/enums/account.js';
import type { ReportedYear } from '../../schemas/stored/reported-year.js';
import type { ImportedBuilding } from './imported-building.js';
import type { RowIssue } from './row-issues.js';

/** Who imports, when, and how new ids are made (the caller's clock and id source). */
export interface ImportWriter {
  uid: string;
  /** Shown as "Edited by": display name or e-mail. */
  editorName: string;
  nowMs: number;
  newBuildingId(): string;
  /**
   * The currency of a new building whose row gives none: the importer's profile currency
   * (`newBuildingCurrency`).
   */
  currency: Currency;
  /** The import's id, kept with each year of history it stores. */
  importId: string;
}

/** The stored sections of a matched building that an update merges with. */
export interface StoredSections {
  meta?: Partial<BuildingMeta>;
  general?: Partial<BuildingGeneral>;
  reportedYears?: Readonly<Record<string, Partial<ReportedYear>>>;
}

/**
 * One building the import creates, updates, or matches without a change (`unchanged`: nothing
 * written), for the report and the recompute.
 */
export interface ImportedEntry {
  line: number;
  buildingId: string;
  action: 'created' | 'updated' | 'unchanged';
  name: string;
  building: ImportedBuilding;
}

/** One path of a multi-path update (relative to the root) and its value. */
export interface PathWrite {
  path: string;
  value: unknown;
  /**
   * `value` as JSON text, when the writer has made it already (the same data as
   * `JSON.stringify(value)`; the key order may differ): what is sent.
   */
  json?: string;
}

/** A matched building's merged sections, and the stored ones (read moments before) they replace. */
export interface BuildingUpdate {
  buildingId: string;
  meta: BuildingMeta;
  general: BuildingGeneral;
  stored: StoredSections;
  /** The merged General Information is the stored one: only `meta` is written. */
  generalUnchanged?: true;
  /**
   * Neither the General Information nor the external id differs from what is stored: nothing is
   * written (no `meta` either), so a re-import of an unchanged file writes nothing and fires no
   * function.
   */
  unchanged?: true;
}

export interface ImportWrites {
  /**
   * Each new building, one path `buildings/{id}` with meta, General Information and the importer
   * as `'owner'` member: only the importer may read it, by an id nobody has been told, and
   * nothing lists it until {@link reachable} is written.
   */
  created: PathWrite[];
  /**
   * For each new building (as in {@link created}): the importer's portfolio summary of it,
   * written with it. The Portfolio lists a summary only once the building's entry
   * ({@link reachable}) exists.
   */
  summaries: PathWrite[];
  /** Each matched building's meta and General Information, written whole. */
  updated: BuildingUpdate[];
  /** For each new building (as in {@link created}): its entry in the importer's portfolio. */
  reachable: PathWrite[][];
  entries: ImportedEntry[];
  /** Updates refused because the merged General Information would be invalid. */
  refused: RowIssue[];
}

/** A new building's writes (see {@link ImportWrites}). */
export interface CreatedBuilding {
  created: PathWrite;
  /** Years of history written with it (its `reportedYears`). */
  historyYears: number;
  /** The importer's portfolio summary of it, written with it (`ImportWrites.summaries`). */
  summary: PathWrite;
  reachable: PathWrite[];
  entry: ImportedEntry;
}

/** A matched building's writes, or the issue that refused them. */
export type UpdatedBuilding =
  | { update: BuildingUpdate; entry: ImportedEntry }
  | { refused: RowIssue };
