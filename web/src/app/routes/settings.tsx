import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { profileCurrencyDefault } from '@shared/domain/building/building-currency';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { PageHeader } from '@/components/ui/page-header';
import { usePortfolio } from '@/features/buildings/api/use-portfolio';
import { MembersPanel } from '@/features/members/components/members-panel';
import { useProfile } from '@/features/profile/api/profile-api';
import { ProfileForm } from '@/features/profile/components/profile-form';
import type { AuthUser } from '@/lib/auth/auth-service';
import { useAuth } from '@/lib/auth/use-auth';
import { useFormat } from '@/lib/format/use-format';
import { useLanguage } from '@/lib/i18n/use-language';

function SignedInSettings({ user }: { user: AuthUser }) {
  const { t } = useTranslation('settings');
  const { language } = useLanguage();
  const { mode } = useColorScheme();
  const profile = useProfile(user.uid);
  const format = useFormat();
  // New buildings start in the profile's currency; spec 9.9's default until one is saved.
  const currency = profile.data?.currency ?? profileCurrencyDefault(language);
  const portfolio = usePortfolio(user.uid);
  const owned = (portfolio.data?.rows ?? [])
    .filter((row) => row.ownerUid === user.uid)
    .map((row) => ({ id: row.id, title: row.title || row.id }));
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2">
          {t('account.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="settings-account">
          {t('account.signedInAs', { email: user.email ?? user.uid })}
        </Typography>
        <Typography color="text.secondary" data-testid="settings-currency">
          {t('currency.description', {
            currency,
            example: format.money(1234.5, currency, 2),
          })}
        </Typography>
      </Paper>
      {profile.isPending ? (
        <LoadingScreen inline />
      ) : (
        <ProfileForm
          uid={user.uid}
          saved={
            profile.data ?? {
              ...(user.displayName ? { displayName: user.displayName } : {}),
              language,
              theme: mode ?? 'system',
              currency: profileCurrencyDefault(language),
              units: 'metric',
            }
          }
        />
      )}
      <MembersPanel user={user} buildings={owned} />
    </Stack>
  );
}

/** Spec 2.4 Settings: the account, the profile, and the members of the buildings one owns. */
export default function SettingsRoute() {
  const { t } = useTranslation('settings');
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {user ? <SignedInSettings user={user} /> : null}
    </>
  );
}
