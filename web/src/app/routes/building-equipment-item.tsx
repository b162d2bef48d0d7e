import Alert from '@mui/material/Alert';
import { canEditBuilding } from '@shared/domain/members/building-access';
import type { MemberRole } from '@shared/schemas/enums/account';
import { EQUIPMENT_PAGE_PARTS } from '@shared/schemas/derived/figure-screens';
import { useTranslation } from 'react-i18next';
import { EquipmentRecordGate } from '@/features/equipment/components/equipment-record-gate';
import { EquipmentRecords } from '@/features/equipment/components/records/equipment-records';
import { useEquipmentDialogs } from '@/features/equipment/hooks/use-equipment-dialogs';
import { EquipmentPageScreen } from '@/features/equipment/components/page/equipment-page-screen';
import { useScreenParts } from '@/features/figures/api/use-screen-parts';
import { FiguresAbsent } from '@/features/figures/components/figures-absent';
import { FiguresStatusBar } from '@/features/figures/components/figures-status-bar';

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
 * stored reliability figures, Edit and Delete with the register's dialogs.
 */
export function EquipmentItemRoute(props: EquipmentItemRouteProps) {
  const { buildingId, equipmentId, role, currency, registerHref } = props;
  const { t } = useTranslation('equipmentPage');
  const parts = useScreenParts(buildingId, EQUIPMENT_PAGE_PARTS);
  const editing = useEquipmentDialogs({ buildingId, equipmentId, currency, registerHref });
  const canEdit = canEditBuilding(role);
  return (
    <EquipmentRecordGate
      buildingId={buildingId}
      equipmentId={equipmentId}
      registerHref={registerHref}
      gone={editing.deleted}
    >
      {(record) => (
        <>
          <EquipmentPageScreen
            buildingId={buildingId}
            equipmentId={equipmentId}
            record={record}
            figures={
              parts.state === 'ready' ? parts.values.reliability?.equipment[equipmentId] : undefined
            }
            noFigures={
              <FiguresAbsent
                parts={parts}
                notComputed={
                  <Alert severity="info" data-testid="no-figures">
                    {t(canEdit ? 'noFigures.editor' : 'noFigures.viewer')}
                  </Alert>
                }
              />
            }
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
            onEdit={editing.onEdit}
            onDelete={editing.onDelete}
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
          {editing.dialogs(record)}
        </>
      )}
    </EquipmentRecordGate>
  );
}
