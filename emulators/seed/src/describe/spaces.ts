/** The named spaces of a demo building (`/buildings/{id}/spaces`): floors and weekly hours. */
import type { Space } from '../../../../functions/src/shared/schemas/stored/space.js';
import type { SpaceUsageType } from '../../../../functions/src/shared/schemas/enums/building.js';
import type { Rng } from '../../../../functions/src/shared/domain/common/seeded-random.js';
import type { BuildingSpec } from '../catalog.js';
import { compact } from '../json.js';
import { keyed } from '../keyed.js';
import { scheduleFor, weeklyHours } from '../schedule.js';
import { round } from '../time.js';
import { floorAreas } from './general.js';

/** `/buildings/{id}/spaces`: named spaces with floors and weekly hours. */
export function spacesOf(spec: BuildingSpec, baseMs: number, rng: Rng): Record<string, Space> {
  const { internal } = floorAreas(spec);
  const top = spec.storeysAboveGround - 1;
  const weekly = round(weeklyHours(scheduleFor(spec.useType, spec.country)));
  const below = spec.storeysBelowGround;
  const spaces: {
    name: string;
    type: SpaceUsageType;
    share: number;
    from: number;
    to: number;
    hours: number;
  }[] = [];
  const add = (
    name: string,
    type: SpaceUsageType,
    share: number,
    from: number,
    to: number,
    hours = weekly,
  ) => spaces.push({ name, type, share, from, to, hours });
  switch (spec.useType) {
    case 'office':
      add('Main lobby', 'reception', 0.04, 0, 0);
      add(`Office floors 1–${top}`, 'circulationArea', 0.62, 1, top);
      add('Staff restaurant', 'eatingDrinkingArea', 0.06, 0, 0, 30);
      if (below > 0) add('Car park', 'carPark', 0.14, -below, -1, 168);
      add('Plant room (roof)', 'plantRoom', 0.03, top, top, 168);
      break;
    case 'education':
      add('Entrance hall', 'reception', 0.03, 0, 0);
      add('Lecture rooms and labs', 'circulationArea', 0.55, 0, top);
      add('Canteen', 'eatingDrinkingArea', 0.07, 0, 0, 25);
      add('Sports hall', 'gym', 0.12, 0, 1, 40);
      add('Workshops', 'workshopSmallScale', 0.06, below > 0 ? -1 : 0, 0);
      break;
    case 'retail':
      add('Sales floors', 'circulationArea', 0.7, below > 0 ? -1 : 0, top);
      add('Customer café', 'eatingDrinkingArea', 0.04, top, top);
      add('Stockrooms', 'storeRoom', 0.16, 0, 1);
      break;
    case 'hospitality':
      add('Lobby and reception', 'reception', 0.06, 0, 0, 168);
      add(`Guest floors 1–${top}`, 'circulationArea', 0.64, 1, top, 168);
      add('Restaurant and bar', 'eatingDrinkingArea', 0.09, 0, 0, 98);
      add('Kitchen', 'foodPreparationArea', 0.04, 0, 0, 98);
      add('Fitness and spa', 'gym', 0.04, below > 0 ? -1 : 0, below > 0 ? -1 : 0, 112);
      break;
    case 'industrial':
      add('Assembly hall', 'circulationArea', 0.53, 0, 0);
      add('High-bay store', 'storeRoom', 0.3, 0, 0, 90);
      add('Maintenance workshop', 'workshopSmallScale', 0.08, 0, 0);
      add('Offices and canteen (mezzanine)', 'eatingDrinkingArea', 0.05, 1, 1, 50);
      break;
    default:
      add('Lobbies', 'reception', 0.04, 0, 0);
      add('Offices and apartments', 'circulationArea', 0.58, 1, top, 168);
      add('Restaurants', 'eatingDrinkingArea', 0.08, 0, 0, 84);
      add('Fitness club', 'gym', 0.05, 0, 0, 100);
      if (below > 0) add('Car park', 'carPark', 0.18, -below, -1, 168);
  }
  return keyed(
    spaces.map((space, order) =>
      compact<Space>({
        name: space.name,
        spaceType: space.type,
        areaM2: round(internal * space.share),
        fromFloor: space.from,
        toFloor: Math.max(space.from, space.to),
        operatingHoursPerWeek: Math.min(168, space.hours),
        order,
      }),
    ),
    baseMs,
    rng,
  );
}
