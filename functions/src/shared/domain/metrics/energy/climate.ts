import type { ClimateStation } from '../../../constants/climate-normals.js';
import { CLIMATE_MATCH_MAX_KM, CLIMATE_NORMALS } from '../../../constants/climate-normals.js';
import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import type { ModelClimate } from './model-input.js';

/** The climate chosen for a building, and how well it matches. */
export interface ClimateMatch {
  station: ClimateStation;
  /** Great-circle distance from the building, km (null when matched by city name). */
  distanceKm: number | null;
  /** False when the nearest station is farther than the match limit: figures are indicative. */
  withinRange: boolean;
  climate: ModelClimate;
}

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Haversine distance between two points, km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+\d+$/, '')
    .trim();

const CITY_ALIASES: Readonly<Record<string, string>> = {
  praha: 'prague',
  prague: 'prague',
  brno: 'brno',
  berlin: 'berlin',
  munchen: 'munich',
  munich: 'munich',
  wien: 'vienna',
  vienna: 'vienna',
  'new york': 'newYork',
  chicago: 'chicago',
};

/**
 * The climate of a building: the nearest station of the shipped normals by coordinates, else by
 * city name ("Praha 8" → Praha), else the nearest station of the same country, else Prague (and
 * `withinRange` false, so screens can say the weather figures are indicative).
 */
export function climateFor(general: BuildingGeneral): ClimateMatch {
  const build = (
    station: ClimateStation,
    km: number | null,
    withinRange: boolean,
  ): ClimateMatch => ({
    station,
    distanceKm: km,
    withinRange,
    climate: {
      latitudeDeg: general.latitudeDeg ?? station.latitudeDeg,
      monthlyMeanTemperatureDegC: station.monthlyMeanDegC,
    },
  });
  if (general.latitudeDeg !== undefined && general.longitudeDeg !== undefined) {
    let best: ClimateStation = CLIMATE_NORMALS[0]!;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const station of CLIMATE_NORMALS) {
      const km = distanceKm(
        general.latitudeDeg,
        general.longitudeDeg,
        station.latitudeDeg,
        station.longitudeDeg,
      );
      if (km < bestKm) {
        best = station;
        bestKm = km;
      }
    }
    if (bestKm <= CLIMATE_MATCH_MAX_KM) return build(best, bestKm, true);
  }
  const alias = general.city ? CITY_ALIASES[normalize(general.city)] : undefined;
  const byName = CLIMATE_NORMALS.find((station) => station.code === alias);
  if (byName) return build(byName, null, true);
  const sameCountry = CLIMATE_NORMALS.find((station) => station.country === general.country);
  return build(sameCountry ?? CLIMATE_NORMALS[0]!, null, false);
}
