import MailIcon from '@mui/icons-material/Mail';
import { useTranslation } from 'react-i18next';
import { PlannedScreen } from '@/components/ui/planned-screen';

/** Spec 2.4: the Messages screen; its content arrives with the screens issue. */
export default function MessagesRoute() {
  const { t } = useTranslation('screens');
  return (
    <PlannedScreen
      title={t('messages.title')}
      emptyTitle={t('messages.emptyTitle')}
      description={t('messages.emptyDescription')}
      icon={<MailIcon />}
    />
  );
}
