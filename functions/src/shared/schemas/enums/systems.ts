import { z } from 'zod';

import { MUST_BE_SELECTED } from './must-be-selected.js';

/*
 * Lists of a building's systems: cooling, heating, ventilation, lighting, envelope, photovoltaics and plug loads (spec 3.7 to 3.10, 3.15, 9.5, 9.8).
 * Stored as stable camelCase codes, shown through i18n (`enums.json`, key `<enumName>.<code>`), in
 * the spec's order. Never rename a code: stored data and the database rules refer to it.
 */

/** Cooling System Type (spec 3.7). */
export const COOLING_SYSTEM_TYPES = [
  'airCooledChiller',
  'waterCooledChiller',
  'districtCooling',
  'splitUnitAc',
  'absorptionChiller',
] as const;
export const coolingSystemTypeSchema = z.enum(COOLING_SYSTEM_TYPES, { error: MUST_BE_SELECTED });
export type CoolingSystemType = z.infer<typeof coolingSystemTypeSchema>;

/** Compressor Type (spec 3.7). */
export const COMPRESSOR_TYPES = [
  'centrifugal',
  'reciprocating',
  'scroll',
  'screwDriven',
  'rotaryVane',
  'screw',
] as const;
export const compressorTypeSchema = z.enum(COMPRESSOR_TYPES, { error: MUST_BE_SELECTED });
export type CompressorType = z.infer<typeof compressorTypeSchema>;

/** Chiller Energy Source (spec 3.7). */
export const CHILLER_ENERGY_SOURCES = [
  'hotWater',
  'steam',
  'exhaust',
  'electricity',
  'gas',
] as const;
export const chillerEnergySourceSchema = z.enum(CHILLER_ENERGY_SOURCES, {
  error: MUST_BE_SELECTED,
});
export type ChillerEnergySource = z.infer<typeof chillerEnergySourceSchema>;

/** Heater Type (spec 3.7; Natural Gas Boiler "also appears as a value"). */
export const HEATER_TYPES = [
  'warmAir',
  'destratification',
  'airRotation',
  'radiant',
  'airSourceHeatPump',
  'electricResistance',
  'geothermal',
  'districtHeating',
  'centralBoiler',
  'groundSourceHeatPump',
  'absorptionHeatPump',
  'naturalGasBoiler',
] as const;
export const heaterTypeSchema = z.enum(HEATER_TYPES, { error: MUST_BE_SELECTED });
export type HeaterType = z.infer<typeof heaterTypeSchema>;

/** Heater Energy Source (spec 3.7). */
export const HEATER_ENERGY_SOURCES = [
  'electricity',
  'gas',
  'districtSteam',
  'naturalGas',
  'fuelOil',
  'propane',
  'districtHotWater',
  'geothermalHotWater',
] as const;
export const heaterEnergySourceSchema = z.enum(HEATER_ENERGY_SOURCES, { error: MUST_BE_SELECTED });
export type HeaterEnergySource = z.infer<typeof heaterEnergySourceSchema>;

/** Ventilation fan type (spec 3.15, 9.8: Fixed Speed Fan, Variable Speed Drive Fan). */
export const VENTILATION_FAN_TYPES = ['fixedSpeed', 'variableSpeedDrive'] as const;
export const ventilationFanTypeSchema = z.enum(VENTILATION_FAN_TYPES, { error: MUST_BE_SELECTED });
export type VentilationFanType = z.infer<typeof ventilationFanTypeSchema>;

/** Light Bulb Type (spec 3.8). */
export const BULB_TYPES = [
  'led',
  'compactFluorescent',
  'fluorescentT5',
  'fluorescentT8',
  'fluorescentT12',
] as const;
export const bulbTypeSchema = z.enum(BULB_TYPES, { error: MUST_BE_SELECTED });
export type BulbType = z.infer<typeof bulbTypeSchema>;

/** Roof Type (spec 3.9). */
export const ROOF_TYPES = ['pitched', 'flat'] as const;
export const roofTypeSchema = z.enum(ROOF_TYPES, { error: MUST_BE_SELECTED });
export type RoofType = z.infer<typeof roofTypeSchema>;

/** External Window Insulation Type, i.e. glazing (spec 3.9). */
export const GLAZING_TYPES = [
  'singleGlazed',
  'doubleGlazedNoLowE',
  'doubleGlazedLowE',
  'tripleGlazedLowE',
] as const;
export const glazingTypeSchema = z.enum(GLAZING_TYPES, { error: MUST_BE_SELECTED });
export type GlazingType = z.infer<typeof glazingTypeSchema>;

/**
 * Sample insulation types offered as suggestions, by element (spec 3.9). The type itself is free
 * text: what is stored is the text the user keeps, a suggestion in the language shown or their
 * own words.
 */
export const SAMPLE_INSULATION_TYPES = {
  roof: ['concreteSlabUninsulated', 'concreteSlabInsulated'],
  wall: ['reinforcedConcreteWall', 'precastConcreteWall'],
  window: ['singleGlazedWindow', 'doubleGlazed'],
  floor: ['solidGroundFloor', 'solidGroundFloorEdgeInsulation'],
} as const;

/** Every sample insulation type, roof to floor. */
export const SAMPLE_INSULATION_CODES = Object.values(SAMPLE_INSULATION_TYPES).flat();

/** Envelope elements (spec 9.5); stored envelope fields use roof, wall, window and floor. */
export const ENVELOPE_ELEMENTS = ['roof', 'wall', 'openings', 'floor'] as const;
export const envelopeElementSchema = z.enum(ENVELOPE_ELEMENTS, { error: MUST_BE_SELECTED });
export type EnvelopeElement = z.infer<typeof envelopeElementSchema>;

/** P.V. Tracking Type (spec 3.10). */
export const PV_TRACKING_TYPES = ['fixed', 'verticalAxis', 'inclineAxis', 'twoAxis'] as const;
export const pvTrackingTypeSchema = z.enum(PV_TRACKING_TYPES, { error: MUST_BE_SELECTED });
export type PvTrackingType = z.infer<typeof pvTrackingTypeSchema>;

/** P.V. Panel Type (spec 3.10). */
export const PV_PANEL_TYPES = [
  'crystalSilicon',
  'copperIndiumSelenide',
  'cadmiumTelluride',
  'unknown',
] as const;
export const pvPanelTypeSchema = z.enum(PV_PANEL_TYPES, { error: MUST_BE_SELECTED });
export type PvPanelType = z.infer<typeof pvPanelTypeSchema>;

/** P.V. Mounting Type (spec 3.10). */
export const PV_MOUNTING_TYPES = ['freeStanding', 'buildingIntegrated'] as const;
export const pvMountingTypeSchema = z.enum(PV_MOUNTING_TYPES, { error: MUST_BE_SELECTED });
export type PvMountingType = z.infer<typeof pvMountingTypeSchema>;

/** Plug load option (spec 3.15, 9.8): Smart Plugs or NA. */
export const PLUG_LOAD_TYPES = ['smartPlugs', 'na'] as const;
export const plugLoadTypeSchema = z.enum(PLUG_LOAD_TYPES, { error: MUST_BE_SELECTED });
export type PlugLoadType = z.infer<typeof plugLoadTypeSchema>;
