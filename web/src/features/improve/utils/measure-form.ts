import {
  AIR_DISTRIBUTION_FAN_SAVING,
  INSULATED_WALL_U_VALUE_W_PER_M2K,
  MEASURE_CATALOG,
  NEW_HEAT_PUMP_SCOP,
  TIME_CONTROL_HEATING_SAVING,
} from '@shared/constants/measure-catalog';
import { GLAZING_U_VALUE_W_PER_M2K } from '@shared/constants/energy-model';
import type { MeasureKind } from '@shared/schemas/enums/analysis';
import {
  improvementMeasureSchema,
  type ImprovementMeasure,
} from '@shared/schemas/stored/improvement-measure';

/** Every field of the Improvement Measure popup, in the order shown. */
export const MEASURE_FIELDS = [
  'name',
  'subSystem',
  'status',
  'ledCount',
  'ledWatts',
  'ledLumens',
  'ledUnitCost',
  'annualLightingKwh',
  'newEfficiencyPct',
  'newUValueWPerM2K',
  'savingPct',
  'investment',
  'lifeYears',
  'startOn',
] as const satisfies readonly (keyof ImprovementMeasure)[];
export type MeasureField = (typeof MEASURE_FIELDS)[number];

/** Form values: every field present (empty as undefined), the kind fixed when the measure is added. */
export type MeasureFormValues = { [K in MeasureField]: ImprovementMeasure[K] | undefined } & {
  kind: MeasureKind;
};

/** The inputs each kind of measure reads besides name, status, investment, life and start date. */
export const KIND_FIELDS: Readonly<Record<MeasureKind, readonly MeasureField[]>> = {
  ledReplacement: ['ledCount', 'ledWatts', 'ledLumens', 'ledUnitCost', 'annualLightingKwh'],
  chillerReplacement: ['newEfficiencyPct'],
  lowEWindows: ['newUValueWPerM2K'],
  vsdPumps: [],
  airDistributionControl: ['savingPct'],
  curtainWallInsulation: ['newUValueWPerM2K'],
  solarFilm: [],
  airSourceHeatPump: ['newEfficiencyPct'],
  heatingTimeControl: ['savingPct'],
  custom: ['savingPct'],
};

/** The fields the popup shows for `kind`, in order. */
export function fieldsOf(kind: MeasureKind): MeasureField[] {
  const own = new Set(KIND_FIELDS[kind]);
  return MEASURE_FIELDS.filter(
    (field) =>
      own.has(field) ||
      field === 'name' ||
      field === 'subSystem' ||
      field === 'status' ||
      field === 'investment' ||
      field === 'lifeYears' ||
      field === 'startOn',
  );
}

/**
 * What an empty field stands for, as numbers for the popup's hints (the engine's own defaults,
 * sources in constants/measure-catalog.ts and constants/energy-model.ts): the catalog's life in
 * years, the new element's U-value (W/m²K), the new heat pump's efficiency (%), the catalog's
 * saving (%).
 */
export function defaultsOf(kind: MeasureKind): Partial<Record<MeasureField, number>> {
  const life = { lifeYears: MEASURE_CATALOG[kind].lifeYears };
  switch (kind) {
    case 'lowEWindows':
      return { ...life, newUValueWPerM2K: GLAZING_U_VALUE_W_PER_M2K.doubleGlazedLowE };
    case 'curtainWallInsulation':
      return { ...life, newUValueWPerM2K: INSULATED_WALL_U_VALUE_W_PER_M2K };
    case 'airSourceHeatPump':
      return { ...life, newEfficiencyPct: NEW_HEAT_PUMP_SCOP * 100 };
    case 'airDistributionControl':
      return { ...life, savingPct: AIR_DISTRIBUTION_FAN_SAVING * 100 };
    case 'heatingTimeControl':
      return { ...life, savingPct: TIME_CONTROL_HEATING_SAVING * 100 };
    default:
      return life;
  }
}

/** The form's values for a stored measure (the sub-system the catalog's when it has none). */
export function toFormValues(measure: ImprovementMeasure): MeasureFormValues {
  const values = { kind: measure.kind } as Record<string, unknown>;
  for (const field of MEASURE_FIELDS) values[field] = measure[field];
  values.subSystem = measure.subSystem ?? MEASURE_CATALOG[measure.kind].subSystem;
  return values as MeasureFormValues;
}

/** A new measure of `kind`, named as the catalog names it (`name`), proposed. */
export function newMeasure(kind: MeasureKind, name: string): ImprovementMeasure {
  return { name, kind, subSystem: MEASURE_CATALOG[kind].subSystem, status: 'proposed' };
}

/**
 * The measure to store from form values: the kind's fields only (an input of another kind left
 * from an earlier edit is dropped), empty ones left out; undefined when the values are not a
 * valid measure (the form shows why).
 */
export function toMeasure(values: MeasureFormValues): ImprovementMeasure | undefined {
  const shown = new Set<string>(fieldsOf(values.kind));
  const draft: Record<string, unknown> = { kind: values.kind };
  for (const field of MEASURE_FIELDS) {
    const value = values[field];
    if (shown.has(field) && value !== undefined && value !== '') draft[field] = value;
  }
  const parsed = improvementMeasureSchema.safeParse(draft);
  return parsed.success ? parsed.data : undefined;
}
