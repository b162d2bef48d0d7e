import {
  ACTIVITY_DAYS,
  BUILDING_STATUSES,
  CLIMATE_CONTROLS,
  ORIENTATIONS,
  SPACE_FAN_TYPES,
  SPACE_USAGE_TYPES,
  USE_TYPES,
  WIZARD_STEPS,
} from './building.js';
import {
  BULB_TYPES,
  CHILLER_ENERGY_SOURCES,
  COMPRESSOR_TYPES,
  COOLING_SYSTEM_TYPES,
  ENVELOPE_ELEMENTS,
  GLAZING_TYPES,
  HEATER_ENERGY_SOURCES,
  HEATER_TYPES,
  PLUG_LOAD_TYPES,
  PV_MOUNTING_TYPES,
  PV_PANEL_TYPES,
  PV_TRACKING_TYPES,
  ROOF_TYPES,
  SAMPLE_INSULATION_CODES,
  VENTILATION_FAN_TYPES,
} from './systems.js';
import { SERIES_SCOPES, SERIES_SOURCES, SERIES_UNITS } from './series.js';
import {
  DEPRECIATION_BASES,
  DEPRECIATION_MODES,
  EQUIPMENT_LOG_KINDS,
  OBSOLESCENCE_CATEGORIES,
  OBSOLESCENCE_REASONS,
  SUB_SYSTEMS,
} from './equipment.js';
import {
  ALERT_SEVERITIES,
  BUDGET_SCOPES,
  COMPARISON_SUB_SYSTEMS,
  FAULT_IMPACTS,
  FAULT_LIKELIHOODS,
  MONITORED_EQUIPMENT_TYPES,
  SAMPLE_FAULTS,
} from './reliability.js';
import {
  BENCHMARK_BANDS,
  COMPARISON_PERIODS,
  DATE_PRESETS,
  GRANULARITIES,
  MEASURE_KINDS,
  MEASURE_STATUSES,
} from './analysis.js';
import { CURRENCIES, LANGUAGES, MEMBER_ROLES, THEMES, UNIT_SYSTEMS } from './account.js';

/*
 * Every enumeration of the product (spec sections 3 and 9) lives in the file of its area beside
 * this one (building, systems, series, equipment, reliability, analysis, account), stored as stable
 * camelCase codes and shown through i18n (`web/src/locales/<lang>/enums.json`, key
 * `<enumName>.<code>`). The order of each list is the order the spec gives, which is the order of
 * the options on screen. Never rename a code: stored data and the database rules refer to it.
 */

/**
 * Every enumeration by its i18n name: `enums.json` holds exactly these names and codes (checked by
 * `tests/lint/locale-keys.test.ts`; the languages agree by the web i18n key-set test), except
 * `currency`, whose names come from `Intl.DisplayNames` in the user's language, and `seriesScope`,
 * which no screen names (it is stored and checked by the rules).
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
  sampleInsulationType: SAMPLE_INSULATION_CODES,
  envelopeElement: ENVELOPE_ELEMENTS,
  pvTrackingType: PV_TRACKING_TYPES,
  pvPanelType: PV_PANEL_TYPES,
  pvMountingType: PV_MOUNTING_TYPES,
  seriesScope: SERIES_SCOPES,
  seriesUnit: SERIES_UNITS,
  seriesSource: SERIES_SOURCES,
  subSystem: SUB_SYSTEMS,
  depreciationMode: DEPRECIATION_MODES,
  /** The same codes, named as outside the equipment form ("Units Of Production", spec 3.12). */
  depreciationMethod: DEPRECIATION_MODES,
  depreciationBasis: DEPRECIATION_BASES,
  equipmentLogKind: EQUIPMENT_LOG_KINDS,
  alertSeverity: ALERT_SEVERITIES,
  faultImpact: FAULT_IMPACTS,
  faultLikelihood: FAULT_LIKELIHOODS,
  sampleFault: SAMPLE_FAULTS,
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
