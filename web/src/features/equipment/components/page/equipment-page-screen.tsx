import EditIcon from 'virtual:icons/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { maintenanceRegimeOn } from '@shared/domain/metrics/reliability/maintenance-regime';
import type { Equipment } from '@shared/schemas/stored/equipment';
import type { MetricsEquipmentReliability } from '@shared/schemas/derived/metrics-reliability';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nowMs } from '@/lib/clock';
import { dayKeyInZone } from '@/lib/format/time-zone';
import { useFormat } from '@/lib/format/use-format';
import { markTaskDone } from '../../api/task-writes';
import { useEquipmentImage } from '../../api/use-equipment-image';
import { EquipmentBreadcrumbs } from './equipment-breadcrumbs';
import { EquipmentDetailsCard } from './equipment-details-card';
import { EquipmentFigures } from './equipment-figures';

export interface EquipmentPageScreenProps {
  buildingId: string;
  equipmentId: string;
  record: Equipment;
  /** The equipment's stored reliability figures; absent until computed. */
  figures: MetricsEquipmentReliability | undefined;
  /** Why there are no figures (loading, invalid, not computed), shown in their place. */
  noFigures: ReactNode;
  /** ISO 4217 code of the building's currency. */
  currency: string;
  registerHref: string;
  /** The figures' freshness bar. */
  statusBar: ReactNode;
  /** Owners and editors edit, delete and mark tasks done; viewers read. */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The Records editor, under the figures, when the app has it. */
  records?: ReactNode;
}

/** Spec 2.13 Equipment Asset Reliability page of one equipment. */
export function EquipmentPageScreen(props: EquipmentPageScreenProps) {
  const { buildingId, equipmentId, record, canEdit } = props;
  const { t } = useTranslation('equipmentPage');
  const format = useFormat();
  const image = useEquipmentImage(buildingId, equipmentId);
  const today = dayKeyInZone(nowMs(), format.timeZone);
  const tasks = useMemo(
    () => maintenanceRegimeOn({ [equipmentId]: { tasks: record.tasks } }, today),
    [equipmentId, record.tasks, today],
  );
  const editAction = canEdit ? (
    <Button size="small" variant="outlined" startIcon={<EditIcon />} onClick={props.onEdit}>
      {t('actions.editDetails')}
    </Button>
  ) : undefined;
  return (
    <Stack spacing={2} data-testid="equipment-page">
      <EquipmentBreadcrumbs registerHref={props.registerHref} record={record} />
      <Typography variant="h5" component="h2">
        {record.name}
      </Typography>
      {props.statusBar}
      {!canEdit ? <Alert severity="info">{t('readOnly')}</Alert> : null}
      <EquipmentDetailsCard
        record={record}
        figures={props.figures}
        imageSrc={image.data ?? null}
        currency={props.currency}
        onEdit={canEdit ? props.onEdit : undefined}
        onDelete={canEdit ? props.onDelete : undefined}
      />
      <EquipmentFigures
        record={record}
        figures={props.figures}
        noFigures={props.noFigures}
        currency={props.currency}
        tasks={tasks}
        onTaskDone={
          canEdit ? (taskId) => markTaskDone(buildingId, equipmentId, taskId, today) : undefined
        }
        editAction={editAction}
      />
      {props.records}
    </Stack>
  );
}
