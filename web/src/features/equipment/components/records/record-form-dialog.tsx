import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form/form-dialog';

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
  return (
    <FormDialog
      title={title}
      maxWidth="md"
      onSubmit={onSubmit}
      submitting={submitting}
      failed={failed}
      failedText={t('saveFailed')}
      labels={{ cancel: t('cancel'), save: t('save') }}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </FormDialog>
  );
}

/** Spans both columns of the form grid (long text, checkbox groups). */
export function FullWidth({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
