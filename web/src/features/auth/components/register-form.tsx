import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthErrorAlert } from '@/features/auth/components/auth-error-alert';
import { AuthFormHeader } from '@/features/auth/components/auth-form-header';
import { EmailField } from '@/features/auth/components/email-field';
import { PasswordField } from '@/features/auth/components/password-field';
import { useAuthAttempt } from '@/features/auth/hooks/use-auth-attempt';
import { useAuth } from '@/lib/auth/use-auth';

type RegisterProblem = 'emailRequired' | 'passwordRequired' | 'passwordMismatch' | 'termsRequired';

/** Spec 2.3 Register: an account with e-mail and password; the provider checks both itself. */
export function RegisterForm({ onOpenTerms }: { onOpenTerms: () => void }) {
  const { t } = useTranslation('auth');
  const { register } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [problems, setProblems] = useState<Set<RegisterProblem>>(new Set());
  const { busy, failure, run } = useAuthAttempt();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = new Set<RegisterProblem>();
    if (email.trim() === '') found.add('emailRequired');
    if (password === '') found.add('passwordRequired');
    else if (password !== confirm) found.add('passwordMismatch');
    if (!accepted) found.add('termsRequired');
    setProblems(found);
    if (found.size > 0) return;
    await run(
      async () => {
        await register(email.trim(), password);
        void navigate(paths.portfolio.getHref(), { replace: true });
      },
      { staysBusy: true },
    );
  };

  const problemText = (problem: RegisterProblem) =>
    problems.has(problem) ? t(`validation.${problem}`) : undefined;

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2.5}>
      <AuthFormHeader title={t('register.title')} subtitle={t('register.subtitle')} />
      <AuthErrorAlert failure={failure} />
      <EmailField value={email} onChange={setEmail} missing={problems.has('emailRequired')} />
      <PasswordField
        label={t('fields.password')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={problems.has('passwordRequired')}
        helperText={problemText('passwordRequired') ?? t('register.passwordHint')}
        required
        fullWidth
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={problems.has('passwordMismatch')}
        helperText={problemText('passwordMismatch')}
        required
        fullWidth
      />
      <div>
        <FormControlLabel
          control={
            <Checkbox checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          }
          label={
            <Trans
              t={t}
              i18nKey="register.acceptTerms"
              components={{
                terms: <Link component="button" type="button" onClick={onOpenTerms} />,
              }}
            />
          }
        />
        {problems.has('termsRequired') ? (
          <FormHelperText error>{t('validation.termsRequired')}</FormHelperText>
        ) : null}
      </div>
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {t('register.submit')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.home.getHref()}>
          {t('register.signIn')}
        </Link>
      </Typography>
    </Stack>
  );
}
