import type { ComparisonParameters } from '@shared/schemas/stored/comparison-parameters';
import { MONITORED_EQUIPMENT_TYPES } from '@shared/schemas/enums/reliability';
import type { TFunction } from 'i18next';

/**
 * The other monitored equipment of the parameters by name (spec 3.13): the chosen types in their
 * order, then the additional equipment in the order entered (a share link carries none).
 */
export function monitoredEquipmentLabels(
  t: TFunction<['comparison', 'enums']>,
  parameters: Pick<ComparisonParameters, 'monitoredEquipment' | 'additionalEquipment'>,
): string[] {
  return [
    ...MONITORED_EQUIPMENT_TYPES.filter((key) => parameters.monitoredEquipment?.[key]).map((key) =>
      t(`enums:monitoredEquipmentType.${key}`),
    ),
    ...Object.values(parameters.additionalEquipment ?? {})
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.name),
  ];
}
