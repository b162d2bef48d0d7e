import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComparisonParameters } from '@shared/schemas/stored/comparison-parameters';
import {
  COMPARISON_SUB_SYSTEMS,
  MONITORED_EQUIPMENT_TYPES,
} from '@shared/schemas/enums/reliability';
import { useTranslation } from 'react-i18next';
import type { PeerOption } from './peer-buildings-field';

/**
 * The comparison parameters as text, for a viewer who may not change them: the buildings by name
 * (or that they cannot be opened), the chosen sub-systems (all when none), the equipment.
 */
export function ParametersSummary({
  parameters,
  buildings,
}: {
  parameters: ComparisonParameters;
  buildings: readonly PeerOption[];
}) {
  const { t } = useTranslation(['comparison', 'enums']);
  const byId = new Map(buildings.map((building) => [building.id, building]));
  const chosenIds = Object.keys(parameters.buildingIds ?? {});
  const unknown = chosenIds.filter((id) => !byId.has(id)).length;
  const chosenBuildings = [
    ...chosenIds.flatMap((id) => {
      const building = byId.get(id);
      if (!building) return [];
      return [building.place ? `${building.title} (${building.place})` : building.title];
    }),
    ...(unknown > 0 ? [t('parameters.unknownBuildings', { count: unknown })] : []),
  ];
  const subSystems = COMPARISON_SUB_SYSTEMS.filter((key) => parameters.subSystems?.[key]).map(
    (key) => t(`enums:comparisonSubSystem.${key}`),
  );
  const equipment = [
    ...MONITORED_EQUIPMENT_TYPES.filter((key) => parameters.monitoredEquipment?.[key]).map((key) =>
      t(`enums:monitoredEquipmentType.${key}`),
    ),
    ...Object.values(parameters.additionalEquipment ?? {})
      .sort((a, b) => a.order - b.order)
      .map((entry) => entry.name),
  ];
  const section = (title: string, items: readonly string[], none: string, testId: string) => (
    <Stack spacing={0.5} data-testid={testId}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="body2">{items.length > 0 ? items.join(', ') : none}</Typography>
    </Stack>
  );
  return (
    <Stack spacing={2}>
      {section(
        t('parameters.buildings'),
        chosenBuildings,
        t('parameters.noneChosen'),
        'summary-buildings',
      )}
      {section(
        t('parameters.subSystems'),
        subSystems,
        t('parameters.allSubSystems'),
        'summary-sub-systems',
      )}
      {section(
        t('parameters.monitoredEquipment'),
        equipment,
        t('parameters.noneChosen'),
        'summary-equipment',
      )}
    </Stack>
  );
}
