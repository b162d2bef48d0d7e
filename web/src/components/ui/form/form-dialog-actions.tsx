import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

export interface FormDialogActionsProps {
  /** The form is being saved: both buttons wait. */
  submitting: boolean;
  /** Translated texts; `saving` replaces `save` while saving, when given. */
  labels: { cancel: string; save: string; saving?: string };
  onCancel: () => void;
  /** Further buttons before Cancel (Delete). */
  children?: ReactNode;
}

/** A form dialog's Cancel and its submit button (Save), both disabled while saving. */
export function FormDialogActions({
  submitting,
  labels,
  onCancel,
  children,
}: FormDialogActionsProps) {
  return (
    <DialogActions sx={{ px: 3, py: 2 }}>
      {children}
      <Button onClick={onCancel} disabled={submitting}>
        {labels.cancel}
      </Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitting && labels.saving ? labels.saving : labels.save}
      </Button>
    </DialogActions>
  );
}
