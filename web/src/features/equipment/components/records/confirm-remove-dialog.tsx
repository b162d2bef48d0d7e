import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before removing `name`; closes once removed, says so when the removal failed. */
export function ConfirmRemoveDialog({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('equipmentRecords');
  return (
    <ConfirmDialog
      title={t('removeTitle')}
      description={t('removeBody', { name })}
      confirmLabel={t('remove')}
      cancelLabel={t('cancel')}
      failedText={t('removeFailed')}
      tone="error"
      onConfirm={async () => {
        await onConfirm();
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
