import { z } from 'zod';

import { MUST_BE_SELECTED } from './must-be-selected.js';

/*
 * Lists that describe a building and its use: status, wizard steps, orientation, use type, activity days and space usage (spec 2.7, 3.1 to 3.4).
 * Stored as stable camelCase codes, shown through i18n (`enums.json`, key `<enumName>.<code>`), in
 * the spec's order. Never rename a code: stored data and the database rules refer to it.
 */

/** Building status (spec 3.1, 4): Temporary until the wizard's Done step, then Permanent. */
export const BUILDING_STATUSES = ['temporary', 'permanent'] as const;
export const buildingStatusSchema = z.enum(BUILDING_STATUSES, { error: MUST_BE_SELECTED });
export type BuildingStatus = z.infer<typeof buildingStatusSchema>;

/** The nine wizard steps in order (spec 2.7). */
export const WIZARD_STEPS = [
  'general',
  'activity',
  'electricity',
  'heating',
  'hvac',
  'lighting',
  'envelope',
  'renewables',
  'done',
] as const;
export const wizardStepSchema = z.enum(WIZARD_STEPS, { error: MUST_BE_SELECTED });
export type WizardStep = z.infer<typeof wizardStepSchema>;

/** Building Orientation (spec 3.1). */
export const ORIENTATIONS = [
  'north',
  'south',
  'east',
  'west',
  'northEast',
  'southEast',
  'southWest',
  'northWest',
] as const;
export const orientationSchema = z.enum(ORIENTATIONS, { error: MUST_BE_SELECTED });
export type Orientation = z.infer<typeof orientationSchema>;

/** Use Type (spec 3.1). */
export const USE_TYPES = [
  'education',
  'office',
  'retail',
  'hospitality',
  'industrial',
  'institution',
  'mixedUse',
  'other',
] as const;
export const useTypeSchema = z.enum(USE_TYPES, { error: MUST_BE_SELECTED });
export type UseType = z.infer<typeof useTypeSchema>;

/** Days of the Activity step (spec 3.2): Sunday first, as on screen, then Public Holiday. */
export const ACTIVITY_DAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'publicHoliday',
] as const;
export const activityDaySchema = z.enum(ACTIVITY_DAYS, { error: MUST_BE_SELECTED });
export type ActivityDay = z.infer<typeof activityDaySchema>;

/** Space Usage Type (spec 3.3), also the Space Type of a space (spec 3.4). */
export const SPACE_USAGE_TYPES = [
  'storeRoom',
  'circulationArea',
  'toilet',
  'reception',
  'plantRoom',
  'gym',
  'changingRoomWithShowers',
  'foodPreparationArea',
  'eatingDrinkingArea',
  'workshopSmallScale',
  'carPark',
] as const;
export const spaceUsageTypeSchema = z.enum(SPACE_USAGE_TYPES, { error: MUST_BE_SELECTED });
export type SpaceUsageType = z.infer<typeof spaceUsageTypeSchema>;

/** Climate Control of a space-usage item (spec 3.3). */
export const CLIMATE_CONTROLS = [
  'heated',
  'cooled',
  'heatedAndCooled',
  'mechanicallyVentilated',
  'naturallyVentilated',
] as const;
export const climateControlSchema = z.enum(CLIMATE_CONTROLS, { error: MUST_BE_SELECTED });
export type ClimateControl = z.infer<typeof climateControlSchema>;

/** Fan Type of a space-usage item (spec 3.3). */
export const SPACE_FAN_TYPES = ['supplyOnly', 'exhaustOnly', 'supplyAndExhaust'] as const;
export const spaceFanTypeSchema = z.enum(SPACE_FAN_TYPES, { error: MUST_BE_SELECTED });
export type SpaceFanType = z.infer<typeof spaceFanTypeSchema>;
