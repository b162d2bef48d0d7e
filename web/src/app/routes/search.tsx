import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { PlannedScreen } from '@/components/ui/planned-screen';

/** Spec 2.4: the Search screen; its content arrives with the screens issue. */
export default function SearchRoute() {
  const { t } = useTranslation('screens');
  return (
    <PlannedScreen
      title={t('search.title')}
      emptyTitle={t('search.emptyTitle')}
      description={t('search.emptyDescription')}
      icon={<SearchIcon />}
    />
  );
}
