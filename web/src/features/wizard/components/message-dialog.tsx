import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId, type ReactNode } from 'react';

export interface MessageDialogProps {
  open: boolean;
  message: string;
  /** The buttons; the first is focused. */
  actions: { label: string; onClick: () => void; primary?: boolean }[];
  onClose?: () => void;
  children?: ReactNode;
}

/** A short message with its buttons (spec 4: "Your building has been deleted." with OK …). */
export function MessageDialog({ open, message, actions, onClose, children }: MessageDialogProps) {
  // The message names the dialog: it has no title.
  const messageId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={messageId}>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        {actions.map((action, index) => (
          <Button
            key={action.label}
            onClick={action.onClick}
            variant={action.primary ? 'contained' : 'text'}
            autoFocus={index === 0}
          >
            {action.label}
          </Button>
        ))}
      </DialogActions>
    </Dialog>
  );
}
