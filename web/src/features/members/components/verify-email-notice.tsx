import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { claimOnSignIn } from '../api/claim-on-sign-in';

type Outcome =
  | { kind: 'sent' }
  | { kind: 'stillUnconfirmed' }
  | { kind: 'joined'; count: number }
  | { kind: 'failed'; reason: string };

/**
 * For a user whose address is not confirmed (registered with a password, link not followed yet):
 * buildings shared with the address wait until it is (issue 32). Sends the link again, and once
 * the user says they followed it, reads the account again and claims what waits. Says nothing of
 * whether anything waits: that is only told once the address is proven.
 */
export function VerifyEmailNotice() {
  const { t } = useTranslation('members');
  const { user, sendEmailVerification, refreshUser } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user?.email || (user.emailVerified && outcome?.kind !== 'joined')) return null;
  const email = user.email;

  const run = async (action: () => Promise<Outcome>) => {
    setBusy(true);
    try {
      setOutcome(await action());
    } catch (failure) {
      setOutcome({
        kind: 'failed',
        reason: failure instanceof Error ? failure.message : String(failure),
      });
    } finally {
      setBusy(false);
    }
  };
  const resend = () =>
    run(async () => {
      await sendEmailVerification();
      return { kind: 'sent' };
    });
  const check = () =>
    run(async () => {
      const fresh = await refreshUser();
      if (!fresh?.emailVerified) return { kind: 'stillUnconfirmed' };
      const reply = await claimOnSignIn(fresh);
      return { kind: 'joined', count: reply?.claimed.length ?? 0 };
    });

  if (outcome?.kind === 'joined') {
    return (
      <Alert
        severity="success"
        sx={{ mb: 2 }}
        data-testid="verify-email"
        onClose={() => setOutcome(null)}
      >
        {outcome.count > 0 ? t('verify.joined', { count: outcome.count }) : t('verify.confirmed')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="verify-email">
      <AlertTitle>{t('verify.title')}</AlertTitle>
      <Typography variant="body2">{t('verify.body', { email })}</Typography>
      {outcome ? (
        <Typography variant="body2" sx={{ mt: 1 }} role="status">
          {outcome.kind === 'sent' && t('verify.sent', { email })}
          {outcome.kind === 'stillUnconfirmed' && t('verify.stillUnconfirmed')}
          {outcome.kind === 'failed' && t('verify.failed', { reason: outcome.reason })}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" disabled={busy} onClick={() => void check()}>
          {t('verify.check')}
        </Button>
        <Button size="small" disabled={busy} onClick={() => void resend()}>
          {t('verify.resend')}
        </Button>
      </Stack>
    </Alert>
  );
}
