import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailedAlert } from '@/components/ui/failed-alert';
import { FormDialogActions } from '@/components/ui/form/form-dialog-actions';

export interface RecordFormDialogProps {
  title: string;
  /** The form's submit handler (react-hook-form `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The last save was refused or not answered: the input stays for another try. */
  failed: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog around one record's form: fields in a grid, the save error, Cancel and Save. */
export function RecordFormDialog({
  title,
  onSubmit,
  submitting,
  failed,
  onClose,
  children,
}: RecordFormDialogProps) {
  const { t } = useTranslation('equipmentRecords');
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {children}
          </Box>
          <FailedAlert show={failed}>{t('saveFailed')}</FailedAlert>
        </DialogContent>
        <FormDialogActions
          submitting={submitting}
          labels={{ cancel: t('cancel'), save: t('save') }}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/** Spans both columns of the form grid (long text, checkbox groups). */
export function FullWidth({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
