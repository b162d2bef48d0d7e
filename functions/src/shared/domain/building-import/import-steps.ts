import type { BuildingUpdate, ImportWrites, PathWrite } from './write-shapes.js';
import {
  addedUnitOf,
  buildingPathOf,
  buildingsOf,
  pack,
  Pending,
  sizeOf,
  stepOf,
  unitOf,
  updateUnit,
  type ImportStep,
  type StepRoom,
  type Unit,
} from './import-step-units.js';

/** Largest update of each kind: bytes of UTF-8 JSON, and buildings whose trigger it fires. */
export interface ImportStepLimits {
  /** An update of new buildings' data or of matched buildings' sections. */
  stepBytes: number;
  /**
   * Buildings one update may write: a matched building fires `onBuildingUpdated` once, and a new
   * one (which fires nothing when created) fires `onBuildingDeleted` once when the step is
   * undone; Firebase refuses a write that would trigger more than 500 2nd-gen functions in one
   * region.
   */
  stepBuildings: number;
  /** The commit: what makes the new buildings reachable, and the report (it triggers nothing). */
  commitBytes: number;
}

const MiB = 1024 * 1024;

/**
 * Steps of at most 1 MB: small enough that the database is at work early in a large import and
 * that little is left to write once the file is read (a step of 400 new buildings with their
 * summaries is ~0.5 MB, so a 10 MB file of 46,615 rows takes ~117 steps); a commit well under the
 * 16 MB a single write of the Firebase SDKs may have (the REST API takes 256 MB): with
 * 28-character uids, each new building's entry is ~60 bytes, so one commit holds ~240,000 of them
 * (the 46,615 of the benchmark's file make 2.9 MB). A new building's commit carries its summary
 * too (~520 bytes in all) only when a later year's row changed it.
 * At most 400 buildings a step: under the Realtime Database's 500 functions per region for one
 * write (https://firebase.google.com/docs/database/usage/limits), with room for a trigger added
 * later on a path a step writes.
 */
export const IMPORT_STEP_LIMITS: ImportStepLimits = {
  stepBytes: 1 * MiB,
  stepBuildings: 400,
  commitBytes: 14 * MiB,
};

/**
 * The updates that store an import without leaving it half-written, made as the buildings come
 * (so an import can write while it still reads the file):
 *
 * 1. the new buildings (meta, General Information, the importer as owner member) and the
 *    importer's portfolio summary of each, in steps of at most `stepBytes` and `stepBuildings`:
 *    only the importer may read one, by an id nobody has been told, and nothing lists it (the
 *    Portfolio lists a summary only once the building's entry exists, so a failed import's
 *    buildings are never seen);
 * 2. the matched buildings' meta and General Information, in steps of the same size, both
 *    sections of a building always in the same step (steps of kinds 1 and 2 come in the order
 *    they fill up);
 * 3. last, the commit: each new building's portfolio entry (and its summary again when a later
 *    year's row changed it), and the report, in one update of at most `commitBytes`, so the new
 *    buildings appear at once. It writes no path a database trigger watches, so its size is
 *    bounded by bytes alone. Only when it would be larger (beyond about 240,000 new buildings) is
 *    it split, the report in the last part.
 *
 * Steps of kind 1 are handed to `emit` as soon as they are full (the buildings appear with the
 * commit all the same); steps of kind 2 only once the import has grown past one update (bytes
 * past `commitBytes`, or buildings past `stepBuildings`). So the matched buildings and the commit
 * of an import that fits are one update, made by {@link finish}, with its new buildings when those
 * fit too. Every step but the last carries its undo: removing what steps 1 and 3 add, writing back
 * the sections step 2 replaced as they were read for matching. When a step fails, undoing the
 * steps before it leaves the database as it was (see docs/building-import.md for what concurrent
 * edits may see).
 */
export class ImportStepPacker {
  private readonly created = new Pending();
  private readonly updated = new Pending();
  /** The commit's unit of each new building, by the building's path. */
  private readonly commit = new Map<string, Unit>();
  /** Size of everything so far as one update. */
  private total = 1;
  /** Buildings written so far (each one's trigger fires once per update that writes it). */
  private buildings = 0;
  /** Past one update: full steps of kinds 1 and 2 are emitted as they fill. */
  private stepping = false;
  private readonly room: StepRoom;
  /**
   * Matched buildings (`buildings/{id}`) written by the steps emitted so far (a new building is
   * written again only by {@link finish}'s steps, which go one after another).
   */
  private readonly emittedBuildings = new Set<string>();
  /**
   * Later rows' writes below new buildings (a later year's General Information, more years of
   * history), by building and path, the last row's value at each path: written after every step
   * of new buildings (see {@link finish}).
   */
  private readonly createdParts = new Map<string, Map<string, PathWrite>>();
  /** Whether a later row replaced a new building's commit writes (its summary is written again). */
  private reachableReplaced = false;

  constructor(
    private readonly emit: (step: ImportStep) => void,
    private readonly limits: ImportStepLimits = IMPORT_STEP_LIMITS,
  ) {
    this.room = { bytes: limits.stepBytes, buildings: limits.stepBuildings };
  }

  /**
   * A new building: its data, the writes that go with it (its summary, which nothing lists
   * before the commit), and the writes that make it reachable in the commit.
   */
  addCreated(
    created: PathWrite,
    reachable: readonly PathWrite[],
    alongside: readonly PathWrite[] = [],
  ): void {
    this.setReachable(created.path, reachable);
    this.add(this.created, addedUnitOf([created, ...alongside]));
  }

