import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

type DemoAccount = { email: string; password: string };

/** Emulator builds only: names the seeded demo account and fills it in on request. */
export function DemoAccountHint({ onUse }: { onUse: (account: DemoAccount) => void }) {
  const { t } = useTranslation('auth');
  const account = __DEMO_ACCOUNT__;
  if (account === null) return null;
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => onUse(account)}>
          {t('demo.use')}
        </Button>
      }
    >
      {t('demo.hint', { email: account.email, password: account.password })}
    </Alert>
  );
}
