import CalculateIcon from '@mui/icons-material/Calculate';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventIcon from '@mui/icons-material/Event';
import GroupIcon from '@mui/icons-material/Group';
import ShareIcon from '@mui/icons-material/Share';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import WarningIcon from '@mui/icons-material/Warning';
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
