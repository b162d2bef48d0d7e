import type { ImportWrites, PathWrite } from './writes.js';

/** One multi-path update of an import, as JSON text, and the update that takes it back. */
export interface ImportStep {
  /** The update (paths from the root), stored whole or not at all. */
  body: string;
  /**
   * Writes back what {@link body} replaced, when a later step fails; null for the last step.
   * Made when asked: an import that succeeds never serialises the sections it replaced.
   */
  undo: (() => string) | null;
}

/** Largest update of each kind, in bytes of UTF-8 JSON. */
export interface ImportStepLimits {
  /** An update of new buildings' data or of matched buildings' sections. */
  stepBytes: number;
  /** The commit: what makes the new buildings reachable, and the report. */
  commitBytes: number;
}

const MiB = 1024 * 1024;

/**
 * A few MB per step, and a commit well under the 16 MB a single write of the Firebase SDKs may
 * have (the REST API takes 256 MB): the commit of 46,615 new buildings is ~9 MB.
 */
export const IMPORT_STEP_LIMITS: ImportStepLimits = { stepBytes: 4 * MiB, commitBytes: 12 * MiB };

/** Writes that go into one step together: one building's paths, or the report. */
interface Unit {
  json: string;
  undo: () => string;
  bytes: number;
}

const NON_ASCII = /[\u0080-\uffff]/;

/** UTF-8 length of `text` (what the database counts), without encoding it. */
function utf8Bytes(text: string): number {
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4; // a surrogate pair: one 4-byte character
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** One unit of `writes`, undone by writing `before` at each path (null: nothing there). */
function unitOf(writes: readonly PathWrite[], before: (write: PathWrite) => unknown): Unit {
  const json = writes
    .map((write) => `${JSON.stringify(write.path)}:${JSON.stringify(write.value)}`)
    .join(',');
  const undo = () =>
    writes
      .map((write) => `${JSON.stringify(write.path)}:${JSON.stringify(before(write) ?? null)}`)
      .join(',');
  return { json, undo, bytes: utf8Bytes(json) + 1 };
}

const removed = (): null => null;

/** Consecutive units in steps of at most `maxBytes` (a larger unit is a step of its own). */
function pack(units: readonly Unit[], maxBytes: number): Unit[][] {
  const steps: Unit[][] = [];
  let current: Unit[] = [];
  let bytes = 2;
  for (const unit of units) {
    if (current.length > 0 && bytes + unit.bytes > maxBytes) {
      steps.push(current);
      current = [];
      bytes = 2;
    }
    current.push(unit);
    bytes += unit.bytes;
  }
  if (current.length > 0) steps.push(current);
  return steps;
}

const stepOf = (units: readonly Unit[], last: boolean): ImportStep => ({
  body: `{${units.map((unit) => unit.json).join(',')}}`,
  undo: last ? null : () => `{${units.map((unit) => unit.undo()).join(',')}}`,
});

/**
 * The updates that store an import without leaving it half-written, in order:
 *
 * 1. the new buildings' data (meta and General Information, no members), in steps of at most
 *    `stepBytes`: without a member no client may read a building, and nothing lists it;
 * 2. the matched buildings' meta and General Information, in steps of at most `stepBytes`, both
 *    sections of a building always in the same step;
 * 3. the commit: each new building's owner member and portfolio entry, and the report, in one
 *    update of at most `commitBytes`, so the new buildings appear at once. Only when that would
 *    be larger (about 65,000 new buildings) is it split, the report in the last part.
 *
 * An import that fits in `commitBytes` as a whole is one update. Every step but the last carries
 * its undo: removing what steps 1 and 3 add, writing back the sections step 2 replaced as they
 * were read for matching. When a step fails, undoing the steps before it in reverse order leaves
 * the database as it was (see docs/building-import.md for what concurrent edits may see).
 */
export function importSteps(
  writes: Pick<ImportWrites, 'created' | 'updated' | 'reachable'>,
  report: PathWrite,
  limits: ImportStepLimits = IMPORT_STEP_LIMITS,
): ImportStep[] {
  const created = writes.created.map((write) => unitOf([write], removed));
  const updated = writes.updated.map((update) => {
    const path = `buildings/${update.buildingId}`;
    return unitOf(
      [
        { path: `${path}/meta`, value: update.meta },
        { path: `${path}/general`, value: update.general },
      ],
      (write) => (write.path.endsWith('/meta') ? update.stored.meta : update.stored.general),
    );
  });
  const commit = [
    ...writes.reachable.map((paths) => unitOf(paths, removed)),
    unitOf([report], removed),
  ];
  const all = [...created, ...updated, ...commit];
  if (all.reduce((sum, unit) => sum + unit.bytes, 1) <= limits.commitBytes) {
    return [stepOf(all, true)];
  }
  const steps = [
    ...pack(created, limits.stepBytes),
    ...pack(updated, limits.stepBytes),
    ...pack(commit, limits.commitBytes),
  ];
  return steps.map((units, index) => stepOf(units, index === steps.length - 1));
}
