import {
  DEFAULT_FLOOR_TO_CEILING_M,
  DEFAULT_STOREYS,
  DEFAULT_WEEKLY_HOURS,
  DEFAULT_WINDOW_TO_WALL_PCT,
  ERA_U_VALUES,
  GLAZING_U_VALUE_W_PER_M2K,
  SLAB_DEPTH_M,
} from '../../../constants/energy-model.js';
import type { Activity } from '../../../schemas/stored/activity.js';
import type { BuildingGeneral } from '../../../schemas/stored/building-general.js';
import type { Envelope } from '../../../schemas/stored/envelope.js';
import { ACTIVITY_DAYS } from '../../../schemas/enums/building.js';

/** Areas (m²), U-values (W/m²K) and volume (m³) of the envelope, each flagged given or assumed. */
export interface EnvelopeGeometry {
  floorAreaM2: number;
  volumeM3: number;
  roofAreaM2: number;
  /** Opaque wall, without the windows. */
  wallAreaM2: number;
  windowAreaM2: number;
  groundFloorAreaM2: number;
  uValues: { roof: number; wall: number; window: number; floor: number };
  /** Elements whose U-value came from the defaults by age, not from the building's description. */
  assumedUValues: ('roof' | 'wall' | 'window' | 'floor')[];
  windowToWallPct: number;
}

/** The year whose era gives assumed U-values: refurbishment, else construction, else 1990. */
export function envelopeEraYear(general: BuildingGeneral): number {
  return general.refurbishmentYear ?? general.constructionYear ?? 1990;
}

/**
 * Envelope of a rectangular block with a square footprint: footprint = GFA / storeys above
 * ground, perimeter = 4·√footprint, storey height = floor-to-ceiling + slab, windows = WWR of the
 * gross wall. U-values from the Envelope step, else the glazing's typical value for windows, else
 * the defaults of the building's era (refurbishment year if any, else construction year).
 */
export function envelopeGeometry(general: BuildingGeneral, envelope?: Envelope): EnvelopeGeometry {
  const floorAreaM2 = general.grossFloorAreaM2 ?? 0;
  const storeys = Math.max(1, general.storeysAboveGround ?? DEFAULT_STOREYS);
  const storeyHeightM =
    (general.floorToCeilingHeightM ?? DEFAULT_FLOOR_TO_CEILING_M) + SLAB_DEPTH_M;
  const footprintM2 = floorAreaM2 / storeys;
  const grossWallM2 = 4 * Math.sqrt(footprintM2) * storeyHeightM * storeys;
  const windowToWallPct = envelope?.windowToWallRatioPct ?? DEFAULT_WINDOW_TO_WALL_PCT;
  const windowAreaM2 = (grossWallM2 * windowToWallPct) / 100;
  const year = envelopeEraYear(general);
  const era = ERA_U_VALUES.find((candidate) => year < candidate.beforeYear) ?? ERA_U_VALUES[0]!;
  const assumedUValues: EnvelopeGeometry['assumedUValues'] = [];
  const pick = (element: 'roof' | 'wall' | 'floor', given: number | undefined) => {
    if (given !== undefined) return given;
    assumedUValues.push(element);
    return era[element];
  };
  let window = envelope?.window?.uValueWPerM2K;
  if (window === undefined) {
    window = envelope?.glazing ? GLAZING_U_VALUE_W_PER_M2K[envelope.glazing] : era.window;
    assumedUValues.push('window');
  }
  return {
    floorAreaM2,
    volumeM3: floorAreaM2 * storeyHeightM,
    roofAreaM2: footprintM2,
    wallAreaM2: grossWallM2 - windowAreaM2,
    windowAreaM2,
    groundFloorAreaM2: footprintM2,
    uValues: {
      roof: pick('roof', envelope?.roof?.uValueWPerM2K),
      wall: pick('wall', envelope?.wall?.uValueWPerM2K),
      window,
      floor: pick('floor', envelope?.floor?.uValueWPerM2K),
    },
    assumedUValues,
    windowToWallPct,
  };
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Weekly operating hours from the Activity step (public holidays left out), or null. */
export function weeklyHoursFromActivity(activity: Activity | undefined): number | null {
  if (!activity) return null;
  let minutes = 0;
  let any = false;
  for (const key of ACTIVITY_DAYS) {
    if (key === 'publicHoliday') continue;
    const day = activity.days[key];
    if (!day) continue;
    any = true;
    if (day.operates && day.start && day.end) minutes += minutesOf(day.end) - minutesOf(day.start);
  }
  return any ? minutes / 60 : null;
}

/**
 * Share of the time (0–1) the building is in use: "Total operating hours" per year of the
 * General step when given (/ 8,760 h), else the Activity step's weekly hours (/ 168 h), else the
 * default weekly hours of the use type.
 */
export function occupiedShare(general: BuildingGeneral, activity?: Activity): number {
  if (general.operatingHoursPerYear !== undefined) {
    return Math.min(1, general.operatingHoursPerYear / 8760);
  }
  const weekly =
    weeklyHoursFromActivity(activity) ?? DEFAULT_WEEKLY_HOURS[general.useType ?? 'other'];
  return Math.min(1, weekly / 168);
}
