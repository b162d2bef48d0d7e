import EventBusyIcon from 'virtual:icons/EventBusy';
import LinkOffIcon from 'virtual:icons/LinkOff';
import ReportProblemIcon from 'virtual:icons/ReportProblem';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';

export type ShareRefusal = 'expired' | 'revoked' | 'unknown' | 'invalid';

const ICONS = {
  expired: <EventBusyIcon />,
  revoked: <LinkOffIcon />,
  unknown: <LinkOffIcon />,
  invalid: <ReportProblemIcon />,
} as const;

/** Why a share link shows nothing, and what its visitor can do. */
export function ShareRefused({ reason }: { reason: ShareRefusal }) {
  const { t } = useTranslation('shares');
  return (
    <div data-testid={`share-refused-${reason}`}>
      <EmptyState
        icon={ICONS[reason]}
        title={t(`refused.${reason}.title`)}
        description={t(`refused.${reason}.description`)}
      />
    </div>
  );
}
