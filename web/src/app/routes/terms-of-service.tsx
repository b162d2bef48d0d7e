import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { TermsContent } from '@/features/legal/components/terms-content';

export default function TermsOfServiceRoute() {
  const { t } = useTranslation('terms');
  return (
    <>
      <PageHeader title={t('title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, maxWidth: 880 }}>
        <TermsContent />
      </Paper>
    </>
  );
}
