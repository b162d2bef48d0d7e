import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TermsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The terms' text (`TermsContent`). */
  children: ReactNode;
}

/** The Terms of Service over the signed-out screens (Login, Register). */
export function TermsDialog({ open, onClose, children }: TermsDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" maxWidth="md">
      <DialogTitle>{t('terms.title')}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('terms.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
