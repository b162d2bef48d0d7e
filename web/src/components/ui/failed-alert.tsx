import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** Says, below a dialog's content, that its last answer failed (announced as an alert); else nothing. */
export function FailedAlert({ show, children }: { show: boolean; children: ReactNode }) {
  return show ? (
    <Alert severity="error" role="alert" sx={{ mt: 2 }}>
      {children}
    </Alert>
  ) : null;
}
