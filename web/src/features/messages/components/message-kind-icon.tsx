import CalculateIcon from 'virtual:icons/Calculate';
import EventBusyIcon from 'virtual:icons/EventBusy';
import EventIcon from 'virtual:icons/Event';
import GroupIcon from 'virtual:icons/Group';
import ShareIcon from 'virtual:icons/Share';
import UploadFileIcon from 'virtual:icons/UploadFile';
import VerifiedUserIcon from 'virtual:icons/VerifiedUser';
import WarningIcon from 'virtual:icons/Warning';
import type { MessageKind } from '@shared/schemas/stored/message';
import type { AlertSeverity } from '@shared/schemas/enums/reliability';

const ICONS: Record<MessageKind, typeof WarningIcon> = {
  equipmentAlert: WarningIcon,
  maintenanceDue: EventIcon,
  maintenanceMissed: EventBusyIcon,
  warrantyExpiring: VerifiedUserIcon,
  importFinished: UploadFileIcon,
  figuresFailed: CalculateIcon,
  buildingShared: ShareIcon,
  memberAdded: GroupIcon,
  memberRemoved: GroupIcon,
};

const SEVERITY_COLOR: Record<AlertSeverity, 'error' | 'warning' | 'info'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'info',
};

/** The icon of a message's kind (an alert's coloured by its severity); decorative. */
export function MessageKindIcon({
  kind,
  severity,
}: {
  kind: MessageKind;
  severity?: AlertSeverity | undefined;
}) {
  const Icon = ICONS[kind];
  const color =
    severity !== undefined
      ? SEVERITY_COLOR[severity]
      : kind === 'maintenanceMissed' || kind === 'figuresFailed'
        ? 'warning'
        : 'action';
  return <Icon color={color} aria-hidden />;
}