  /**
   * The commit's writes for new building `createdPath`, replaced (a later year's row changed
   * what its summary shows: the commit writes it again).
   */
  setReachable(createdPath: string, reachable: readonly PathWrite[]): void {
    const unit = addedUnitOf(reachable);
    const replaced = this.commit.get(createdPath);
    if (replaced) this.reachableReplaced = true;
    this.total += unit.bytes - (replaced?.bytes ?? 0);
    this.commit.set(createdPath, unit);
  }

  /**
   * More of a new building, written after its data (a later year's General Information, another
   * year of history), undone with the building. Kept until {@link finish}: one update may not
   * hold a path and a path below it (the Firebase SDKs refuse such an update, and what the REST
   * API does with one is not documented), nor one path twice, and a building's rows may follow
   * each other in the file while its data still waits for its step. A later row's value at a path
   * replaces an earlier row's.
   */
  addCreatedPart(writes: readonly PathWrite[]): void {
    for (const write of writes) {
      const building = buildingPathOf(write.path);
      if (building === undefined) throw new Error(`${write.path} is not below a building`);
      let parts = this.createdParts.get(building);
      if (!parts) this.createdParts.set(building, (parts = new Map()));
      parts.set(write.path, write);
    }
  }

  /**
   * More of a matched building (its history of annual figures), with the stored value each
   * write replaces: sent as its sections are, and written back by the undo.
   */
  addUpdatedPart(writes: readonly PathWrite[], before: readonly unknown[]): void {
    if (writes.length === 0) return;
    const replaced = new Map(writes.map((write, index) => [write.path, before[index] ?? null]));
    this.add(
      this.updated,
      unitOf(writes, (write) => replaced.get(write.path)),
    );
  }

  /** A matched building's merged sections; nothing for one the row leaves as it is. */
  addUpdated(update: BuildingUpdate): void {
    if (update.unchanged) return;
    this.add(this.updated, updateUnit(update));
  }

  private add(pending: Pending, unit: Unit): void {
    this.total += unit.bytes;
    this.buildings += buildingsOf(unit);
    // New buildings are reachable only with the commit, so their steps may go as soon as they
    // are full; matched buildings are visible at once, so theirs go early only when the import
    // cannot be one update anyway.
    const early = pending === this.created || this.stepping;
    if (early && !pending.fits(unit, this.room)) {
      this.emitStep(pending.take(), pending === this.updated);
    }
    pending.add(unit);
    if (
      !this.stepping &&
      (this.total > this.limits.commitBytes || this.buildings > this.limits.stepBuildings)
    ) {
      this.stepping = true;
      const steps = pack(this.updated.take(), this.room);
      // The last, partly filled step waits for more buildings.
      const open = steps.pop() ?? [];
      for (const units of steps) this.emitStep(units, true);
      for (const waitingUnit of open) this.updated.add(waitingUnit);
    }
  }

  /**
   * Emits a step of `units`, ordered when one of them writes a matched building an earlier
   * emitted step wrote: steps in flight may be applied in either order, and this one must come
   * after. Steps of new buildings (not `matched`) write each building once.
   */
  private emitStep(units: readonly Unit[], matched: boolean): void {
    this.emit(stepOf(units, false, matched && this.writtenBefore(units)));
  }

  /** Whether an emitted step wrote one of the buildings of `units`; marks them written. */
  private writtenBefore(units: readonly Unit[]): boolean {
    let before = false;
    for (const { building } of units) {
      if (building === undefined) continue;
      if (this.emittedBuildings.has(building)) before = true;
      else this.emittedBuildings.add(building);
    }
    return before;
  }

  /**
   * The steps not emitted yet, in order (sent one after another), the last one the commit with
   * `report`: the new buildings, then their later rows' parts (each building's in one unit), then
   * the matched buildings, then the commit. What is left goes in one update with the commit when
   * it fits and no path of it is at or below another (no parts, no summary written twice).
   */
  finish(report: PathWrite): ImportStep[] {
    const created = this.created.take();
    const parts = [...this.createdParts.values()].map((writes) =>
      addedUnitOf([...writes.values()]),
    );
    this.createdParts.clear();
    const updated = this.updated.take();
    const commit = [...this.commit.values(), addedUnitOf([report])];
    this.commit.clear();
    const rest = [...created, ...updated, ...commit];
    // What is left, with the commit, in one update when it fits (one round trip fewer).
    const size = sizeOf(rest);
    if (
      parts.length === 0 &&
      !this.reachableReplaced &&
      size.bytes <= this.limits.commitBytes &&
      size.buildings <= this.limits.stepBuildings
    ) {
      return [stepOf(rest, true)];
    }
    const steps = [
      ...pack(created, this.room),
      ...pack(parts, this.room),
      ...pack(updated, this.room),
      ...pack(commit, { bytes: this.limits.commitBytes, buildings: 0 }),
    ];
    return steps.map((units, index) => stepOf(units, index === steps.length - 1));
  }
}

/** {@link ImportStepPacker}'s steps for a whole import at once, in order. */
export function importSteps(
  writes: Pick<ImportWrites, 'created' | 'updated' | 'reachable'> &
    Partial<Pick<ImportWrites, 'summaries'>>,
  report: PathWrite,
  limits: ImportStepLimits = IMPORT_STEP_LIMITS,
): ImportStep[] {
  const emitted: ImportStep[] = [];
  const packer = new ImportStepPacker((step) => emitted.push(step), limits);
  writes.created.forEach((created, index) => {
    const summary = writes.summaries?.[index];
    packer.addCreated(created, writes.reachable[index]!, summary ? [summary] : []);
  });
  for (const update of writes.updated) packer.addUpdated(update);
  return [...emitted, ...packer.finish(report)];
}
