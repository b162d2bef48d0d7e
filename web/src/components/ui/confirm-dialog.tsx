import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { FailedAlert } from './failed-alert';

export interface ConfirmDialogProps {
  /** Translated texts: the question, what it means, the two buttons, and what a failure says. */
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  failedText?: string;
  /** `error` for a destructive answer (delete, discard). */
  tone?: 'primary' | 'error';
  /** May be async; a rejection keeps the dialog open with `failedText`. */
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone; the cancel answer has the focus. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  failedText,
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{description}</DialogContentText>
        <FailedAlert show={failed && Boolean(failedText)}>{failedText}</FailedAlert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel}
        </Button>
        <Button color={tone} variant="contained" disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
