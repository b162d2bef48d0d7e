import ApartmentIcon from 'virtual:icons/Apartment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Product name and mark, linking to the portfolio. */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      component={Link}
      to={paths.portfolio.getHref()}
      sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
    >
      <ApartmentIcon />
      <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
        {t('appName')}
      </Typography>
    </Stack>
  );
}
