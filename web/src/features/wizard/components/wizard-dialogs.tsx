import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { WizardController } from '../hooks/use-wizard-controller';
import { MessageDialog } from './message-dialog';

/**
 * The wizard's message dialogs (spec 2.7 and 4): confirm Delete, deleted, Done All, building
 * created, and unsaved changes when leaving.
 */
export function WizardDialogs({
  buildingId,
  controller,
}: {
  buildingId: string | null;
  controller: Pick<WizardController, 'dialog' | 'setDialog' | 'remove' | 'blocker'>;
}) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const { dialog, setDialog, remove, blocker } = controller;
  const close = () => setDialog(null);
  return (
    <>
      <MessageDialog
        open={dialog === 'delete'}
        message={t('messages.deleteConfirm')}
        onClose={close}
        actions={[
          { label: t('actions.no'), onClick: close },
          { label: t('actions.yes'), onClick: remove, primary: true },
        ]}
      />
      <MessageDialog
        open={dialog === 'deleted'}
        message={t('messages.deleted')}
        actions={[
          {
            label: t('actions.ok'),
            primary: true,
            onClick: () => void navigate(paths.portfolio.getHref()),
          },
        ]}
      />
      <MessageDialog
        open={dialog === 'doneAll'}
        message={t('messages.doneAll')}
        onClose={close}
        actions={[{ label: t('actions.ok'), primary: true, onClick: close }]}
      />
      <MessageDialog
        open={dialog === 'created'}
        message={t('messages.created')}
        onClose={close}
        actions={[
          {
            label: t('actions.viewBuilding'),
            primary: true,
            onClick: () => buildingId && void navigate(paths.building.getHref(buildingId)),
          },
          { label: t('actions.ok'), onClick: close },
        ]}
      />
      <MessageDialog
        open={blocker.state === 'blocked'}
        message={t('messages.unsaved')}
        onClose={() => blocker.reset?.()}
        actions={[
          { label: t('actions.stay'), onClick: () => blocker.reset?.() },
          { label: t('actions.leave'), onClick: () => blocker.proceed?.() },
        ]}
      />
    </>
  );
}
