/**
 * What an import writes to the database, one building at a time: a new building as the wizard
 * creates one, a matched building's sections merged with its row, and each one's history.
 */
import {
  buildingGeneralSchema,
  type BuildingGeneral,
} from '../../schemas/stored/building-general.js';
import { buildingMetaSchema, type BuildingMeta } from '../../schemas/stored/building-meta.js';
import { newBuildingRecord } from '../building/building-create.js';
import type { ReportedYear } from '../../schemas/stored/reported-year.js';
import { packedSummariesOf } from '../portfolio/packed-summaries.js';
import { portfolioSummaryPath } from '../portfolio/portfolio-summary.js';
import type { ImportedBuilding } from './imported-building.js';
import type { ImportPlan } from './plan.js';
import {
  historyWrites,
  matchedHistoryWrites,
  reportedYearsOf,
  type HistoryWrites,
} from './reported-history.js';
import type {
  CreatedBuilding,
  ImportWriter,
  ImportWrites,
  PathWrite,
  StoredSections,
  UpdatedBuilding,
} from './write-shapes.js';

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
  /**
   * Each new building's General Information as its rows have made it so far (a later year's row
   * changes it): what its portfolio summary is made of, with the meta all of them share.
   */
  private readonly createdGeneral = new Map<string, BuildingGeneral>();
  /**
   * JSON text shared by every new building: its meta without the external id (and without the
   * closing brace), and its members.
   */
  private readonly newText: { metaHead: string; members: string };
  /**
   * The importer's packed summary of a new building, from its General Information: the meta
   * every new building shares but for its external id, which no summary shows.
   */
  private readonly packedSummary: (general: BuildingGeneral) => string;

  constructor(
    private readonly writer: ImportWriter,
    private readonly storedOf: (buildingId: string) => StoredSections | undefined,
  ) {
    this.edited = { editedBy: writer.editorName, editedByUid: writer.uid };
    const { meta, members } = this.newRecord(undefined);
    this.newText = {
      metaHead: JSON.stringify(meta).slice(0, -1),
      members: JSON.stringify(members),
    };
    this.packedSummary = packedSummariesOf(meta, 'owner');
  }

  /** The meta and members of a new building of this import. */
  private newRecord(externalId: string | undefined) {
    const { uid, nowMs, editorName, importId } = this.writer;
    return newBuildingRecord({
      ownerUid: uid,
      editorName,
      nowMs,
      status: 'temporary',
      wizard: { step: 'general', percent: 0 },
      externalId,
      importId,
    });
  }

  create(building: ImportedBuilding): CreatedBuilding {
    const id = this.writer.newBuildingId();
    const { externalId } = building;
    const { meta, members } = this.newRecord(externalId);
    const reportedYears = this.yearsOf(building);
    const general = this.newGeneral(building.general);
    this.createdGeneral.set(id, general);
    const { metaHead, members: membersJson } = this.newText;
    return {
      // The whole new building as one path (it does not exist yet): half the paths of writing
      // meta and general apart, which matters for 40,000 rows; its history goes with it. Its
      // JSON text is made from the parts every new building shares (the key order differs from
      // `value`'s: the external id comes last in meta, which the database does not keep).
      created: {
        path: `buildings/${id}`,
        value: {
          meta,
          general,
          members,
          ...(reportedYears ? { reportedYears } : {}),
        },
        json:
          `{"meta":${metaHead}${externalId ? `,"externalId":${JSON.stringify(externalId)}` : ''}}` +
          `,"general":${JSON.stringify(general)},"members":${membersJson}` +
          `${reportedYears ? `,"reportedYears":${JSON.stringify(reportedYears)}` : ''}}`,
      },
      historyYears: reportedYears ? Object.keys(reportedYears).length : 0,
      summary: this.summaryOf(id),
      reachable: [this.entryOf(id)],
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
    const general = this.createdGeneral.get(buildingId);
    if (general) this.createdGeneral.set(buildingId, { ...general, ...building.general });
    return Object.entries(building.general).map(([field, value]) => ({
      path: `buildings/${buildingId}/general/${field}`,
      value,
    }));
  }

  /**
   * The importer's portfolio entry of new building `buildingId`: what makes it reachable, written
   * by the import's commit. The Portfolio lists `/portfolios/{uid}` summaries whose entry exists,
   * so the building's summary, written with it (`summaryOf`), shows with the commit. The entry's
   * path has no database trigger, so the commit of any number of buildings triggers no function
   * (docs/building-import.md, "Within Firebase's limits"); their figures follow from the
   * recompute the import asks for after it.
   */
  private entryOf(buildingId: string): PathWrite {
    return { path: `users/${this.writer.uid}/buildings/${buildingId}`, value: true };
  }

  /** The importer's portfolio summary of new building `buildingId`, as its rows have left it. */
  summaryOf(buildingId: string): PathWrite {
    const { uid } = this.writer;
    const general = this.createdGeneral.get(buildingId);
    if (!general) throw new Error(`Building ${buildingId} is not created by this import`);
    return {
      path: portfolioSummaryPath(uid, buildingId),
      value: this.packedSummary(general),
    };
  }

  /**
   * The commit's writes for new building `buildingId` once a later year's row has changed it: its
   * entry, and its summary again as the latest row left it (written after every step, so it
   * replaces the one written with the building).
   */
  reachableOf(buildingId: string): PathWrite[] {
    return [this.entryOf(buildingId), this.summaryOf(buildingId)];
  }

  /**
   * The row's annual figures as the building's history, by reporting year (`reportedYearsOf`);
   * none for figures without a year, or a year without figures.
   */
  yearsOf(building: ImportedBuilding): Record<string, ReportedYear> | null {
    return reportedYearsOf(building, this.writer.importId);
  }

  /** {@link yearsOf} as writes of one path per year (more years of a building this import creates). */
  history(buildingId: string, building: ImportedBuilding): PathWrite[] {
    return historyWrites(buildingId, this.yearsOf(building));
  }

  /**
   * The history of a matched building: each year whose figures differ from the stored ones
   * (`matchedHistoryWrites`), with the stored value each write replaces.
   */
  matchedHistory(buildingId: string, building: ImportedBuilding): HistoryWrites {
    const stored = this.storedOf(buildingId)?.reportedYears ?? {};
    return matchedHistoryWrites(buildingId, this.yearsOf(building), stored);
  }

  /** A new building's General Information: in the row's currency, else the importer's. */
  private newGeneral(general: BuildingGeneral): BuildingGeneral {
    const { currency } = this.writer; // A spread gave each copy a V8 hidden class: 13 % slower.
    return general.currency ? general : Object.assign({}, general, { currency });
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
    // A row that changes only the external id writes only `meta` (the id, who imported it, and
    // when); a row that changes nothing writes nothing (`unchanged`).
    const generalUnchanged = stored.general !== undefined && sameSection(stored.general, general);
    const unchanged =
      generalUnchanged && (!building.externalId || building.externalId === stored.meta?.externalId);
    return {
      update: {
        buildingId,
        meta: meta as BuildingMeta,
        general,
        stored,
        ...(generalUnchanged ? { generalUnchanged: true as const } : {}),
        ...(unchanged ? { unchanged: true as const } : {}),
      },
      entry: {
        line: building.line,
        buildingId,
        action: unchanged ? 'unchanged' : 'updated',
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
    summaries: [],
    updated: [],
    reachable: [],
    entries: [],
    refused: [],
  };
  for (const building of plan.creates) {
    const { created, summary, reachable, entry } = builder.create(building);
    writes.created.push(created);
    writes.summaries.push(summary);
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
