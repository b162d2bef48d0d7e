import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { FailedAlert } from '../failed-alert';
import { FormDialogActions, type FormDialogActionsProps } from './form-dialog-actions';

export interface FormDialogProps {
  title: string;
  /** The title's id; by default a generated one. */
  titleId?: string;
  maxWidth: DialogProps['maxWidth'];
  /** The form's submit handler (react-hook-form `handleSubmit(...)`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The last save was refused or not answered: `failedText` shows and the input stays. */
  failed: boolean;
  failedText: string;
  labels: FormDialogActionsProps['labels'];
  onClose: () => void;
  formTestId?: string;
  children: ReactNode;
}

/**
 * A form in a dialog: the title, the fields, what a failed save says, Cancel and Save. It cannot
 * be dismissed while saving.
 */
export function FormDialog({
  title,
  titleId,
  maxWidth,
  onSubmit,
  submitting,
  failed,
  failedText,
  labels,
  onClose,
  formTestId,
  children,
}: FormDialogProps) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={id}
    >
      <form noValidate onSubmit={onSubmit} data-testid={formTestId}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent dividers>
          {children}
          <FailedAlert show={failed}>{failedText}</FailedAlert>
        </DialogContent>
        <FormDialogActions submitting={submitting} labels={labels} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
