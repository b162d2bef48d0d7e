import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/ui/language-select';
import { PageHeader } from '@/components/ui/page-header';
import { ThemeModeToggle } from '@/components/ui/theme-mode-toggle';
import { currencyForLanguage, formatCurrency } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAuth } from '@/lib/auth/use-auth';

/** Spec 2.4 Settings: the preferences this browser remembers. */
export default function SettingsRoute() {
  const { t } = useTranslation('settings');
  const { language } = useLanguage();
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="subtitle1">{t('account.title')}</Typography>
            <Typography color="text.secondary" data-testid="settings-account">
              {t('account.signedInAs', { email: user?.email ?? user?.uid ?? '' })}
            </Typography>
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle1">{t('language.title')}</Typography>
            <Typography color="text.secondary">{t('language.description')}</Typography>
            <div>
              <LanguageSelect />
            </div>
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle1">{t('theme.title')}</Typography>
            <Typography color="text.secondary">{t('theme.description')}</Typography>
            <div>
              <ThemeModeToggle />
            </div>
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle1">{t('currency.title')}</Typography>
            <Typography color="text.secondary" data-testid="settings-currency">
              {t('currency.description', {
                currency: currencyForLanguage(language),
                example: formatCurrency(1234.5, language, 2),
              })}
            </Typography>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
