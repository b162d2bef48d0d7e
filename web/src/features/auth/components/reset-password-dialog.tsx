import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { EmailField } from '@/features/auth/components/email-field';
import { useAuthAttempt } from '@/features/auth/hooks/use-auth-attempt';
import { useAuth } from '@/lib/auth/use-auth';

export interface ResetPasswordDialogProps {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}

/** Spec 2.3: request a password-reset e-mail for a given address. */
export function ResetPasswordDialog({ open, initialEmail, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('auth');
  const { sendPasswordReset } = useAuth();
  const [email, setEmail] = useState(initialEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { busy, failure, run } = useAuthAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    setMissing(address === '');
    if (address === '') return;
    setSentTo(null);
    await run(async () => {
      await sendPasswordReset(address);
      setSentTo(address);
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEnter: () => setEmail(initialEmail) } }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('reset.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('reset.description')}</DialogContentText>
            {sentTo !== null ? (
              <Alert severity="success" role="status" data-testid="reset-sent">
                {t('reset.sent', { email: sentTo })}
              </Alert>
            ) : null}
            <AuthErrorAlert failure={failure} testId="reset-error" />
            <EmailField
              value={email}
              onChange={setEmail}
              missing={missing}
              name="reset-email"
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('reset.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('reset.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
