import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before deleting an equipment; a refused delete keeps the dialog open and says so. */
export function DeleteEquipmentDialog({
  name,
  onConfirm,
  onClose,
}: {
  name: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('equipment');
  return (
    <ConfirmDialog
      title={t('delete.title', { name })}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      failedText={t('delete.failed')}
      tone="error"
      onConfirm={async () => {
        await onConfirm();
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
