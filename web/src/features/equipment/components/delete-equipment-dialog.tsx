import { useTranslation } from 'react-i18next';
import { RemoveDialog, type RemoveNamedProps } from '@/components/ui/remove-dialog';

/** Asks before deleting an equipment; a refused delete keeps the dialog open and says so. */
export function DeleteEquipmentDialog({ name, onConfirm, onClose }: RemoveNamedProps) {
  const { t } = useTranslation('equipment');
  return (
    <RemoveDialog
      title={t('delete.title', { name })}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      failedText={t('delete.failed')}
      onRemove={onConfirm}
      onClose={onClose}
    />
  );
}
