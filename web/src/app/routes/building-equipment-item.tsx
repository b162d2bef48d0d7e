import BuildIcon from '@mui/icons-material/Build';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { canEditBuilding } from '@shared/domain/members/building-access';
import type { MemberRole } from '@shared/schemas/enums/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { deleteEquipment, saveEquipment } from '@/features/equipment/api/equipment-writes';
import { useEquipmentRegister } from '@/features/equipment/api/use-equipment-register';
import { useEquipmentThumbnail } from '@/features/equipment/api/use-equipment-thumbnail';
import { DeleteEquipmentDialog } from '@/features/equipment/components/delete-equipment-dialog';
import { EquipmentFormDialog } from '@/features/equipment/components/equipment-form-dialog';
import { EquipmentRecords } from '@/features/equipment/components/records/equipment-records';
import { EquipmentPageScreen } from '@/features/equipment-page/components/equipment-page-screen';
import { useMetricsParts } from '@/features/figures/api/use-metrics-parts';
import { FiguresProblem } from '@/features/figures/components/figures-problem';
import { FiguresStatusBar } from '@/features/figures/components/figures-status-bar';

const PARTS = ['reliability'] as const;

export interface EquipmentItemRouteProps {
  buildingId: string;
  equipmentId: string;
  role: MemberRole | undefined;
  /** ISO 4217 code of the building's currency. */
  currency: string;
  /** The building's `meta.updatedAtMs`, to tell out-of-date figures. */
  buildingUpdatedAtMs: number | undefined;
  registerHref: string;
}

/**
 * `/building/:id/equipment/:equipmentId` (spec 2.13): the record (live, from the register), its
 * stored reliability figures, Edit and Delete with the register's dialogs; loading, denied and
 * unknown-equipment states.
 */
export function EquipmentItemRoute(props: EquipmentItemRouteProps) {
  const { buildingId, equipmentId, role, currency, registerHref } = props;
  const { t } = useTranslation('equipmentPage');
  const navigate = useNavigate();
  const register = useEquipmentRegister(buildingId);
  const parts = useMetricsParts(buildingId, PARTS);
  const [editing, setEditing] = useState(false);
  const { data: thumbnail } = useEquipmentThumbnail(buildingId, editing ? equipmentId : null);
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const canEdit = canEditBuilding(role);
  if (!register.data || deleted) return <LoadingScreen inline />;
  if (register.data.failed) {
    return (
      <EmptyState
        icon={<BuildIcon />}
        title={t('denied.title')}
        description={t('denied.description')}
      />
    );
  }
  const record = register.data.records[equipmentId];
  if (!record) {
    return (
      <EmptyState
        icon={<BuildIcon />}
        title={t('unknown.title')}
        description={t('unknown.description')}
        action={
          <Button variant="contained" component={RouterLink} to={registerHref}>
            {t('unknown.back')}
          </Button>
        }
      />
    );
  }
  const figures =
    parts.state === 'ready' ? parts.values.reliability?.equipment[equipmentId] : undefined;
  const noFigures =
    parts.state === 'loading' ? (
      <LoadingScreen inline />
    ) : parts.state === 'invalid' ? (
      <FiguresProblem problems={parts.problems} />
    ) : parts.state === 'denied' ? (
      <Alert severity="error">{t('figuresDenied')}</Alert>
    ) : (
      <Alert severity="info" data-testid="no-figures">
        {t(canEdit ? 'noFigures.editor' : 'noFigures.viewer')}
      </Alert>
    );
  return (
    <>
      <EquipmentPageScreen
        buildingId={buildingId}
        equipmentId={equipmentId}
        record={record}
        figures={figures}
        noFigures={noFigures}
        currency={currency}
        registerHref={registerHref}
        statusBar={
          <FiguresStatusBar
            buildingId={buildingId}
            buildingUpdatedAtMs={props.buildingUpdatedAtMs}
            role={role}
          />
        }
        canEdit={canEdit}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
        records={
          <EquipmentRecords
            buildingId={buildingId}
            equipmentId={equipmentId}
            record={record}
            canEdit={canEdit}
            currency={currency}
          />
        }
      />
      {editing ? (
        <EquipmentFormDialog
          record={record}
          currency={currency}
          image={{ thumbnail: thumbnail ?? null }}
          onSave={async (details, image) => {
            await saveEquipment(buildingId, equipmentId, details, image);
          }}
          onClose={() => setEditing(false)}
          onDelete={() => {
            setEditing(false);
            setDeleting(true);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteEquipmentDialog
          name={record.name}
          onConfirm={async () => {
            await deleteEquipment(buildingId, equipmentId);
            setDeleted(true);
            void navigate(registerHref, { replace: true });
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </>
  );
}
