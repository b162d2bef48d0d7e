import { z } from 'zod';

/*
 * Every enumeration of the product (spec sections 3 and 9), stored as stable camelCase codes and
 * shown through i18n (`web/src/locales/<lang>/enums.json`, key `<enumName>.<code>`). The order of
 * each list is the order the spec gives, which is the order of the options on screen. Never
 * rename a code: stored data and the database rules refer to it.
 */

const MUST_BE_SELECTED = 'validation.mustBeSelected';

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

/** Scope of a historized series (spec 3.11); every scope but `overall` names one equipment. */
export const SERIES_SCOPES = [
  'overall',
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
] as const;
export const seriesScopeSchema = z.enum(SERIES_SCOPES, { error: MUST_BE_SELECTED });
export type SeriesScope = z.infer<typeof seriesScopeSchema>;

/** Unit of a historized series (spec 3.11, 9.9): energy kWh, power kW, temperature °C, volume m³. */
export const SERIES_UNITS = ['kWh', 'kW', 'degC', 'm3'] as const;
export const seriesUnitSchema = z.enum(SERIES_UNITS, { error: MUST_BE_SELECTED });
export type SeriesUnit = z.infer<typeof seriesUnitSchema>;

/** Where a series came from: a file upload, bills, a meter feed or the demo generator. */
export const SERIES_SOURCES = ['upload', 'bill', 'meter', 'demo'] as const;
export const seriesSourceSchema = z.enum(SERIES_SOURCES, { error: MUST_BE_SELECTED });
export type SeriesSource = z.infer<typeof seriesSourceSchema>;

/** Sub-systems (spec 9.5), the Sub-System of equipment and measures. */
export const SUB_SYSTEMS = [
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'facilityEnvelope',
  'renewables',
  'plugLoads',
  'others',
] as const;
export const subSystemSchema = z.enum(SUB_SYSTEMS, { error: MUST_BE_SELECTED });
export type SubSystem = z.infer<typeof subSystemSchema>;

/** Depreciation Mode of the equipment form, plus Double Declining Balance (spec 3.12, 9.6). */
export const DEPRECIATION_MODES = [
  'straightLine',
  'decliningBalance',
  'doubleDecliningBalance',
  'sumOfYears',
  'unitsOfProduction',
] as const;
export const depreciationModeSchema = z.enum(DEPRECIATION_MODES, { error: MUST_BE_SELECTED });
export type DepreciationMode = z.infer<typeof depreciationModeSchema>;

/** Standard versus Condition Based Depreciation (spec 9.6). */
export const DEPRECIATION_BASES = ['standard', 'conditionBased'] as const;
export const depreciationBasisSchema = z.enum(DEPRECIATION_BASES, { error: MUST_BE_SELECTED });
export type DepreciationBasis = z.infer<typeof depreciationBasisSchema>;

/** Kinds of the Maintenance & Sensor Logs of an equipment (spec 3.12). */
export const EQUIPMENT_LOG_KINDS = ['maintenance', 'sensor', 'repair', 'inspection'] as const;
export const equipmentLogKindSchema = z.enum(EQUIPMENT_LOG_KINDS, { error: MUST_BE_SELECTED });
export type EquipmentLogKind = z.infer<typeof equipmentLogKindSchema>;

/** Alert severities (spec 3.13, 9.5). */
export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export const alertSeveritySchema = z.enum(ALERT_SEVERITIES, { error: MUST_BE_SELECTED });
export type AlertSeverity = z.infer<typeof alertSeveritySchema>;

/** Risk matrix Impact, least to most severe (spec 3.13, 9.5). */
export const FAULT_IMPACTS = ['negligible', 'minor', 'moderate', 'major', 'critical'] as const;
export const faultImpactSchema = z.enum(FAULT_IMPACTS, { error: MUST_BE_SELECTED });
export type FaultImpact = z.infer<typeof faultImpactSchema>;

/** Risk matrix Likelihood, least to most likely (spec 3.13, 9.5). */
export const FAULT_LIKELIHOODS = [
  'rare',
  'unlikely',
  'possible',
  'likely',
  'almostCertain',
] as const;
export const faultLikelihoodSchema = z.enum(FAULT_LIKELIHOODS, { error: MUST_BE_SELECTED });
export type FaultLikelihood = z.infer<typeof faultLikelihoodSchema>;

/** Maintenance budget scopes: overall and per sub-system (spec 3.13; no plug loads there). */
export const BUDGET_SCOPES = [
  'overall',
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'facilityEnvelope',
  'renewables',
  'others',
] as const;
export const budgetScopeSchema = z.enum(BUDGET_SCOPES, { error: MUST_BE_SELECTED });
export type BudgetScope = z.infer<typeof budgetScopeSchema>;

/** Obsolescence categories (spec 9.7). */
export const OBSOLESCENCE_CATEGORIES = [
  'technological',
  'economic',
  'statutory',
  'functional',
  'aesthetic',
] as const;
export const obsolescenceCategorySchema = z.enum(OBSOLESCENCE_CATEGORIES, {
  error: MUST_BE_SELECTED,
});
export type ObsolescenceCategory = z.infer<typeof obsolescenceCategorySchema>;

