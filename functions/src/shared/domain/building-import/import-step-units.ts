/**
 * The pieces an import's steps are made of (see `ImportStepPacker` in import-steps.ts): units of
 * writes encoded once, packed into steps by bytes and buildings, each step with its undo.
 */
import type { BuildingUpdate, PathWrite } from './write-shapes.js';

/** One multi-path update of an import, as UTF-8 JSON, and the update that takes it back. */
export interface ImportStep {
  /** The update (paths from the root), stored whole or not at all: what is sent. */
  bytes: Uint8Array<ArrayBuffer>;
  /** {@link bytes} as text (decoded when read; for tests and logs). */
  readonly body: string;
  /**
   * Writes back what {@link body} replaced, when a later step fails; null for the last step.
   * Made when asked: an import that succeeds never serialises the sections it replaced.
   */
  undo: (() => string) | null;
  /**
   * It writes below a building that an earlier step wrote (a later year's row of a building
   * updated in that step): it is sent only once every earlier step is stored, since
   * two updates in flight may be applied in either order.
   */
  ordered?: true;
}

/** Writes that go into one step together: one building's paths, or the report. */
export interface Unit {
  /** `"path":value,...` as JSON text. */
  text: string;
  undo: () => string;
  /** Bytes it adds to a step (with its separating comma). */
  bytes: number;
  /**
   * The building it writes (`buildings/{id}`): none for the commit's units. A unit writes at most
   * one building, whose trigger fires once per update that writes it (`buildingsOf`).
   */
  building?: string;
  /**
   * The path of its first write. A later unit at the same path replaces it while both wait for a
   * step (a matched building's sections again after a later year's row): one update holds no
   * path twice.
   */
  key: string;
}

/** Buildings a unit writes, as counted against `ImportStepLimits.stepBuildings`: 0 or 1. */
export const buildingsOf = (unit: Unit): 0 | 1 => (unit.building === undefined ? 0 : 1);

const utf8 = new TextEncoder();

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Node's own UTF-8 byte count (`Buffer.byteLength`), about four times as fast as the scan below
 * over an import's 58 MB of units; absent in a browser, where the scan counts.
 */
const nativeByteLength = (
  globalThis as { Buffer?: { byteLength(text: string, encoding: 'utf8'): number } }
).Buffer?.byteLength;

/**
 * Bytes of `text` as UTF-8, without encoding it (a lone surrogate is 3 bytes, as `TextEncoder`
 * writes it as U+FFFD): Node's count where there is one, else {@link scannedUtf8ByteLength}.
 */
export function utf8ByteLength(text: string): number {
  return nativeByteLength ? nativeByteLength(text, 'utf8') : scannedUtf8ByteLength(text);
}

/**
 * {@link utf8ByteLength} by scanning: its length when it is ASCII, else counted by code unit (a
 * surrogate pair is 4 bytes, a lone surrogate 3).
 */
export function scannedUtf8ByteLength(text: string): number {
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next < 0xe000) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * One unit of `writes`, undone by writing `before` at each path (null: nothing there). Its
 * JSON text is made once, here, and its size in bytes counted without encoding it: a step is
 * its units' texts joined and encoded once (encoding 46,000 units one by one cost a tenth of
 * an import's planning).
 */
export function unitOf(writes: readonly PathWrite[], before: (write: PathWrite) => unknown): Unit {
  const undo = () =>
    writes
      .map((write) => `${JSON.stringify(write.path)}:${JSON.stringify(before(write) ?? null)}`)
      .join(',');
  return unitWithUndo(writes, undo);
}

/** The unit of `writes` (their text, size and buildings), undone by `undo`. */
function unitWithUndo(writes: readonly PathWrite[], undo: () => string): Unit {
  let text = '';
  let building: string | undefined;
  for (const write of writes) {
    const value = write.json ?? JSON.stringify(write.value);
    text += `${text === '' ? '' : ','}${JSON.stringify(write.path)}:${value}`;
    building ??= buildingPathOf(write.path);
  }
  const bytes = utf8ByteLength(text) + 1;
  const key = writes[0]?.path ?? '';
  return building === undefined ? { text, undo, bytes, key } : { text, undo, bytes, key, building };
}

/** `buildings/{id}` of a path at or below a building; undefined for any other path. */
export function buildingPathOf(path: string): string | undefined {
  if (!path.startsWith('buildings/')) return undefined;
  const end = path.indexOf('/', 'buildings/'.length);
  return end === -1 ? path : path.slice(0, end);
}

/**
 * A unit that adds `writes` (nothing was at their paths), undone by removing them: its undo holds
 * only the paths, so the values (all the new buildings of an import) can be collected once sent.
 */
