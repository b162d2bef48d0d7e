import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const SECTIONS = [
  'service',
  'account',
  'data',
  'use',
  'sharing',
  'figures',
  'availability',
  'liability',
  'ending',
  'contact',
] as const;

/** The Terms of Service text, shown on its own page and from the sign-in screens. */
export function TermsContent() {
  const { t } = useTranslation('terms');
  return (
    <Stack spacing={2} component="article">
      <Typography color="text.secondary">{t('updated')}</Typography>
      <Typography>{t('intro')}</Typography>
      {SECTIONS.map((section, index) => (
        <section key={section}>
          <Typography variant="h6" component="h2" gutterBottom>
            {index + 1}. {t(`sections.${section}.title`)}
          </Typography>
          <Typography>{t(`sections.${section}.body`)}</Typography>
        </section>
      ))}
    </Stack>
  );
}
