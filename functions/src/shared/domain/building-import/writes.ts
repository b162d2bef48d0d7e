import { buildingGeneralSchema, type BuildingGeneral } from '../../schemas/building-general.js';
import { buildingMetaSchema, type BuildingMeta } from '../../schemas/building-meta.js';
import type { Currency } from '../../schemas/enums/account.js';
import type { ReportedYear } from '../../schemas/reported-year.js';
import type { ImportedBuilding, ReportedFigures } from './imported-building.js';
import type { RowIssue } from './row-issues.js';
import type { ImportPlan } from './plan.js';

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

/** Writes of a matched building's history, and what each replaces (null: nothing). */
export interface HistoryWrites {
  writes: PathWrite[];
  before: unknown[];
  /** Years of the row, written or already stored as they are. */
  years: number;
}

/** One building the import creates or updates, for the report and the recompute. */
export interface ImportedEntry {
  line: number;
  buildingId: string;
  action: 'created' | 'updated';
  name: string;
  building: ImportedBuilding;
}

/** One path of a multi-path update (relative to the root) and its value. */
export interface PathWrite {
  path: string;
  value: unknown;
}

/** A matched building's merged sections, and the stored ones (read moments before) they replace. */
export interface BuildingUpdate {
  buildingId: string;
  meta: BuildingMeta;
  general: BuildingGeneral;
  stored: StoredSections;
  /** The merged General Information is the stored one: only `meta` is written. */
  generalUnchanged?: true;
}

/** Whether two sections hold the same fields and values (JSON data, compared as stored). */
function sameSection(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) =>
    typeof left[key] === 'object' && left[key] !== null
      ? JSON.stringify(left[key]) === JSON.stringify(right[key])
      : left[key] === right[key],
  );
}

/** The figures of two years of history are the same (which import and line aside). */
function sameFigures(a: Partial<ReportedYear>, b: ReportedYear): boolean {
  return (
    a.electricityKwh === b.electricityKwh &&
    a.naturalGasKwh === b.naturalGasKwh &&
    a.siteEuiKwhPerM2 === b.siteEuiKwhPerM2 &&
    a.energyStarScore === b.energyStarScore
  );
}

export interface ImportWrites {
  /**
   * Each new building, one path `buildings/{id}` with meta, General Information and the importer
   * as `'owner'` member: only the importer may read it, by an id nobody has been told, and
   * nothing lists it until {@link reachable} is written.
   */
  created: PathWrite[];
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
  reachable: PathWrite[];
  entry: ImportedEntry;
}

/** A matched building's writes, or the issue that refused them. */
export type UpdatedBuilding =
  { update: BuildingUpdate; entry: ImportedEntry } | { refused: RowIssue };

/**
 * What an import writes, one building at a time. A new building is created as the wizard creates
 * one (meta with the importer as owner and `status: 'temporary'` until the wizard's Done step,
 * the importer as `'owner'` member, General Information, the portfolio entry), the portfolio
 * entry apart: it makes the building reachable (see `ImportStepPacker`); its currency is the
 * row's, else the importer's (`ImportWriter.currency`). A matched building gets the fields the row
 * gives merged over its stored General Information (so it keeps its currency unless the row gives
 * one; nothing is converted), and its meta's `updatedAtMs`/`editedBy`/
 * `editedByUid` and external id; its status stays. Both sections are written whole (as read
 * moments before), so a wizard save landing during the import may be overwritten. An update
 * whose merged sections the schemas refuse (e.g. a construction year after the stored
 * refurbishment year) is refused, not written.
 */
export class ImportWriteBuilder {
  private readonly edited: { editedBy: string; editedByUid: string };

  constructor(
    private readonly writer: ImportWriter,
    private readonly storedOf: (buildingId: string) => StoredSections | undefined,
  ) {
    this.edited = { editedBy: writer.editorName, editedByUid: writer.uid };
  }

  create(building: ImportedBuilding): CreatedBuilding {
    const { uid, nowMs } = this.writer;
    const id = this.writer.newBuildingId();
    const meta: BuildingMeta = {
      ownerUid: uid,
      status: 'temporary',
      createdAtMs: nowMs,
      updatedAtMs: nowMs,
      ...this.edited,
      wizard: { step: 'general', percent: 0 },
      ...(building.externalId ? { externalId: building.externalId } : {}),
    };
    const reportedYears = this.yearsOf(building);
    return {
      // The whole new building as one path (it does not exist yet): half the paths of writing
      // meta and general apart, which matters for 40,000 rows; its history goes with it.
      created: {
        path: `buildings/${id}`,
        value: {
          meta,
          general: this.newGeneral(building.general),
          members: { [uid]: 'owner' },
          ...(reportedYears ? { reportedYears } : {}),
        },
      },
      reachable: [{ path: `users/${uid}/buildings/${id}`, value: true }],
      entry: {
        line: building.line,
        buildingId: id,
        action: 'created',
        name: building.general.name,
        building,
      },
    };
  }

  /**
   * A later year's row of a building this import creates: each field the row gives replaces the
   * earlier row's, one path per field, so that a field the later year leaves empty (Philadelphia's
   * 2014 address "NA") keeps the earlier year's value.
   */
  laterGeneral(buildingId: string, building: ImportedBuilding): PathWrite[] {
    return Object.entries(building.general).map(([field, value]) => ({
      path: `buildings/${buildingId}/general/${field}`,
      value,
    }));
  }