export function addedUnitOf(writes: readonly PathWrite[]): Unit {
  const paths = writes.map((write) => write.path);
  return unitWithUndo(writes, () => paths.map((path) => `${JSON.stringify(path)}:null`).join(','));
}

/**
 * Units waiting for a step, and their size as one update (`{}` and commas included). A unit
 * whose {@link Unit.key} is already waiting takes the place of the one there.
 */
export class Pending {
  units: Unit[] = [];
  bytes = 2;
  buildings = 0;
  /** Where each waiting unit is in {@link units}, by its key. */
  private readonly at = new Map<string, number>();

  add(unit: Unit): void {
    const index = this.at.get(unit.key);
    const replaced = index === undefined ? undefined : this.units[index];
    if (index !== undefined && replaced) {
      this.units[index] = unit;
      this.bytes += unit.bytes - replaced.bytes;
      this.buildings += buildingsOf(unit) - buildingsOf(replaced);
      return;
    }
    this.at.set(unit.key, this.units.length);
    this.units.push(unit);
    this.bytes += unit.bytes;
    this.buildings += buildingsOf(unit);
  }

  /** Whether `unit` joins these units within `room` (a first unit always does). */
  fits(unit: Unit, room: StepRoom): boolean {
    return (
      this.units.length === 0 ||
      (this.bytes + unit.bytes <= room.bytes &&
        this.buildings + buildingsOf(unit) <= room.buildings)
    );
  }

  take(): Unit[] {
    const units = this.units;
    this.units = [];
    this.at.clear();
    this.bytes = 2;
    this.buildings = 0;
    return units;
  }
}

/** The most a step may hold: bytes, and buildings (see {@link ImportStepLimits}). */
export interface StepRoom {
  bytes: number;
  buildings: number;
}

/**
 * Consecutive units in steps of at most `room` (a unit larger than its bytes is a step of its
 * own).
 */
export function pack(units: readonly Unit[], room: StepRoom): Unit[][] {
  const steps: Unit[][] = [];
  const current = new Pending();
  for (const unit of units) {
    if (!current.fits(unit, room)) steps.push(current.take());
    current.add(unit);
  }
  if (current.units.length > 0) steps.push(current.take());
  return steps;
}

/** Bytes and buildings of `units` as one update (`{}` and commas included). */
export function sizeOf(units: readonly Unit[]): StepRoom {
  let bytes = 1;
  let buildings = 0;
  for (const unit of units) {
    bytes += unit.bytes;
    buildings += buildingsOf(unit);
  }
  return { bytes, buildings };
}

const OPEN_BRACE = 0x7b;
const COMMA = 0x2c;
const CLOSE_BRACE = 0x7d;

/**
 * `{unit,unit,...}` as one update's UTF-8 bytes, each unit's text encoded straight into its place
 * (the units' sizes are known): joining 58 MB of an import's units into step texts first, then
 * encoding those, took ~3.5 times as long.
 */
export function stepBytesOf(units: readonly Unit[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(2, sizeOf(units).bytes));
  let at = 0;
  bytes[at++] = OPEN_BRACE;
  units.forEach((unit, index) => {
    if (index > 0) bytes[at++] = COMMA;
    at += utf8.encodeInto(unit.text, bytes.subarray(at)).written;
  });
  bytes[at++] = CLOSE_BRACE;
  if (at !== bytes.length) throw new Error(`A step of ${bytes.length} bytes encoded as ${at}`);
  return bytes;
}

/** `{unit,unit,...}` as one update; `ordered` (see {@link ImportStep}) when told. */
export function stepOf(units: readonly Unit[], last: boolean, ordered = false): ImportStep {
  const bytes = stepBytesOf(units);
  return {
    bytes,
    get body() {
      return new TextDecoder().decode(bytes);
    },
    undo: last ? null : undoOf(units.map((unit) => unit.undo)),
    ...(ordered ? { ordered: true as const } : {}),
  };
}

/** The undo of a step, holding the units' undos only (not their bytes). */
function undoOf(undos: readonly (() => string)[]): () => string {
  return () => `{${undos.map((undo) => undo()).join(',')}}`;
}

/**
 * The undoable unit of a matched building: its meta and General Information, together (the
 * meta alone when the General Information is unchanged).
 */
export function updateUnit(update: BuildingUpdate): Unit {
  const path = `buildings/${update.buildingId}`;
  return unitOf(
    [
      { path: `${path}/meta`, value: update.meta },
      ...(update.generalUnchanged ? [] : [{ path: `${path}/general`, value: update.general }]),
    ],
    (write) => (write.path.endsWith('/meta') ? update.stored.meta : update.stored.general),
  );
}
