import { useTranslation } from 'react-i18next';
import { RemoveDialog, type RemoveNamedProps } from '@/components/ui/remove-dialog';

/** Asks before removing `name`; closes once removed, says so when the removal failed. */
export function ConfirmRemoveDialog({ name, onConfirm, onClose }: RemoveNamedProps) {
  const { t } = useTranslation('equipmentRecords');
  return (
    <RemoveDialog
      title={t('removeTitle')}
      description={t('removeBody', { name })}
      confirmLabel={t('remove')}
      cancelLabel={t('cancel')}
      failedText={t('removeFailed')}
      onRemove={onConfirm}
      onClose={onClose}
    />
  );
}
