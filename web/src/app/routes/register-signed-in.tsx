import HowToRegIcon from 'virtual:icons/HowToReg';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/** /register while signed in: there is nothing to register; offer the way on or out. */
export default function RegisterSignedInRoute() {
  const { t } = useTranslation('screens');
  const { user, logout } = useAuth();
  return (
    <EmptyState
      icon={<HowToRegIcon />}
      title={t('registerSignedIn.title')}
      description={t('registerSignedIn.description', { email: user?.email ?? user?.uid ?? '' })}
      action={
        <Stack direction="row" spacing={2}>
          <Button variant="contained" component={Link} to={paths.portfolio.getHref()}>
            {t('registerSignedIn.toPortfolio')}
          </Button>
          <Button onClick={() => void logout()}>{t('registerSignedIn.logout')}</Button>
        </Stack>
      }
    />
  );
}
