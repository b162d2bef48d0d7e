/** The General step of a demo building (`/buildings/{id}/general`): identity, address, size. */
import type { BuildingGeneral } from '../../../../functions/src/shared/schemas/stored/building-general.js';
import type { BuildingSpec } from '../catalog.js';
import { CLIMATES } from '../climate.js';
import { compact } from '../json.js';
import { scheduleFor, weeklyHours } from '../schedule.js';
import { round } from '../time.js';

/** Floor areas: net usable and internal as typical shares of the gross area. */
export function floorAreas(spec: BuildingSpec) {
  const internal = round(spec.grossFloorAreaM2 * 0.93);
  const netShare = spec.useType === 'industrial' ? 0.9 : spec.useType === 'office' ? 0.8 : 0.76;
  return { internal, net: round(spec.grossFloorAreaM2 * netShare) };
}

function constructionPeriod(year: number): string {
  if (year < 1919) return 'Before 1919';
  if (year < 1946) return '1919–1945';
  if (year < 1961) return '1946–1960';
  if (year < 1981) return '1961–1980';
  if (year < 2001) return '1981–2000';
  if (year < 2011) return '2001–2010';
  return '2011 or later';
}

const ADDRESS_FORMAT: Readonly<Record<string, (s: BuildingSpec) => string>> = {
  US: (s) => `${s.street}, ${s.city}, ${s.state} ${s.postCode}, United States`,
  CZ: (s) => `${s.street}, ${s.postCode} ${s.city}, Česká republika`,
  DE: (s) => `${s.street}, ${s.postCode} ${s.city}, Deutschland`,
  AT: (s) => `${s.street}, ${s.postCode} ${s.city}, Österreich`,
};

/** `/buildings/{id}/general`. */
export function generalOf(spec: BuildingSpec): BuildingGeneral {
  const { internal, net } = floorAreas(spec);
  const schedule = scheduleFor(spec.useType, spec.country);
  const format = ADDRESS_FORMAT[spec.country];
  return compact<BuildingGeneral>({
    name: spec.name,
    title: spec.title,
    buildingNumber: spec.buildingNumber,
    street: spec.street,
    postCode: spec.postCode,
    city: spec.city,
    state: spec.state,
    country: spec.country,
    currency: CLIMATES[spec.cityCode].currency,
    address: format ? format(spec) : `${spec.street}, ${spec.city}`,
    latitudeDeg: spec.latitudeDeg,
    longitudeDeg: spec.longitudeDeg,
    orientation: spec.orientation,
    sustainabilityRatingScheme: spec.rating?.scheme,
    sustainabilityRating: spec.rating?.rating,
    useType: spec.useType,
    storeysAboveGround: spec.storeysAboveGround,
    storeysBelowGround: spec.storeysBelowGround,
    grossFloorAreaM2: spec.grossFloorAreaM2,
    netUsableAreaM2: net,
    internalFloorAreaM2: internal,
    floorToCeilingHeightM: spec.floorToCeilingHeightM,
    constructionYear: spec.constructionYear,
    constructionPeriod: constructionPeriod(spec.constructionYear),
    hasMajorRefurbishment: spec.refurbishmentYear !== undefined,
    refurbishmentYear: spec.refurbishmentYear,
    operatingHoursPerYear: round(weeklyHours(schedule) * 52),
  });
}
