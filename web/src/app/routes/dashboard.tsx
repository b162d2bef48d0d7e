import DashboardIcon from '@mui/icons-material/Dashboard';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** Spec 2.4: the Dashboard screen; its content arrives with the screens issue. */
export default function DashboardRoute() {
  const { t } = useTranslation('screens');
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <EmptyState
        icon={<DashboardIcon />}
        title={t('dashboard.emptyTitle')}
        description={t('dashboard.emptyDescription')}
      />
    </>
  );
}
