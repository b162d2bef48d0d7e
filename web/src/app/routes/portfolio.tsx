import ApartmentIcon from '@mui/icons-material/Apartment';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** Spec 2.5 Portfolio. The building list arrives with the data model (issue 4). */
export default function PortfolioRoute() {
  const { t } = useTranslation('screens');
  return (
    <>
      <PageHeader title={t('portfolio.title')} />
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('portfolio.selectPrompt')}
      </Alert>
      <EmptyState
        icon={<ApartmentIcon />}
        title={t('portfolio.emptyTitle')}
        description={t('portfolio.emptyDescription')}
      />
    </>
  );
}
