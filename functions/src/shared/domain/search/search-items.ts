import type { SubSystem } from '../../schemas/enums/equipment.js';
import type { SearchIndexEntry } from '../../schemas/derived/search-index.js';
import { buildingTitleOf } from '../building/building-title.js';
import { indexItem, type Fold, type IndexedItem } from './search-match.js';
import { foldSearchText } from './search-text.js';

/** A building as search lists it. */
export interface BuildingSearchItem {
  kind: 'building';
  buildingId: string;
  title: string;
  buildingNumber: string;
  street: string;
  postCode: string;
  city: string;
}

/** An equipment as search lists it, with the building it belongs to. */
export interface EquipmentSearchItem {
  kind: 'equipment';
  buildingId: string;
  equipmentId: string;
  /** The Name, else the Equipment ID. */
  title: string;
  assetId: string;
  type: string;
  manufacturer: string;
  buildingTitle: string;
}

/** An improvement measure as search lists it, with the building it belongs to. */
export interface MeasureSearchItem {
  kind: 'measure';
  buildingId: string;
  measureId: string;
  title: string;
  subSystem?: SubSystem;
  buildingTitle: string;
}

/** One building's searchable items, folded for `locale`. */
export interface BuildingSearchItems {
  building: IndexedItem<BuildingSearchItem>;
  equipment: IndexedItem<EquipmentSearchItem>[];
  measures: IndexedItem<MeasureSearchItem>[];
}

/**
 * The searchable items of one building's search entry (`/searchIndex/{uid}/{buildingId}`): the
 * building, found by its title, Building Name, street, city, Building Number and post code; each
 * equipment by its Name, Type, Manufacturer and Equipment ID, beside its building's title; each
 * measure by its name, beside its building's title. Folded once here (`indexItem`, with `fold`,
 * by default `foldSearchText` in `locale`; a `createFolder` folds repeated texts once) so that each
 * keystroke only compares.
 */
export function buildingSearchItemsOf(
  buildingId: string,
  entry: SearchIndexEntry,
  locale?: string,
  fold: Fold = (text) => foldSearchText(text, locale),
): BuildingSearchItems {
  const buildingTitle = buildingTitleOf(entry);
  const building = indexItem<BuildingSearchItem>(
    {
      kind: 'building',
      buildingId,
      title: buildingTitle,
      buildingNumber: entry.buildingNumber,
      street: entry.street,
      postCode: entry.postCode,
      city: entry.city,
    },
    {
      title: buildingTitle,
      others: [entry.name ?? '', entry.street, entry.city],
      codes: [entry.buildingNumber, entry.postCode],
    },
    locale,
    fold,
  );
  const equipment = Object.entries(entry.equipment ?? {}).map(([equipmentId, item]) =>
    indexItem<EquipmentSearchItem>(
      {
        kind: 'equipment',
        buildingId,
        equipmentId,
        title: item.name || item.assetId,
        assetId: item.assetId,
        type: item.type,
        manufacturer: item.manufacturer ?? '',
        buildingTitle,
      },
      {
        title: item.name || item.assetId,
        others: [item.type, item.manufacturer ?? ''],
        codes: [item.assetId],
        context: buildingTitle,
      },
      locale,
      fold,
    ),
  );
  const measures = Object.entries(entry.measures ?? {}).map(([measureId, item]) =>
    indexItem<MeasureSearchItem>(
      {
        kind: 'measure',
        buildingId,
        measureId,
        title: item.name,
        ...(item.subSystem ? { subSystem: item.subSystem } : {}),
        buildingTitle,
      },
      { title: item.name, context: buildingTitle },
      locale,
      fold,
    ),
  );
  return { building, equipment, measures };
}
