import DashboardIcon from '@mui/icons-material/Dashboard';
import { useTranslation } from 'react-i18next';
import { PlannedScreen } from '@/components/ui/planned-screen';

/** Spec 2.4: the Dashboard screen; its content arrives with the screens issue. */
export default function DashboardRoute() {
  const { t } = useTranslation('screens');
  return (
    <PlannedScreen
      title={t('dashboard.title')}
      emptyTitle={t('dashboard.emptyTitle')}
      description={t('dashboard.emptyDescription')}
      icon={<DashboardIcon />}
    />
  );
}
