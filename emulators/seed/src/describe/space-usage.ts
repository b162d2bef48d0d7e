/**
 * The space usage of a demo building by use type (`/buildings/{id}/spaceUsage`): typical shares
 * of the gross floor area with their climate control and ventilation.
 */
import type {
  SpaceUsage,
  SpaceUsageItem,
} from '../../../../functions/src/shared/schemas/stored/space-usage.js';
import type {
  ClimateControl,
  SpaceUsageType,
  UseType,
} from '../../../../functions/src/shared/schemas/enums/building.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import type { BuildingSpec } from '../catalog.js';
import { compact } from '../json.js';
import { keyed } from '../keyed.js';

interface UsageRow {
  title: string;
  usageType: SpaceUsageType;
  pct: number;
  climate: 'main' | ClimateControl;
}

/** Space usage by use type, % of GFA (totals 100). The main floors take the remainder. */
const SPACE_USAGE: Readonly<Record<UseType, readonly UsageRow[]>> = {
  office: [
    { title: 'Reception and lobby', usageType: 'reception', pct: 4, climate: 'main' },
    { title: 'Office floors and corridors', usageType: 'circulationArea', pct: 0, climate: 'main' },
    { title: 'Staff restaurant', usageType: 'eatingDrinkingArea', pct: 6, climate: 'main' },
    {
      title: 'Kitchen',
      usageType: 'foodPreparationArea',
      pct: 2,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Toilets', usageType: 'toilet', pct: 4, climate: 'mechanicallyVentilated' },
    { title: 'Archive and storage', usageType: 'storeRoom', pct: 5, climate: 'heated' },
    { title: 'Plant rooms', usageType: 'plantRoom', pct: 5, climate: 'naturallyVentilated' },
    {
      title: 'Underground car park',
      usageType: 'carPark',
      pct: 14,
      climate: 'mechanicallyVentilated',
    },
  ],
  education: [
    { title: 'Entrance hall', usageType: 'reception', pct: 3, climate: 'heated' },
    {
      title: 'Classrooms, labs and corridors',
      usageType: 'circulationArea',
      pct: 0,
      climate: 'main',
    },
    { title: 'Canteen', usageType: 'eatingDrinkingArea', pct: 7, climate: 'main' },
    {
      title: 'School kitchen',
      usageType: 'foodPreparationArea',
      pct: 3,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Sports hall', usageType: 'gym', pct: 12, climate: 'heated' },
    {
      title: 'Changing rooms',
      usageType: 'changingRoomWithShowers',
      pct: 3,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Workshops', usageType: 'workshopSmallScale', pct: 6, climate: 'heated' },
    { title: 'Toilets', usageType: 'toilet', pct: 4, climate: 'mechanicallyVentilated' },
    { title: 'Storage', usageType: 'storeRoom', pct: 4, climate: 'heated' },
    {
      title: 'Boiler and plant rooms',
      usageType: 'plantRoom',
      pct: 3,
      climate: 'naturallyVentilated',
    },
  ],
  retail: [
    { title: 'Entrance and customer service', usageType: 'reception', pct: 5, climate: 'main' },
    {
      title: 'Sales floors and circulation',
      usageType: 'circulationArea',
      pct: 0,
      climate: 'main',
    },
    { title: 'Café', usageType: 'eatingDrinkingArea', pct: 4, climate: 'main' },
    { title: 'Stockrooms', usageType: 'storeRoom', pct: 16, climate: 'heated' },
    { title: 'Toilets', usageType: 'toilet', pct: 2, climate: 'mechanicallyVentilated' },
    { title: 'Plant rooms', usageType: 'plantRoom', pct: 4, climate: 'naturallyVentilated' },
  ],
  hospitality: [
    { title: 'Lobby and reception', usageType: 'reception', pct: 6, climate: 'main' },
    { title: 'Guest rooms and corridors', usageType: 'circulationArea', pct: 0, climate: 'main' },
    { title: 'Restaurant and bar', usageType: 'eatingDrinkingArea', pct: 9, climate: 'main' },
    {
      title: 'Hotel kitchen',
      usageType: 'foodPreparationArea',
      pct: 4,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Fitness and spa', usageType: 'gym', pct: 4, climate: 'main' },
    {
      title: 'Staff changing rooms',
      usageType: 'changingRoomWithShowers',
      pct: 2,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Laundry and stores', usageType: 'storeRoom', pct: 5, climate: 'heated' },
    { title: 'Plant rooms', usageType: 'plantRoom', pct: 4, climate: 'naturallyVentilated' },
  ],
  industrial: [
    {
      title: 'Gatehouse and reception',
      usageType: 'reception',
      pct: 1,
      climate: 'heatedAndCooled',
    },
    { title: 'Assembly hall and aisles', usageType: 'circulationArea', pct: 0, climate: 'heated' },
    { title: 'Maintenance workshop', usageType: 'workshopSmallScale', pct: 8, climate: 'heated' },
    { title: 'High-bay storage', usageType: 'storeRoom', pct: 30, climate: 'naturallyVentilated' },
    { title: 'Staff canteen', usageType: 'eatingDrinkingArea', pct: 3, climate: 'heated' },
    {
      title: 'Changing rooms',
      usageType: 'changingRoomWithShowers',
      pct: 2,
      climate: 'mechanicallyVentilated',
    },
    {
      title: 'Compressor and plant rooms',
      usageType: 'plantRoom',
      pct: 3,
      climate: 'naturallyVentilated',
    },
  ],
  mixedUse: [
    { title: 'Lobbies', usageType: 'reception', pct: 4, climate: 'main' },
    {
      title: 'Offices, apartments and corridors',
      usageType: 'circulationArea',
      pct: 0,
      climate: 'main',
    },
    { title: 'Ground-floor restaurants', usageType: 'eatingDrinkingArea', pct: 8, climate: 'main' },
    {
      title: 'Restaurant kitchens',
      usageType: 'foodPreparationArea',
      pct: 3,
      climate: 'mechanicallyVentilated',
    },
    { title: 'Fitness club', usageType: 'gym', pct: 5, climate: 'main' },
    { title: 'Tenant storage', usageType: 'storeRoom', pct: 4, climate: 'heated' },
    { title: 'Plant rooms', usageType: 'plantRoom', pct: 4, climate: 'naturallyVentilated' },
    {
      title: 'Underground car park',
      usageType: 'carPark',
      pct: 18,
      climate: 'mechanicallyVentilated',
    },
  ],
  institution: [
    { title: 'Reception', usageType: 'reception', pct: 5, climate: 'main' },
    { title: 'Rooms and corridors', usageType: 'circulationArea', pct: 0, climate: 'main' },
  ],
  other: [
    { title: 'Reception', usageType: 'reception', pct: 5, climate: 'main' },
    { title: 'Rooms and corridors', usageType: 'circulationArea', pct: 0, climate: 'main' },
  ],
};

function mainClimate(spec: BuildingSpec): ClimateControl {
  return spec.cooling === 'none' ? 'heated' : 'heatedAndCooled';
}

/** `/buildings/{id}/spaceUsage`: items totalling exactly 100 % of GFA. */
export function spaceUsageOf(spec: BuildingSpec, baseMs: number, rng: Rng): SpaceUsage {
  const rows = SPACE_USAGE[spec.useType];
  const fixed = rows.reduce((sum, row) => sum + row.pct, 0);
  const modern = (spec.refurbishmentYear ?? spec.constructionYear) >= 2000;
  const items = rows.map((row, order) => {
    const climate = row.climate === 'main' ? mainClimate(spec) : row.climate;
    const ventilated = climate !== 'naturallyVentilated' && climate !== 'heated';
    return compact<SpaceUsageItem>({
      title: row.title,
      usageType: row.usageType,
      gfaPct: row.pct === 0 ? 100 - fixed : row.pct,
      climateControl: climate,
      fanType: ventilated
        ? row.usageType === 'toilet' || row.usageType === 'carPark'
          ? 'exhaustOnly'
          : 'supplyAndExhaust'
        : undefined,
      hasHeatRecovery: ventilated ? modern && row.usageType !== 'carPark' : undefined,
      order,
    });
  });
  return keyed(items, baseMs, rng);
}
