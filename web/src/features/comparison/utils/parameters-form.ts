import type { ComparisonParameters } from '@shared/schemas/stored/comparison-parameters';
import {
  COMPARISON_SUB_SYSTEMS,
  MONITORED_EQUIPMENT_TYPES,
  type ComparisonSubSystem,
  type MonitoredEquipmentType,
} from '@shared/schemas/enums/reliability';
import { z } from 'zod';
import { keySetOf } from './parameters-update';

/** The Comparison Parameters popup's values: lists, in the order shown. */
export const parametersFormSchema = z.object({
  buildingIds: z.array(z.string()),
  subSystems: z.array(z.enum(COMPARISON_SUB_SYSTEMS)),
  monitoredEquipment: z.array(z.enum(MONITORED_EQUIPMENT_TYPES)),
  /** "Add additional equipment" entries, by name. */
  additional: z.array(z.string().trim().min(1).max(200)),
});
export type ParametersFormValues = z.infer<typeof parametersFormSchema>;

/** The stored parameters as the popup shows them (sets in the catalog's order). */
export function formValuesOf(parameters: ComparisonParameters): ParametersFormValues {
  const chosen = <K extends string>(all: readonly K[], set: Partial<Record<K, true>> | undefined) =>
    all.filter((key) => set?.[key] === true);
  return {
    buildingIds: Object.keys(parameters.buildingIds ?? {}),
    subSystems: chosen<ComparisonSubSystem>(COMPARISON_SUB_SYSTEMS, parameters.subSystems),
    monitoredEquipment: chosen<MonitoredEquipmentType>(
      MONITORED_EQUIPMENT_TYPES,
      parameters.monitoredEquipment,
    ),
    additional: Object.values(parameters.additionalEquipment ?? {})
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.name),
  };
}

/**
 * The parameters to store from the popup's values: sets `{key: true}`, additional equipment keyed
 * by position (`e0`, `e1`, … with their order), empty choices left out.
 */
export function parametersOf(values: ParametersFormValues): ComparisonParameters {
  const parameters: ComparisonParameters = {};
  const buildingIds = keySetOf(values.buildingIds);
  if (buildingIds) parameters.buildingIds = buildingIds as Record<string, true>;
  const subSystems = keySetOf(values.subSystems);
  if (subSystems) parameters.subSystems = subSystems;
  const monitored = keySetOf(values.monitoredEquipment);
  if (monitored) parameters.monitoredEquipment = monitored;
  const names = values.additional.map((name) => name.trim()).filter((name) => name.length > 0);
  if (names.length > 0) {
    parameters.additionalEquipment = Object.fromEntries(
      names.map((name, order) => [`e${order}`, { name, order }]),
    );
  }
  return parameters;
}
