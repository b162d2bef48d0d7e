import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { AuthFormHeader } from '@/features/auth/components/auth-form-header';
import { DemoAccountHint } from '@/features/auth/components/demo-account-hint';
import { EmailField } from '@/features/auth/components/email-field';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { PasswordField } from '@/features/auth/components/password-field';
import { useAuthAttempt } from '@/features/auth/hooks/use-auth-attempt';
import { useAuth } from '@/lib/auth/use-auth';

/** The password-reset dialog loads apart from the Login screen, once the screen is shown. */
const loadResetPasswordDialog = () => import('@/features/auth/components/reset-password-dialog');
const ResetPasswordDialog = lazy(() =>
  loadResetPasswordDialog().then((module) => ({ default: module.ResetPasswordDialog })),
);

/** Spec 2.3 Login: e-mail/password, Google popup, and the way to a password-reset e-mail. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { signIn, signInWithGoogle } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const { busy, failure, run } = useAuthAttempt();
  const [resetOpen, setResetOpen] = useState(false);
  // Mounted from its first opening on (then closed, not removed: it fades out).
  const [resetShown, setResetShown] = useState(false);
  useEffect(() => {
    // A failed load is the lazy dialog's to report, when it is opened.
    loadResetPasswordDialog().catch(() => {});
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextMissing = { email: email.trim() === '', password: password === '' };
    setMissing(nextMissing);
    if (nextMissing.email || nextMissing.password) return;
    void run(() => signIn(email.trim(), password));
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <AuthFormHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <AuthErrorAlert failure={failure} />
      <DemoAccountHint
        onUse={(account) => {
          setEmail(account.email);
          setPassword(account.password);
        }}
      />
      <EmailField value={email} onChange={setEmail} missing={missing.email} />
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
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setResetShown(true);
            setResetOpen(true);
          }}
        >
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
      {resetShown ? (
        <Suspense fallback={null}>
          <ResetPasswordDialog
            open={resetOpen}
            initialEmail={email}
            onClose={() => setResetOpen(false)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
