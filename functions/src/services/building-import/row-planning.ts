/**
 * A building import's rows planned as they are read: matched with the importer's buildings (or
 * with an earlier year of the file), turned into writes and packed into steps, a slice at a time.
 */
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type { RecognisedHeader } from '../../shared/domain/building-import/header.js';
import type { ImportStepPacker } from '../../shared/domain/building-import/import-steps.js';
import type { ImportedBuilding } from '../../shared/domain/building-import/imported-building.js';
import {
  ImportPlanner,
  ReportingYears,
  type YearDecision,
} from '../../shared/domain/building-import/plan.js';
import type { RowIssue } from '../../shared/domain/building-import/row-issues.js';
import { ImportWriteBuilder } from '../../shared/domain/building-import/writes.js';
import type { BuildingUpdate } from '../../shared/domain/building-import/write-shapes.js';
import type { BuildingGeneral } from '../../shared/schemas/stored/building-general.js';
import { ImportEntries } from './import-report.js';
import type { Importer } from './importer-reads.js';

/** Rows planned between two turns of the event loop (~20 ms of work). */
const PLAN_SLICE_ROWS = 2000;

/** The import the rows belong to, and where their writes go. */
export interface RowPlanningContext {
  uid: string;
  nowMs: number;
  importId: string;
  newBuildingId(): string;
  packer: ImportStepPacker;
  /** Resolves when the steps sent so far leave room for more (`ImportStepWriter.room`). */
  room(): Promise<void>;
}

interface Planning {
  planner: ImportPlanner;
  builder: ImportWriteBuilder;
}

/**
 * Rows wait ({@link wait}) until the importer's buildings have arrived, so that a re-import has
 * them all to plan; {@link planWaiting} then plans them, and what it has planned is kept for the
 * report: the entries, the rows' issues, the reporting years and the years of history.
 */
export class RowPlanning {
  readonly entries = new ImportEntries();
  readonly issues: RowIssue[] = [];
  readonly years = new ReportingYears();
  /** Building-years of history written (the report's `historyYears`). */
  historyYears = 0;
  /** Time spent planning, ms. */
  matchMs = 0;
  private readonly waiting: ImportedBuilding[] = [];
  /**
   * Matched buildings of a file with reporting years: their General Information as merged so
   * far, which a later year's row is merged over.
   */
  private readonly merged = new Map<string, BuildingGeneral>();
  private planning: Planning | null = null;
  /** Matched buildings whose sections this import writes (not left unchanged). */
  private readonly sectionsWritten = new Set<string>();

  constructor(private readonly context: RowPlanningContext) {}

  /** Rows read, to be planned. */
  wait(rows: readonly ImportedBuilding[]): void {
    for (const row of rows) this.waiting.push(row);
  }

  /**
   * Matches the rows read so far, turns them into writes and packs those into steps, a slice
   * at a time: between slices the steps made so far are sent. Does nothing until `importer`
   * (the importer's facts) has arrived.
   */
  async planWaiting(header: RecognisedHeader, importer: Importer | null): Promise<void> {
    if (importer === null) return;
    this.planning ??= this.planningOf(header, importer);
    const planning = this.planning;
    while (this.waiting.length > 0) {
      const started = performance.now();
      for (const row of this.waiting.splice(0, PLAN_SLICE_ROWS)) this.plan(row, planning);
      this.matchMs += performance.now() - started;
      if (this.waiting.length > 0) {
        await nextMacrotask();
        await this.context.room();
      }
    }
  }

  private planningOf(
    header: RecognisedHeader,
    { owned, editorName, currency }: Importer,
  ): Planning {
    const { uid, nowMs, importId, newBuildingId } = this.context;
    const stored = new Map(owned.map((building) => [building.id, building]));
    const idColumn = header.columns.find((column) => column.field === 'externalId');
    return {
      planner: new ImportPlanner(owned, idColumn),
      builder: new ImportWriteBuilder(
        { uid, editorName, nowMs, newBuildingId, currency, importId },
        (id) => stored.get(id),
      ),
    };
  }

  private plan(row: ImportedBuilding, { planner, builder }: Planning): void {
    const { packer } = this.context;
    const year = this.years.decide(row);
    if (year.kind !== 'plan') {
      this.planAnotherYear(row, year, builder);
      return;
    }
    const decision = planner.decide(row);
    if (decision.kind === 'duplicate') this.issues.push(decision.issue);
    else if (decision.kind === 'update') {
      const outcome = builder.update(decision.buildingId, row);
      if ('refused' in outcome) this.issues.push(outcome.refused);
      else {
        packer.addUpdated(outcome.update);
        if (!outcome.update.unchanged) this.sectionsWritten.add(decision.buildingId);
        this.entries.add(outcome.entry);
        this.years.planned(row, decision.buildingId, 'updated');
        if (row.reported.reportingYear !== undefined) {
          this.merged.set(decision.buildingId, outcome.update.general);
        }
        this.keepMatchedHistory(builder, decision.buildingId, row);
      }
    } else {
      const { created, summary, reachable, entry, historyYears } = builder.create(row);
      packer.addCreated(created, reachable, [summary]);
      this.entries.add(entry);
      this.years.planned(row, entry.buildingId, 'created');
      this.historyYears += historyYears;
    }
  }

  /**
   * Another year of a building of the file: history, and the General Information when it is the
   * latest year so far.
   */
  private planAnotherYear(
    row: ImportedBuilding,
    year: Exclude<YearDecision, { kind: 'plan' }>,
    builder: ImportWriteBuilder,
  ): void {
    const { packer } = this.context;
    const created = year.kind === 'laterYear' ? year.action === 'created' : year.created;
    if (year.kind === 'laterYear') {
      if (created) {
        packer.addCreatedPart(builder.laterGeneral(year.buildingId, row));
        // Its summary again in the commit: the building as its latest year left it.
        packer.setReachable(`buildings/${year.buildingId}`, builder.reachableOf(year.buildingId));
      } else {
        const outcome = builder.update(year.buildingId, row, this.merged.get(year.buildingId));
        if ('refused' in outcome) {
          // Skipped whole, its figures too: counted with the skipped rows only.
          this.issues.push(outcome.refused);
          this.years.refused();
          return;
        }
        // Compared with what is stored, a later year may look unchanged while an earlier year's
        // sections are on their way: then it is written whole, after them.
        const update = this.sectionsWritten.has(year.buildingId)
          ? writtenWhole(outcome.update)
          : outcome.update;
        packer.addUpdated(update);
        if (!update.unchanged) {
          this.sectionsWritten.add(year.buildingId);
          this.entries.changed(year.buildingId);
        }
        this.merged.set(year.buildingId, update.general);
      }
      this.entries.later(year.buildingId, row);
    }
    if (created) {
      const history = builder.history(year.buildingId, row);
      packer.addCreatedPart(history);
      this.historyYears += history.length;
    } else this.keepMatchedHistory(builder, year.buildingId, row);
  }

  /** A matched building's history: the years whose figures changed (sent with its sections). */
  private keepMatchedHistory(
    builder: ImportWriteBuilder,
    buildingId: string,
    row: ImportedBuilding,
  ): void {
    const history = builder.matchedHistory(buildingId, row);
    this.context.packer.addUpdatedPart(history.writes, history.before);
    this.historyYears += history.years;
    if (history.writes.length > 0) this.entries.changed(buildingId);
  }
}

/** A matched building's update written whole: both sections, whatever the stored ones are. */
function writtenWhole(update: BuildingUpdate): BuildingUpdate {
  const { generalUnchanged: _general, unchanged: _unchanged, ...whole } = update;
  return whole;
}
