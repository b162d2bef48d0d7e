import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

/** Spec 2.4: the Search screen; its content arrives with the screens issue. */
export default function SearchRoute() {
  const { t } = useTranslation('screens');
  return (
    <>
      <PageHeader title={t('search.title')} />
      <EmptyState
        icon={<SearchIcon />}
        title={t('search.emptyTitle')}
        description={t('search.emptyDescription')}
      />
    </>
  );
}
