import SearchOffIcon from 'virtual:icons/SearchOff';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation('screens');
  return (
    <EmptyState
      icon={<SearchOffIcon />}
      title={t('notFound.title')}
      description={t('notFound.description')}
      action={
        <Button variant="contained" component={Link} to={paths.portfolio.getHref()}>
          {t('notFound.toPortfolio')}
        </Button>
      }
    />
  );
}