  /**
   * The row's annual figures as the building's history, by reporting year (`reportedYearSchema`;
   * the years side by side of a wide file too); none for figures without a year, or a year
   * without figures.
   */
  yearsOf(building: ImportedBuilding): Record<string, ReportedYear> | null {
    let years: Record<string, ReportedYear> | null = null;
    const add = (figures: ReportedFigures) => {
      const { reportingYear } = figures;
      if (reportingYear === undefined) return;
      // Built field by field: one row in, one small object out (46,615 rows of an export).
      const year: ReportedYear = { importId: this.writer.importId, line: building.line };
      let any = false;
      if (figures.electricityKwh !== undefined) {
        year.electricityKwh = figures.electricityKwh;
        any = true;
      }
      if (figures.naturalGasKwh !== undefined) {
        year.naturalGasKwh = figures.naturalGasKwh;
        any = true;
      }
      if (figures.siteEuiKwhPerM2 !== undefined) {
        year.siteEuiKwhPerM2 = figures.siteEuiKwhPerM2;
        any = true;
      }
      if (figures.energyStarScore !== undefined) {
        year.energyStarScore = figures.energyStarScore;
        any = true;
      }
      if (any) (years ??= {})[String(reportingYear)] = year;
    };
    add(building.reported);
    for (const other of building.otherYears ?? []) add(other);
    return years;
  }

  /** {@link yearsOf} as writes of one path per year (more years of a building this import creates). */
  history(buildingId: string, building: ImportedBuilding): PathWrite[] {
    return Object.entries(this.yearsOf(building) ?? {}).map(([year, value]) => ({
      path: `buildings/${buildingId}/reportedYears/${year}`,
      value,
    }));
  }

  /**
   * The history of a matched building: each year whose figures differ from the stored ones
   * (a re-import of the same figures keeps the import that first stored them, and writes
   * nothing), with the stored value each write replaces.
   */
  matchedHistory(buildingId: string, building: ImportedBuilding): HistoryWrites {
    const stored = this.storedOf(buildingId)?.reportedYears ?? {};
    const out: HistoryWrites = { writes: [], before: [], years: 0 };
    for (const [year, value] of Object.entries(this.yearsOf(building) ?? {})) {
      out.years += 1;
      const known = stored[year];
      if (known && sameFigures(known, value)) continue;
      out.writes.push({ path: `buildings/${buildingId}/reportedYears/${year}`, value });
      out.before.push(known ?? null);
    }
    return out;
  }

  /** A new building's General Information: in the row's currency, else the importer's. */
  private newGeneral(general: BuildingGeneral): BuildingGeneral {
    return general.currency ? general : { ...general, currency: this.writer.currency };
  }

  /**
   * `base`: the General Information an earlier row of the file (an earlier year) already merged,
   * which a later year's row is merged over (see `laterGeneral`).
   */
  update(buildingId: string, building: ImportedBuilding, base?: BuildingGeneral): UpdatedBuilding {
    const stored = this.storedOf(buildingId) ?? {};
    const general = { ...stored.general, ...base, ...building.general };
    const meta = {
      ...stored.meta,
      updatedAtMs: this.writer.nowMs,
      ...this.edited,
      ...(building.externalId ? { externalId: building.externalId } : {}),
    };
    // The row's General Information passed the schema when it was read: when it gives every
    // field stored, the merge is the row's and needs no second check.
    const rowGivesAll =
      base === undefined &&
      Object.keys(stored.general ?? {}).every((key) => key in building.general);
    if (
      (!rowGivesAll && !buildingGeneralSchema.safeParse(general).success) ||
      !buildingMetaSchema.safeParse(meta).success
    ) {
      return { refused: { line: building.line, reason: 'import.invalidValue' } };
    }
    // Whole merged sections, two paths per building: writing field by field costs a path per
    // field, which made a 40,000-row re-import three times slower.
    // A re-import of an unchanged row writes only `meta` (who imported it, and when).
    const generalUnchanged = stored.general !== undefined && sameSection(stored.general, general);
    return {
      update: {
        buildingId,
        meta: meta as BuildingMeta,
        general,
        stored,
        ...(generalUnchanged ? { generalUnchanged: true as const } : {}),
      },
      entry: {
        line: building.line,
        buildingId,
        action: 'updated',
        name: building.general.name,
        building,
      },
    };
  }
}

/** {@link ImportWriteBuilder}'s writes for a whole plan; entries in line order. */
export function importWrites(
  plan: ImportPlan,
  writer: ImportWriter,
  storedOf: (buildingId: string) => StoredSections | undefined,
): ImportWrites {
  const builder = new ImportWriteBuilder(writer, storedOf);
  const writes: ImportWrites = {
    created: [],
    updated: [],
    reachable: [],
    entries: [],
    refused: [],
  };
  for (const building of plan.creates) {
    const { created, reachable, entry } = builder.create(building);
    writes.created.push(created);
    writes.reachable.push(reachable);
    writes.entries.push(entry);
  }
  for (const { buildingId, building } of plan.updates) {
    const outcome = builder.update(buildingId, building);
    if ('refused' in outcome) writes.refused.push(outcome.refused);
    else {
      writes.updated.push(outcome.update);
      writes.entries.push(outcome.entry);
    }
  }
  writes.entries.sort((a, b) => a.line - b.line);
  return writes;
}
