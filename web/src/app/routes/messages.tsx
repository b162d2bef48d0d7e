import MailIcon from '@mui/icons-material/Mail';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** Spec 2.4: the Messages screen; its content arrives with the screens issue. */
export default function MessagesRoute() {
  const { t } = useTranslation('screens');
  return (
    <>
      <PageHeader title={t('messages.title')} />
      <EmptyState
        icon={<MailIcon />}
        title={t('messages.emptyTitle')}
        description={t('messages.emptyDescription')}
      />
    </>
  );
}