/** Obsolescence reasons per category (spec 9.7; the labels keep the spec's wording). */
export const OBSOLESCENCE_REASONS_BY_CATEGORY = {
  technological: [
    'sparePartsMayBeUnavailable',
    'sparePartsNoLongerAvailable',
    'sparePartsDeliveryTooLong',
    'repairTooSlow',
  ],
  economic: ['operatingCostIncreased', 'maintenanceCostIncreased', 'energyCostIncreased'],
  statutory: ['performanceBelowRequirement', 'efficiencyBelowRequirement'],
  functional: [
    'functionalityDecreased',
    'cannotMeetLoad',
    'failureRateIncreasing',
    'timeToRepairIncreasing',
  ],
  aesthetic: ['assetHarmsReputation', 'operationHarmsReputation'],
} as const satisfies Record<ObsolescenceCategory, readonly string[]>;

/** Every obsolescence reason, in the spec's order. */
export const OBSOLESCENCE_REASONS = [
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.technological,
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.economic,
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.statutory,
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.functional,
  ...OBSOLESCENCE_REASONS_BY_CATEGORY.aesthetic,
] as const;
export const obsolescenceReasonSchema = z.enum(OBSOLESCENCE_REASONS, { error: MUST_BE_SELECTED });
export type ObsolescenceReason = z.infer<typeof obsolescenceReasonSchema>;

/** Sub-Systems offered in the comparison parameters (spec 3.13). */
export const COMPARISON_SUB_SYSTEMS = [
  'cooling',
  'heating',
  'lighting',
  'mechanicalVentilation',
  'roof',
  'wall',
  'openings',
  'floor',
  'renewable',
  'plugLoads',
] as const;
export const comparisonSubSystemSchema = z.enum(COMPARISON_SUB_SYSTEMS, {
  error: MUST_BE_SELECTED,
});
export type ComparisonSubSystem = z.infer<typeof comparisonSubSystemSchema>;

/** Other Monitored Equipment of the comparison parameters (spec 3.13). */
export const MONITORED_EQUIPMENT_TYPES = [
  'photocopyPrinters',
  'computers',
  'waterHeaters',
  'waterCooler',
  'serverRack',
] as const;
export const monitoredEquipmentTypeSchema = z.enum(MONITORED_EQUIPMENT_TYPES, {
  error: MUST_BE_SELECTED,
});
export type MonitoredEquipmentType = z.infer<typeof monitoredEquipmentTypeSchema>;

/** Improvement measure kinds: the spec's example names (3.14) plus a user-defined one. */
export const MEASURE_KINDS = [
  'ledReplacement',
  'chillerReplacement',
  'lowEWindows',
  'vsdPumps',
  'airDistributionControl',
  'curtainWallInsulation',
  'solarFilm',
  'airSourceHeatPump',
  'heatingTimeControl',
  'custom',
] as const;
export const measureKindSchema = z.enum(MEASURE_KINDS, { error: MUST_BE_SELECTED });
export type MeasureKind = z.infer<typeof measureKindSchema>;

/** Where an improvement measure stands. */
export const MEASURE_STATUSES = ['proposed', 'planned', 'done'] as const;
export const measureStatusSchema = z.enum(MEASURE_STATUSES, { error: MUST_BE_SELECTED });
export type MeasureStatus = z.infer<typeof measureStatusSchema>;

/** Plug load option (spec 3.15, 9.8): Smart Plugs or NA. */
export const PLUG_LOAD_TYPES = ['smartPlugs', 'na'] as const;
export const plugLoadTypeSchema = z.enum(PLUG_LOAD_TYPES, { error: MUST_BE_SELECTED });
export type PlugLoadType = z.infer<typeof plugLoadTypeSchema>;

/** Benchmark bands, best first (spec 9.5). */
export const BENCHMARK_BANDS = [
  'bestInClass',
  'mostEfficient',
  'averagePerformance',
  'leastEfficient',
] as const;
export const benchmarkBandSchema = z.enum(BENCHMARK_BANDS, { error: MUST_BE_SELECTED });
export type BenchmarkBand = z.infer<typeof benchmarkBandSchema>;

/** Time granularities (spec 9.4); `date` is offered by the Improve filters only. */
export const GRANULARITIES = ['year', 'quarter', 'month', 'week', 'day', 'date'] as const;
export const granularitySchema = z.enum(GRANULARITIES, { error: MUST_BE_SELECTED });
export type Granularity = z.infer<typeof granularitySchema>;

/** Date-range presets (spec 9.4). */
export const DATE_PRESETS = ['thisYear', 'thisMonth', 'thisWeek', 'today'] as const;
export const datePresetSchema = z.enum(DATE_PRESETS, { error: MUST_BE_SELECTED });
export type DatePreset = z.infer<typeof datePresetSchema>;

