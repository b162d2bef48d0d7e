import { SHORT_TEXT_MAX } from '../../schemas/common.js';
import { SUB_SYSTEMS, type SubSystem } from '../../schemas/enums/equipment.js';
import type {
  SearchIndexEntry,
  SearchIndexEquipment,
  SearchIndexMeasure,
} from '../../schemas/derived/search-index.js';
import { buildingTitleOf } from '../building/building-title.js';

/** Longest Equipment ID and Type kept (the limits of `equipmentSchema`). */
const CODE_TEXT_MAX = 100;

/** Database path (no leading slash) of `uid`'s search entry of `buildingId`. */
export function searchIndexPath(uid: string, buildingId: string): string {
  return `searchIndex/${uid}/${buildingId}`;
}

/**
 * What a building's search entry is made of, as stored: `/buildings/{id}/general`, and the
 * building's `/equipment/{id}` and `/measures/{id}` maps. Admin writes (imports, seeds) are not
 * held to the schemas by rules, so every part is read defensively.
 */
export interface SearchIndexInputs {
  general: unknown;
  equipment: unknown;
  measures: unknown;
}

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored text, trimmed and cut to `max` characters; '' when it is not a text. */
function text(value: unknown, max = SHORT_TEXT_MAX): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

function equipmentOf(stored: unknown): SearchIndexEquipment | null {
  if (!isObject(stored)) return null;
  const manufacturer = text(stored.manufacturer);
  const item: SearchIndexEquipment = {
    assetId: text(stored.assetId, CODE_TEXT_MAX),
    name: text(stored.name),
    type: text(stored.type, CODE_TEXT_MAX),
    ...(manufacturer ? { manufacturer } : {}),
  };
  return item.assetId || item.name || item.type || manufacturer ? item : null;
}

function measureOf(stored: unknown): SearchIndexMeasure | null {
  if (!isObject(stored)) return null;
  const name = text(stored.name);
  if (!name) return null;
  const subSystem = stored.subSystem;
  return SUB_SYSTEMS.includes(subSystem as SubSystem)
    ? { name, subSystem: subSystem as SubSystem }
    : { name };
}

/** The items of a stored map that `of` keeps, or undefined when none (no empty object stored). */
function itemsOf<T>(
  stored: unknown,
  of: (item: unknown) => T | null,
): Record<string, T> | undefined {
  if (!isObject(stored)) return undefined;
  const items: Record<string, T> = {};
  let any = false;
  for (const [id, value] of Object.entries(stored)) {
    const item = of(value);
    if (item === null) continue;
    items[id] = item;
    any = true;
  }
  return any ? items : undefined;
}

/**
 * The search entry of one building (schemas/derived/search-index.ts): its Title (else Building Name),
 * Building Name when it differs, Building Number and address; each equipment's Equipment ID,
 * Name, Type and Manufacturer; each measure's name and sub-system. Nothing else of the building
 * (no members, costs or figures). Texts are trimmed and cut to the schema's limits; equipment
 * without any of its four texts and measures without a name are left out. Null when the building
 * has no `general` (nothing to find it by; it does not exist or is being created).
 */
export function searchIndexEntryOf(inputs: SearchIndexInputs): SearchIndexEntry | null {
  const general = inputs.general;
  if (!isObject(general)) return null;
  const title = text(buildingTitleOf({ title: text(general.title), name: text(general.name) }));
  const name = text(general.name);
  const country = text(general.country);
  const equipment = itemsOf(inputs.equipment, equipmentOf);
  const measures = itemsOf(inputs.measures, measureOf);
  return {
    title,
    ...(name && name !== title ? { name } : {}),
    buildingNumber: text(general.buildingNumber),
    street: text(general.street),
    postCode: text(general.postCode),
    city: text(general.city),
    country: /^[A-Z]{2}$/.test(country) ? country : '',
    ...(equipment ? { equipment } : {}),
    ...(measures ? { measures } : {}),
  };
}
