import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DemoAccountHint } from '@/features/auth/components/demo-account-hint';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { PasswordField } from '@/features/auth/components/password-field';
import { ResetPasswordDialog } from '@/features/auth/components/reset-password-dialog';
import { useAuthErrorText } from '@/features/auth/utils/use-auth-error-text';
import { useAuth } from '@/lib/auth/use-auth';

/** Spec 2.3 Login: e-mail/password, Google popup, and the way to a password-reset e-mail. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { signIn, signInWithGoogle } = useAuth();
  const errorText = useAuthErrorText();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);

  const run = async (attempt: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await attempt();
    } catch (caught) {
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextMissing = { email: email.trim() === '', password: password === '' };
    setMissing(nextMissing);
    if (nextMissing.email || nextMissing.password) return;
    void run(() => signIn(email.trim(), password));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <div>
        <Typography variant="h5" component="h1">
          {t('login.title')}
        </Typography>
        <Typography color="text.secondary">{t('login.subtitle')}</Typography>
      </div>
      {failure !== null ? (
        <Alert severity="error" role="alert" data-testid="auth-error">
          {errorText(failure)}
        </Alert>
      ) : null}
      <DemoAccountHint
        onUse={(account) => {
          setEmail(account.email);
          setPassword(account.password);
        }}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing.email}
        helperText={missing.email ? t('validation.emailRequired') : undefined}
        required
        fullWidth
      />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password}
        helperText={missing.password ? t('validation.passwordRequired') : undefined}
        required
        fullWidth
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component="button" type="button" variant="body2" onClick={() => setResetOpen(true)}>
          {t('login.forgotPassword')}
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {t('login.submit')}
      </Button>
      <Divider>{t('login.or')}</Divider>
      <GoogleSignInButton disabled={busy} onClick={() => void run(signInWithGoogle)} />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link component={RouterLink} to={paths.register.getHref()}>
          {t('login.register')}
        </Link>
      </Typography>
      <ResetPasswordDialog
        open={resetOpen}
        initialEmail={email}
        onClose={() => setResetOpen(false)}
      />
    </Stack>
  );
}