/** Historical comparison periods (spec 9.4). */
export const COMPARISON_PERIODS = ['sameMonthLastYear', 'lastMonth', 'previous12Months'] as const;
export const comparisonPeriodSchema = z.enum(COMPARISON_PERIODS, { error: MUST_BE_SELECTED });
export type ComparisonPeriod = z.infer<typeof comparisonPeriodSchema>;

/** Role of a member of a building (DESIGN.md section 3). */
export const MEMBER_ROLES = ['owner', 'editor', 'viewer'] as const;
export const memberRoleSchema = z.enum(MEMBER_ROLES, { error: MUST_BE_SELECTED });
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** Languages offered (spec 9.2); en is the default and fallback. */
export const LANGUAGES = ['en', 'cs', 'de'] as const;
export const languageSchema = z.enum(LANGUAGES, { error: MUST_BE_SELECTED });
export type LanguageCode = z.infer<typeof languageSchema>;

/** Colour modes of the Settings screen. */
export const THEMES = ['light', 'dark', 'system'] as const;
export const themeSchema = z.enum(THEMES, { error: MUST_BE_SELECTED });
export type ThemeCode = z.infer<typeof themeSchema>;

/**
 * Currencies a building's money can be in, as ISO 4217 codes: the dollar and the euro of spec 9.9
 * first, then the other currencies of European countries (Czech koruna, pound sterling, Swiss
 * franc, złoty, forint, leu, the Nordic crowns) and of the other markets a portfolio is likely to
 * span. Names are shown through `Intl.DisplayNames`, so adding a code needs no translation; the
 * database rules list the same codes.
 */
export const CURRENCIES = [
  'USD',
  'EUR',
  'CZK',
  'GBP',
  'CHF',
  'PLN',
  'HUF',
  'RON',
  'SEK',
  'DKK',
  'NOK',
  'ISK',
  'CAD',
  'AUD',
  'JPY',
] as const;
export const currencySchema = z.enum(CURRENCIES, { error: MUST_BE_SELECTED });
export type Currency = z.infer<typeof currencySchema>;

/** Unit systems of the Settings screen; values are stored in metric units either way. */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export const unitSystemSchema = z.enum(UNIT_SYSTEMS, { error: MUST_BE_SELECTED });
export type UnitSystem = z.infer<typeof unitSystemSchema>;

/**
 * Every enumeration by its i18n name: `enums.json` holds exactly these names and codes (checked by
 * `enums.test.ts` and the web i18n key-set test), except `currency`, whose names come from
 * `Intl.DisplayNames` in the user's language.
 */
export const ENUMS = {
  buildingStatus: BUILDING_STATUSES,
  wizardStep: WIZARD_STEPS,
  orientation: ORIENTATIONS,
  useType: USE_TYPES,
  activityDay: ACTIVITY_DAYS,
  spaceUsageType: SPACE_USAGE_TYPES,
  climateControl: CLIMATE_CONTROLS,
  spaceFanType: SPACE_FAN_TYPES,
  coolingSystemType: COOLING_SYSTEM_TYPES,
  compressorType: COMPRESSOR_TYPES,
  chillerEnergySource: CHILLER_ENERGY_SOURCES,
  heaterType: HEATER_TYPES,
  heaterEnergySource: HEATER_ENERGY_SOURCES,
  ventilationFanType: VENTILATION_FAN_TYPES,
  bulbType: BULB_TYPES,
  roofType: ROOF_TYPES,
  glazingType: GLAZING_TYPES,
  envelopeElement: ENVELOPE_ELEMENTS,
  pvTrackingType: PV_TRACKING_TYPES,
  pvPanelType: PV_PANEL_TYPES,
  pvMountingType: PV_MOUNTING_TYPES,
  seriesScope: SERIES_SCOPES,
  seriesUnit: SERIES_UNITS,
  seriesSource: SERIES_SOURCES,
  subSystem: SUB_SYSTEMS,
  depreciationMode: DEPRECIATION_MODES,
  depreciationBasis: DEPRECIATION_BASES,
  equipmentLogKind: EQUIPMENT_LOG_KINDS,
  alertSeverity: ALERT_SEVERITIES,
  faultImpact: FAULT_IMPACTS,
  faultLikelihood: FAULT_LIKELIHOODS,
  budgetScope: BUDGET_SCOPES,
  obsolescenceCategory: OBSOLESCENCE_CATEGORIES,
  obsolescenceReason: OBSOLESCENCE_REASONS,
  comparisonSubSystem: COMPARISON_SUB_SYSTEMS,
  monitoredEquipmentType: MONITORED_EQUIPMENT_TYPES,
  measureKind: MEASURE_KINDS,
  measureStatus: MEASURE_STATUSES,
  plugLoadType: PLUG_LOAD_TYPES,
  benchmarkBand: BENCHMARK_BANDS,
  granularity: GRANULARITIES,
  datePreset: DATE_PRESETS,
  comparisonPeriod: COMPARISON_PERIODS,
  memberRole: MEMBER_ROLES,
  language: LANGUAGES,
  theme: THEMES,
  currency: CURRENCIES,
  unitSystem: UNIT_SYSTEMS,
} as const;
export type EnumName = keyof typeof ENUMS;
